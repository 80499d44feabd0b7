import type { Language } from '@halaqa/contracts';

export const sessionTexts: Record<Language, Record<string, string>> = {
  en: {
    userDisabled: 'Your account has been disabled. Please contact your organization.',
    shouldResetPassword: 'You must change your password before you continue.',
  },
  ar: {
    userDisabled: 'تم تعطيل حسابك. يرجى التواصل مع جهتك.',
    shouldResetPassword: 'يجب عليك تغيير كلمة المرور قبل المتابعة.',
  },
};
