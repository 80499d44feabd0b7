import type { Resource } from 'i18next';

/** Words every part of the site uses (namespace `common`). */
export const commonResources: Resource = {
  en: {
    common: {
      productTitle: 'Halaqa',
      required: 'This field is required',
      somethingWentWrong: 'Something went wrong',
      retry: 'Try again',
      loading: 'Loading…',
      close: 'Close',
      home: 'Home',
      notAvailable: {
        title: 'Not available yet',
        body: 'This part of {{organization}} is not available yet. We are working on it.',
        backHome: 'Back to home',
      },
    },
  },
  ar: {
    common: {
      productTitle: 'حلقة',
      required: 'هذا الحقل مطلوب',
      somethingWentWrong: 'حدث خطأ ما',
      retry: 'أعد المحاولة',
      loading: 'جارٍ التحميل…',
      close: 'إغلاق',
      home: 'الرئيسية',
      notAvailable: {
        title: 'غير متاح بعد',
        body: 'هذا الجزء من {{organization}} غير متاح بعد. نحن نعمل عليه.',
        backHome: 'العودة إلى الرئيسية',
      },
    },
  },
};
