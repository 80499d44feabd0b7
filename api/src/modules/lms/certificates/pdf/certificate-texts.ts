/** What a certificate says around its names, in its own language (not the reader's: it is a document). */
export interface CertificateWording {
  title: string;
  certifies: (organization: string) => string;
  completed: string;
  on: (date: string) => string;
  code: (code: string) => string;
  verifyAt: string;
  revoked: string;
}

export const WORDING: Record<'ARABIC' | 'ENGLISH', CertificateWording> = {
  ARABIC: {
    title: 'شهادة إتمام',
    certifies: (organization) => `تشهد ${organization} بأن`,
    completed: 'قد أتم بنجاح متطلبات',
    on: (date) => `وذلك بتاريخ ${date}`,
    code: (code) => `رمز التحقق ${code}`,
    verifyAt: 'للتحقق من هذه الشهادة',
    revoked: 'ألغيت هذه الشهادة',
  },
  ENGLISH: {
    title: 'Certificate of Completion',
    certifies: (organization) => `${organization} certifies that`,
    completed: 'has successfully completed',
    on: (date) => `on ${date}`,
    code: (code) => `Verification code ${code}`,
    verifyAt: 'Verify this certificate at',
    revoked: 'This certificate has been revoked',
  },
};

/** The issue date as the certificate's language writes it (Western digits in Arabic too, as on Saudi documents; UTC day). */
export function certificateDate(date: Date, language: 'ARABIC' | 'ENGLISH'): string {
  return new Intl.DateTimeFormat(language === 'ARABIC' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC',
  }).format(date);
}
