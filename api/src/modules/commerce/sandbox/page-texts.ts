import type { Language } from '@halaqa/contracts';
import type { CardVerdict } from './test-cards';

type RefusalReason = Extract<CardVerdict, { kind: 'refused' }>['reason'];

/** The sandbox's hosted pages in both languages (the payment's language, or the one the member switches to). */
export interface SandboxTexts {
  dir: 'ltr' | 'rtl';
  otherLanguage: { code: Language; label: string };
  testMode: string;
  payTitle: (amount: string) => string;
  payee: (organization: string) => string;
  name: string;
  number: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  pay: (amount: string) => string;
  cancel: string;
  testCards: string;
  testCardList: readonly string[];
  errorSummary: string;
  refusal: Readonly<Record<RefusalReason, string>>;
  challengeTitle: string;
  challengeText: string;
  challengeCode: string;
  challengeVerify: string;
  challengeWrong: (left: number) => string;
  bnplTitle: Readonly<Record<'TAMARA' | 'TABBY', string>>;
  bnplDisclosure: Readonly<Record<'TAMARA' | 'TABBY', string>>;
  schedule: string;
  scheduleWhen: (index: number) => string;
  approve: string;
  decline: string;
  doneTitle: string;
  doneStatus: Readonly<Record<string, string>>;
  backToStore: string;
  notFoundTitle: string;
  notFoundText: string;
}

const EN: SandboxTexts = {
  dir: 'ltr',
  otherLanguage: { code: 'ar', label: 'العربية' },
  testMode: 'Sandbox: a test payment. No real money moves.',
  payTitle: (amount) => `Pay ${amount}`,
  payee: (organization) => `To ${organization}`,
  name: 'Name on card',
  number: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'Security code (CVC)',
  pay: (amount) => `Pay ${amount}`,
  cancel: 'Cancel and go back to the store',
  testCards: 'Test cards',
  testCardList: [
    '4000 0000 0000 0002: the payment succeeds',
    '4000 0000 0000 0069: the card is declined',
    '4000 0000 0000 3220: the bank asks for a code (123456)',
    'Any name, an expiry date in the future and any 3-digit code.',
  ],
  errorSummary: 'The payment was not sent. Check:',
  refusal: {
    'no-name': 'Enter the name on the card.',
    'bad-number': 'Enter a card number of 12 to 19 digits.',
    'unknown-card': 'This sandbox takes only the test cards listed on this page.',
    'bad-expiry': 'Enter the expiry date as MM/YY.',
    expired: 'This card has expired.',
    'bad-cvc': 'Enter the 3 or 4 digit security code.',
  },
  challengeTitle: 'Confirm it is you',
  challengeText: 'Your bank sent you a one-time code. In this sandbox the code is 123456.',
  challengeCode: 'One-time code',
  challengeVerify: 'Confirm and pay',
  challengeWrong: (left) => `That code is not right. ${left === 1 ? '1 try left.' : `${left} tries left.`}`,
  bnplTitle: { TAMARA: 'Tamara: pay in 4', TABBY: 'Tabby: pay in 4' },
  bnplDisclosure: {
    TAMARA: 'Pay in 4 interest-free instalments: the first is taken today, the other three once a month. Tamara decides whether to approve you.',
    TABBY: 'Pay in 4 interest-free instalments: the first is taken today, the other three once a month. Tabby decides whether to approve you.',
  },
  schedule: 'Your payments',
  scheduleWhen: (index) => (index === 0 ? 'Today' : `In ${index} month${index === 1 ? '' : 's'}`),
  approve: 'Approve (test)',
  decline: 'Decline (test)',
  doneTitle: 'This payment is finished',
  doneStatus: {
    paid: 'It was paid.', approved: 'It was approved.', captured: 'It was paid.', declined: 'It was declined.', failed: 'It failed.',
    canceled: 'It was canceled.', expired: 'It expired.', refunded: 'It was refunded.', partially_refunded: 'It was partly refunded.',
  },
  backToStore: 'Back to the store',
  notFoundTitle: 'Payment not found',
  notFoundText: 'This sandbox payment does not exist on this site.',
};

const AR: SandboxTexts = {
  dir: 'rtl',
  otherLanguage: { code: 'en', label: 'English' },
  testMode: 'بيئة تجريبية: دفعة اختبارية، ولا تنتقل أي أموال حقيقية.',
  payTitle: (amount) => `ادفع ${amount}`,
  payee: (organization) => `إلى ${organization}`,
  name: 'الاسم على البطاقة',
  number: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء',
  expiryHint: 'شهر/سنة (MM/YY)',
  cvc: 'رمز الأمان (CVC)',
  pay: (amount) => `ادفع ${amount}`,
  cancel: 'إلغاء والعودة إلى المتجر',
  testCards: 'بطاقات الاختبار',
  testCardList: [
    '4000 0000 0000 0002: ينجح الدفع',
    '4000 0000 0000 0069: تُرفض البطاقة',
    '4000 0000 0000 3220: يطلب البنك رمزاً (123456)',
    'أي اسم، وتاريخ انتهاء في المستقبل، وأي رمز من 3 أرقام.',
  ],
  errorSummary: 'لم يُرسل الدفع. راجع ما يلي:',
  refusal: {
    'no-name': 'أدخل الاسم المكتوب على البطاقة.',
    'bad-number': 'أدخل رقم بطاقة من 12 إلى 19 رقماً.',
    'unknown-card': 'لا تقبل هذه البيئة التجريبية إلا بطاقات الاختبار المذكورة في هذه الصفحة.',
    'bad-expiry': 'أدخل تاريخ الانتهاء بالصيغة MM/YY.',
    expired: 'انتهت صلاحية هذه البطاقة.',
    'bad-cvc': 'أدخل رمز الأمان المكوّن من 3 أو 4 أرقام.',
  },
  challengeTitle: 'أكّد هويتك',
  challengeText: 'أرسل إليك البنك رمزاً لمرة واحدة. الرمز في هذه البيئة التجريبية هو 123456.',
  challengeCode: 'الرمز لمرة واحدة',
  challengeVerify: 'تأكيد والدفع',
  challengeWrong: (left) => `الرمز غير صحيح. ${left === 1 ? 'بقيت محاولة واحدة.' : `بقيت ${left} محاولات.`}`,
  bnplTitle: { TAMARA: 'تمارا: ادفع على 4 دفعات', TABBY: 'تابي: ادفع على 4 دفعات' },
  bnplDisclosure: {
    TAMARA: '4 دفعات بدون فوائد: تُخصم الأولى اليوم والثلاث الباقية مرة كل شهر. تقرّر تمارا الموافقة على طلبك.',
    TABBY: '4 دفعات بدون فوائد: تُخصم الأولى اليوم والثلاث الباقية مرة كل شهر. تقرّر تابي الموافقة على طلبك.',
  },
  schedule: 'دفعاتك',
  scheduleWhen: (index) => (index === 0 ? 'اليوم' : `بعد ${index === 1 ? 'شهر' : index === 2 ? 'شهرين' : `${index} أشهر`}`),
  approve: 'موافقة (اختبار)',
  decline: 'رفض (اختبار)',
  doneTitle: 'انتهت هذه الدفعة',
  doneStatus: {
    paid: 'دُفعت.', approved: 'تمت الموافقة عليها.', captured: 'دُفعت.', declined: 'رُفضت.', failed: 'تعذّرت.',
    canceled: 'أُلغيت.', expired: 'انتهت مهلتها.', refunded: 'استُردّت.', partially_refunded: 'استُردّ جزء منها.',
  },
  backToStore: 'العودة إلى المتجر',
  notFoundTitle: 'الدفعة غير موجودة',
  notFoundText: 'لا توجد هذه الدفعة التجريبية على هذا الموقع.',
};

export const textsFor = (language: Language): SandboxTexts => (language === 'ar' ? AR : EN);
