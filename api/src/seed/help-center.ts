import { eq } from 'drizzle-orm';
import type { HelpCenterCategory } from '@halaqa/contracts/src/support';
import type { Db } from '../core/db/types';
import { organizations } from '../modules/organizations/tables';
import { helpCenterArticles } from '../modules/support/tables';

interface QuestionAndAnswer {
  question: string;
  answer: string;
}

interface ArticleSeed {
  /** Stable name: seeding again skips what is there. */
  key: string;
  category: HelpCenterCategory;
  en: QuestionAndAnswer;
  ar: QuestionAndAnswer;
}

/** How an organization names its courses (its terminology), in the phrases the articles need. */
interface CourseWords {
  en: { one: string; many: string };
  ar: { one: string; many: string; mine: string; finished: string };
}

/** What every organization's members ask, whatever it offers, in its own words. */
const common = (words: CourseWords): readonly ArticleSeed[] => [
  {
    key: 'change-language',
    category: 'getting-started',
    en: {
      question: 'How do I switch between English and Arabic?',
      answer: 'Use the language button in the top bar (it shows "العربية" on English pages and "English" on Arabic pages). On a phone, open the menu first.\n\nThe site remembers your choice on this device, and Arabic pages read from right to left.',
    },
    ar: {
      question: 'كيف أنتقل بين العربية والإنجليزية؟',
      answer: 'استخدم زر اللغة في الشريط العلوي (يظهر عليه "English" في الصفحات العربية و"العربية" في الصفحات الإنجليزية). على الجوال افتح القائمة أولاً.\n\nيتذكر الموقع اختيارك على هذا الجهاز، وتُعرض الصفحات العربية من اليمين إلى اليسار.',
    },
  },
  {
    key: 'mobile',
    category: 'getting-started',
    en: {
      question: 'Can I use the site on my phone?',
      answer: 'Yes. The site works in the browser of any phone or tablet, with the same account.\n\nTo open it like an app, add it to your home screen: on iPhone, tap Share and then "Add to Home Screen"; on Android, open the browser menu and choose "Add to Home screen" or "Install app". The "Download the app" page in your account menu says more.',
    },
    ar: {
      question: 'هل أستطيع استخدام الموقع من جوالي؟',
      answer: 'نعم. يعمل الموقع في متصفح أي جوال أو جهاز لوحي بالحساب نفسه.\n\nولفتحه كتطبيق أضفه إلى الشاشة الرئيسية: على iPhone اضغط "مشاركة" ثم "إضافة إلى الشاشة الرئيسية"، وعلى Android افتح قائمة المتصفح واختر "إضافة إلى الشاشة الرئيسية" أو "تثبيت التطبيق". وفي صفحة "تنزيل التطبيق" من قائمة حسابك تفاصيل أكثر.',
    },
  },
  {
    key: 'forgot-password',
    category: 'account',
    en: {
      question: 'I forgot my password. How do I reset it?',
      answer: 'On the sign-in page, choose "Forgot your password?" and enter the email address of your account. We send a link to that address; open it within one hour and choose a new password.\n\nIf no email arrives within a few minutes, check your spam folder, then ask again. The link works only once.',
    },
    ar: {
      question: 'نسيت كلمة المرور. كيف أعيد تعيينها؟',
      answer: 'في صفحة تسجيل الدخول اختر "نسيت كلمة المرور؟" وأدخل البريد الإلكتروني لحسابك. سنرسل رابطاً إلى هذا العنوان؛ افتحه خلال ساعة واحدة واختر كلمة مرور جديدة.\n\nإذا لم تصلك الرسالة خلال دقائق فتحقق من مجلد الرسائل غير المرغوب فيها ثم اطلب الرابط مرة أخرى. يعمل الرابط مرة واحدة فقط.',
    },
  },
  {
    key: 'change-password',
    category: 'account',
    en: {
      question: 'How do I change my password?',
      answer: 'Open your profile from the avatar menu, go to the Security tab and choose "Change password". Enter your current password and the new one twice.\n\nA password needs at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character, and must differ from the old one.',
    },
    ar: {
      question: 'كيف أغيّر كلمة المرور؟',
      answer: 'افتح ملفك الشخصي من قائمة الصورة الرمزية، ثم تبويب "الأمان"، واختر "تغيير كلمة المرور". أدخل كلمة المرور الحالية ثم الجديدة مرتين.\n\nيجب أن تتكون كلمة المرور من 8 أحرف على الأقل، وفيها حرف كبير وحرف صغير ورقم ورمز خاص، وأن تختلف عن القديمة.',
    },
  },
  {
    key: 'my-courses',
    category: 'courses',
    en: {
      question: `Where do I find the ${words.en.many} I am enrolled in?`,
      answer: `Open "My ${words.en.many}" from the top bar or the side menu. It lists everything you are enrolled in with your progress; pin the ones you use most to keep them first. Finished ones move to the "Finished" tab.`,
    },
    ar: {
      question: 'أين أجد ما سجلت فيه؟',
      answer: `افتح "${words.ar.mine}" من الشريط العلوي أو القائمة الجانبية. تجد فيها كل ما سجلت فيه مع نسبة تقدمك، ويمكنك تثبيت ما تستخدمه كثيراً ليبقى في الأعلى. وما أنهيته ينتقل إلى تبويب "${words.ar.finished}".`,
    },
  },
  {
    key: 'certificates',
    category: 'certificates',
    en: {
      question: 'How do I get a certificate?',
      answer: `A certificate is issued when you complete a ${words.en.one} that offers one: you need the passing grade (50% unless the ${words.en.one} says otherwise) and the required attendance. Some ${words.en.many} issue certificates by hand after the instructor reviews your work.\n\nYour certificates are listed under "My certificates", where you can open, download and share each one.`,
    },
    ar: {
      question: 'كيف أحصل على شهادة؟',
      answer: `تصدر الشهادة عند إكمالك ${words.ar.one} من ${words.ar.many} المانحة للشهادات: تحتاج إلى درجة النجاح (50% ما لم يُحدَّد غير ذلك) ونسبة الحضور المطلوبة. وقد تصدر بعض الشهادات يدوياً بعد مراجعة المدرب لعملك.\n\nتجد شهاداتك في صفحة "شهاداتي"، ويمكنك فتح كل شهادة وتنزيلها ومشاركتها.`,
    },
  },
  {
    key: 'open-ticket',
    category: 'support',
    en: {
      question: 'How do I ask the support team for help?',
      answer: 'Open "Technical support" and choose "New ticket". Describe what happened, what you expected and, if you can, the page and the time. You can follow the answers there and reply in the same ticket.\n\nA ticket starts as "Received", becomes "Pending" once the team answers, and "Resolved" when it is done. Writing again in a resolved ticket opens it again.',
    },
    ar: {
      question: 'كيف أطلب المساعدة من فريق الدعم؟',
      answer: 'افتح "الدعم الفني" واختر "تذكرة جديدة". صف ما حدث وما كنت تتوقعه، واذكر الصفحة والوقت إن استطعت. ستجد الردود هناك ويمكنك الرد في التذكرة نفسها.\n\nتبدأ التذكرة بحالة "مستلمة"، وتصبح "قيد المعالجة" بعد رد الفريق، ثم "محلولة" عند الانتهاء. والكتابة في تذكرة محلولة تعيد فتحها.',
    },
  },
  {
    key: 'contact-without-account',
    category: 'support',
    en: {
      question: 'Can I reach you without signing in?',
      answer: 'Yes. The "Contact us" page takes your name, email, subject and message; the team answers by email. You can also start a chat from the "Chat" page and keep it open in that browser tab to read the answers.',
    },
    ar: {
      question: 'هل يمكنني التواصل معكم دون تسجيل الدخول؟',
      answer: 'نعم. في صفحة "اتصل بنا" تكتب اسمك وبريدك الإلكتروني والموضوع والرسالة، ويرد الفريق عبر البريد الإلكتروني. ويمكنك أيضاً بدء محادثة من صفحة "المحادثة" وإبقاء تبويب المتصفح مفتوحاً لقراءة الردود.',
    },
  },
];

/** Demo Academy: open registration, self-enrollment and a cart. */
const DEMO: readonly ArticleSeed[] = [
  {
    key: 'create-account',
    category: 'getting-started',
    en: {
      question: 'How do I create an account?',
      answer: 'Choose "Register" in the top bar, fill in the form and confirm your email address with the link we send you. You can browse the catalogue before registering.',
    },
    ar: {
      question: 'كيف أنشئ حساباً؟',
      answer: 'اختر "إنشاء حساب" في الشريط العلوي، واملأ النموذج، ثم أكّد بريدك الإلكتروني بالرابط الذي نرسله إليك. ويمكنك تصفح الدورات قبل التسجيل.',
    },
  },
  {
    key: 'enroll',
    category: 'courses',
    en: {
      question: 'How do I enroll in a course?',
      answer: 'Open "All courses", search or filter the catalogue, and open a course to see its overview. Free courses have an "Enroll" button: the course appears at once in "My courses".\n\nPaid courses go to your cart first; enrollment follows the payment.',
    },
    ar: {
      question: 'كيف أسجل في دورة؟',
      answer: 'افتح "جميع الدورات"، وابحث أو صفِّ القائمة، ثم افتح الدورة لترى نظرة عامة عليها. في الدورات المجانية زر "سجّل الآن" وتظهر الدورة فوراً في "دوراتي".\n\nأما الدورات المدفوعة فتضاف إلى سلة المشتريات أولاً، ويتم التسجيل بعد الدفع.',
    },
  },
  {
    key: 'payments',
    category: 'courses',
    en: {
      question: 'How do I pay for a course, and where are my receipts?',
      answer: 'Add the course to your cart and choose "Checkout". You pay on the payment provider\'s secure page; card details are never entered on this site. Prices include VAT where it applies.\n\nEvery order and its invoice is listed under "Payment history" in your profile menu.',
    },
    ar: {
      question: 'كيف أدفع رسوم دورة، وأين أجد إيصالاتي؟',
      answer: 'أضف الدورة إلى السلة واختر "إتمام الشراء". يتم الدفع في صفحة مزود الدفع الآمنة، ولا تُدخل بيانات البطاقة في هذا الموقع أبداً. وتشمل الأسعار ضريبة القيمة المضافة عند انطباقها.\n\nتجد كل طلب وفاتورته في "سجل المدفوعات" من قائمة ملفك الشخصي.',
    },
  },
];

/** Nour Institute: accounts made by the institute, a sign-in code, no payments. */
const NOUR: readonly ArticleSeed[] = [
  {
    key: 'get-account',
    category: 'getting-started',
    en: {
      question: 'How do I get an account?',
      answer: 'Accounts are created by the institute\'s administration when you join a training program. You receive an email with a link to choose your password; it is valid for 24 hours. If it expired, use "Forgot your password?" on the sign-in page.',
    },
    ar: {
      question: 'كيف أحصل على حساب؟',
      answer: 'تنشئ إدارة المعهد الحسابات عند التحاقك ببرنامج تدريبي. تصلك رسالة بريد إلكتروني فيها رابط لاختيار كلمة المرور، وهو صالح لمدة 24 ساعة. إذا انتهت صلاحيته فاستخدم "نسيت كلمة المرور؟" في صفحة تسجيل الدخول.',
    },
  },
  {
    key: 'sign-in-code',
    category: 'account',
    en: {
      question: 'Why am I asked for a code when I sign in?',
      answer: 'The institute protects accounts with a second step: after your password, we email you a 6-digit code. Enter it within 10 minutes. If it does not arrive, choose "Send a new code" and check your spam folder.',
    },
    ar: {
      question: 'لماذا يُطلب مني رمز عند تسجيل الدخول؟',
      answer: 'يحمي المعهد الحسابات بخطوة ثانية: بعد كلمة المرور نرسل إليك رمزاً من 6 أرقام بالبريد الإلكتروني. أدخله خلال 10 دقائق، وإن لم يصلك فاختر "أرسل رمزًا جديدًا" وتحقق من مجلد الرسائل غير المرغوب فيها.',
    },
  },
  {
    key: 'enroll',
    category: 'courses',
    en: {
      question: 'How do I join a program?',
      answer: 'Sign in and open "All programs". Open one to read its overview and choose "Enroll"; it appears at once under "My programs". Programs at the institute are free for its trainees.',
    },
    ar: {
      question: 'كيف ألتحق ببرنامج؟',
      answer: 'سجّل الدخول وافتح "جميع البرامج"، ثم افتح البرنامج لتقرأ النظرة العامة واختر "سجّل الآن"؛ يظهر فوراً في "برامجي". البرامج في المعهد مجانية لمتدربيه.',
    },
  },
];

const HELP_CENTER_SEEDS: Readonly<Record<string, readonly ArticleSeed[]>> = {
  demo: [...common({ en: { one: 'course', many: 'courses' }, ar: { one: 'دورة', many: 'الدورات', mine: 'دوراتي', finished: 'المكتملة' } }), ...DEMO],
  nour: [...common({ en: { one: 'program', many: 'programs' }, ar: { one: 'برنامجاً', many: 'البرامج', mine: 'برامجي', finished: 'المكتملة' } }), ...NOUR],
};

/**
 * The organization's help center questions and answers. Idempotent: an
 * article whose seed key is there already is left as the organization may
 * have edited it.
 */
export async function seedHelpCenter(db: Db, domainPrefix: string): Promise<void> {
  const articles = HELP_CENTER_SEEDS[domainPrefix];
  if (!articles?.length) return;
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, domainPrefix));
  if (!organization) return;
  const positions = new Map<HelpCenterCategory, number>();
  await db.insert(helpCenterArticles).values(articles.map((article) => {
    const position = positions.get(article.category) ?? 0;
    positions.set(article.category, position + 1);
    return {
      organizationId: organization.id,
      seedKey: article.key,
      category: article.category,
      position,
      questionEn: article.en.question,
      answerEn: article.en.answer,
      questionAr: article.ar.question,
      answerAr: article.ar.answer,
    };
  })).onConflictDoNothing();
}
