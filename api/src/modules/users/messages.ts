import type { Language } from '@halaqa/contracts';

/**
 * Texts of the messages this module sends, in both languages. The outbox
 * stores the rendered text; `data` keeps the link or code apart for the
 * development mailbox and tests.
 */
export type AccountTemplate = 'verify-email' | 'set-password' | 'reset-password' | 'phone-code';

export interface MessageContext {
  language: Language;
  /** The recipient's name in the message language. */
  name: string;
  /** The organization's name in the message language. */
  organizationName: string;
}

interface RenderedMessage {
  subject: string | null;
  body: string;
}

type Renderer<Extra> = (context: MessageContext & Extra) => RenderedMessage;

export const verifyEmailMessage: Renderer<{ link: string }> = ({ language, name, organizationName, link }) => (language === 'ar'
  ? {
    subject: `تأكيد بريدك الإلكتروني في ${organizationName}`,
    body: `مرحباً ${name}،\n\nلتأكيد بريدك الإلكتروني افتح الرابط التالي خلال 24 ساعة:\n${link}\n\nإذا لم تنشئ حساباً فتجاهل هذه الرسالة.`,
  }
  : {
    subject: `Verify your email for ${organizationName}`,
    body: `Hello ${name},\n\nTo verify your email address, open this link within 24 hours:\n${link}\n\nIf you did not create an account, ignore this message.`,
  });

export const setPasswordMessage: Renderer<{ link: string }> = ({ language, name, organizationName, link }) => (language === 'ar'
  ? {
    subject: `أنشئ كلمة المرور لحسابك في ${organizationName}`,
    body: `مرحباً ${name}،\n\nتم إنشاء حسابك. لاختيار كلمة المرور افتح الرابط التالي خلال 24 ساعة:\n${link}`,
  }
  : {
    subject: `Set your password for ${organizationName}`,
    body: `Hello ${name},\n\nYour account has been created. To choose your password, open this link within 24 hours:\n${link}`,
  });

export const resetPasswordMessage: Renderer<{ link: string }> = ({ language, name, organizationName, link }) => (language === 'ar'
  ? {
    subject: `إعادة تعيين كلمة المرور في ${organizationName}`,
    body: `مرحباً ${name}،\n\nلإعادة تعيين كلمة المرور افتح الرابط التالي خلال ساعة واحدة:\n${link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة المرور الحالية لم تتغير.`,
  }
  : {
    subject: `Reset your password for ${organizationName}`,
    body: `Hello ${name},\n\nTo reset your password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this message; your password has not changed.`,
  });

/** SMS: no subject, short. */
export const phoneCodeMessage: Renderer<{ code: string }> = ({ language, organizationName, code }) => (language === 'ar'
  ? { subject: null, body: `رمز التحقق من ${organizationName}: ${code}. صالح لمدة 10 دقائق.` }
  : { subject: null, body: `${organizationName} verification code: ${code}. Valid for 10 minutes.` });
