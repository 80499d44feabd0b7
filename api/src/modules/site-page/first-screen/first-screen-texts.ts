import type { Language, OrganizationProfile } from '@halaqa/contracts';

/**
 * The few words the written first screen shows, as mfe-lms and mfe-auth word
 * them (first-screen-texts.test.ts holds them to those areas' texts), in the
 * organization's terminology: nour's "All Programs", "كل البرامج".
 */
export interface FirstScreenTexts {
  language: Language;
  allCourses: string;
  courseCount(count: number): string;
  login: LoginTexts;
  myCourses: MyCoursesTexts;
  /** The announcement banner's name and link (the shell's `announcement.*`). */
  announcement: { label: string; more: string };
}

/** The login page's words (mfe-auth's `login.*` and `fields.*`). */
export interface LoginTexts {
  title: string;
  lead: string;
  email: string;
  password: string;
  submit: string;
  submitting: string;
  forgotPassword: string;
  noAccount: string;
  register: string;
}

/** The member's courses page (mfe-lms's `pages.*`, `lmsTabs.*` and `myCourses.*`), in the organization's terminology. */
export interface MyCoursesTexts {
  tabs: { myCourses: string; finishedCourses: string; allCourses: string };
  tabsLabel: string;
  listTitle: string;
  progress(name: string): string;
  continue: string;
  continueLabel(name: string): string;
}

function myCoursesTexts(language: Language, courses: string, allCourses: string): MyCoursesTexts {
  if (language === 'ar') {
    return {
      tabs: { myCourses: `${courses}ي`, finishedCourses: `ال${courses} المكتملة`, allCourses },
      tabsLabel: `قوائم ال${courses}`,
      listTitle: `قائمة ال${courses}`,
      progress: (name) => `التقدم في «${name}»`,
      continue: 'متابعة',
      continueLabel: (name) => `متابعة «${name}»`,
    };
  }
  return {
    tabs: { myCourses: `My ${courses}`, finishedCourses: `Finished ${courses}`, allCourses },
    tabsLabel: `${courses} lists`,
    listTitle: `${courses} list`,
    progress: (name) => `Progress in “${name}”`,
    continue: 'Continue',
    continueLabel: (name) => `Continue “${name}”`,
  };
}

const LOGIN_TEXTS: Record<Language, LoginTexts> = {
  en: {
    title: 'Log in',
    lead: 'Welcome back. Log in to continue learning.',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    forgotPassword: 'Forgot your password?',
    noAccount: 'New here?',
    register: 'Create an account',
  },
  ar: {
    title: 'تسجيل الدخول',
    lead: 'مرحبًا بعودتك. سجّل الدخول لمتابعة التعلم.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    submitting: 'جارٍ تسجيل الدخول…',
    forgotPassword: 'نسيت كلمة المرور؟',
    noAccount: 'جديد هنا؟',
    register: 'أنشئ حسابًا',
  },
};

export function firstScreenTexts(organization: Pick<OrganizationProfile, 'terminology'>, language: Language): FirstScreenTexts {
  const { singular: course, plural: courses } = organization.terminology.course[language];
  const plural = new Intl.PluralRules(language);
  const number = new Intl.NumberFormat(language);
  if (language === 'ar') {
    const allCourses = `كل ال${courses}`;
    return {
      language,
      login: LOGIN_TEXTS.ar,
      myCourses: myCoursesTexts(language, courses, allCourses),
      announcement: { label: 'إعلان', more: 'اعرف المزيد' },
      allCourses,
      courseCount(count) {
        const formatted = number.format(count);
        switch (plural.select(count)) {
          case 'zero': return `لا توجد ${courses}`;
          case 'two':
          case 'few': return `${formatted} ${courses}`;
          default: return `${formatted} ${course}`;
        }
      },
    };
  }
  const allCourses = `All ${courses}`;
  return {
    language,
    login: LOGIN_TEXTS.en,
    myCourses: myCoursesTexts(language, courses, allCourses),
    announcement: { label: 'Announcement', more: 'Learn more' },
    allCourses,
    courseCount: (count) => `${number.format(count)} ${plural.select(count) === 'one' ? course : courses}`,
  };
}
