import type { Language } from '@halaqa/contracts';

/** The sign-in code email, in the member's preferred language. */
export function twoFactorMessage(language: Language, code: string, organizationName: string): { subject: string; body: string } {
  if (language === 'ar') {
    return {
      subject: `رمز تسجيل الدخول إلى ${organizationName}`,
      body: `رمز التحقق الخاص بك هو: ${code}\n\nينتهي الرمز بعد 10 دقائق، ويمكن استخدامه مرة واحدة فقط.\nإذا لم تحاول تسجيل الدخول فتجاهل هذه الرسالة وغيّر كلمة المرور.`,
    };
  }
  return {
    subject: `Your ${organizationName} sign-in code`,
    body: `Your verification code is: ${code}\n\nIt expires in 10 minutes and works once.\nIf you did not try to sign in, ignore this email and change your password.`,
  };
}
