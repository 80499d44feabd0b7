import type { Language } from '@halaqa/contracts';

/**
 * The predefined permission sets the seed creates in every organization
 * (api/src/modules/permissions/seed.ts defines what each one holds).
 */
export type SeedPermissionSet = 'administrator' | 'instructor' | 'coach' | 'provider' | 'member' | 'events-only-member';

/** Every demo account uses this password (README lists the accounts). */
export const DEMO_PASSWORD = 'Halaqa!2026';

export interface AccountSeed {
  email: string;
  firstName: string;
  lastName: string;
  arFirstName: string;
  arLastName: string;
  preferredLanguage: Language;
  permissionSet: SeedPermissionSet;
  isAdministrator?: boolean;
  isInstructor?: boolean;
  /** E.164; seeded as verified unless `phoneVerified` is false. */
  phoneNumber: string | null;
  phoneVerified?: boolean;
  forceResetPassword?: boolean;
  requiresApproval?: boolean;
  /** Onboarding assessments left pending (everyone else has finished them). */
  onboardingPending?: boolean;
}

const person = (email: string, en: [string, string], ar: [string, string], preferredLanguage: Language) =>
  ({ email, firstName: en[0], lastName: en[1], arFirstName: ar[0], arLastName: ar[1], preferredLanguage });

export const DEMO_ACCOUNTS: readonly AccountSeed[] = [
  { ...person('member@demo.halaqa.test', ['Sara', 'Haddad'], ['سارة', 'حداد'], 'en'), permissionSet: 'member', phoneNumber: '+966500000001' },
  { ...person('admin@demo.halaqa.test', ['Khalid', 'Mansour'], ['خالد', 'منصور'], 'en'), permissionSet: 'administrator', isAdministrator: true, phoneNumber: '+966500000002' },
  { ...person('instructor@demo.halaqa.test', ['Lina', 'Farouk'], ['لينا', 'فاروق'], 'en'), permissionSet: 'instructor', isInstructor: true, phoneNumber: '+966500000003' },
  { ...person('coach@demo.halaqa.test', ['Yousef', 'Nasser'], ['يوسف', 'ناصر'], 'en'), permissionSet: 'coach', phoneNumber: '+966500000004' },
  { ...person('provider@demo.halaqa.test', ['Huda', 'Karim'], ['هدى', 'كريم'], 'ar'), permissionSet: 'provider', phoneNumber: '+966500000005' },
  { ...person('events@demo.halaqa.test', ['Ali', 'Rahman'], ['علي', 'رحمن'], 'en'), permissionSet: 'events-only-member', phoneNumber: '+966500000006' },
  { ...person('reset@demo.halaqa.test', ['Maha', 'Said'], ['مها', 'سعيد'], 'en'), permissionSet: 'member', phoneNumber: '+966500000007', forceResetPassword: true },
  { ...person('pending@demo.halaqa.test', ['Rami', 'Aziz'], ['رامي', 'عزيز'], 'en'), permissionSet: 'member', phoneNumber: '+966500000008', requiresApproval: true },
  { ...person('newcomer@demo.halaqa.test', ['Noor', 'Hamdan'], ['نور', 'حمدان'], 'en'), permissionSet: 'member', phoneNumber: '+966500000009', onboardingPending: true },
  // Has done all the complete course's work but one grade (course-content/learners.ts): the certificates journey grades it.
  { ...person('learner@demo.halaqa.test', ['Rana', 'Khoury'], ['رنا', 'خوري'], 'en'), permissionSet: 'member', phoneNumber: '+966500000010' },
  // Prefers Arabic and owns nothing paid: the Arabic purchase journey buys with it.
  { ...person('shopper@demo.halaqa.test', ['Laila', 'Hakim'], ['ليلى', 'حكيم'], 'ar'), permissionSet: 'member', phoneNumber: '+966500000011' },
  // The third seeded coach (seed/coaching.ts), in New York: a zone that changes with daylight saving, no free session.
  { ...person('mentor@demo.halaqa.test', ['Adam', 'Brooks'], ['آدم', 'بروكس'], 'en'), permissionSet: 'coach', phoneNumber: '+966500000012' },
];

export const NOUR_ACCOUNTS: readonly AccountSeed[] = [
  { ...person('member@nour.halaqa.test', ['Omar', 'Saleh'], ['عمر', 'صالح'], 'ar'), permissionSet: 'member', phoneNumber: '+966510000001' },
  { ...person('admin@nour.halaqa.test', ['Fatimah', 'Zahrani'], ['فاطمة', 'الزهراني'], 'ar'), permissionSet: 'administrator', isAdministrator: true, phoneNumber: '+966510000002' },
  { ...person('instructor@nour.halaqa.test', ['Hassan', 'Qasim'], ['حسن', 'قاسم'], 'ar'), permissionSet: 'instructor', isInstructor: true, phoneNumber: '+966510000003' },
  { ...person('events@nour.halaqa.test', ['Reem', 'Adel'], ['ريم', 'عادل'], 'ar'), permissionSet: 'events-only-member', phoneNumber: '+966510000004' },
  { ...person('coach@nour.halaqa.test', ['Salem', 'Harbi'], ['سالم', 'الحربي'], 'ar'), permissionSet: 'coach', phoneNumber: '+966510000005' },
  { ...person('provider@nour.halaqa.test', ['Amal', 'Otaibi'], ['أمل', 'العتيبي'], 'ar'), permissionSet: 'provider', phoneNumber: '+966510000006' },
  { ...person('reset@nour.halaqa.test', ['Majed', 'Shehri'], ['ماجد', 'الشهري'], 'ar'), permissionSet: 'member', phoneNumber: '+966510000007', forceResetPassword: true },
  { ...person('newcomer@nour.halaqa.test', ['Dana', 'Qahtani'], ['دانة', 'القحطاني'], 'ar'), permissionSet: 'member', phoneNumber: '+966510000008', onboardingPending: true },
  { ...person('learner@nour.halaqa.test', ['Badr', 'Mutairi'], ['بدر', 'المطيري'], 'ar'), permissionSet: 'member', phoneNumber: '+966510000009' },
  // The third seeded coach (seed/coaching.ts), in New York.
  { ...person('mentor@nour.halaqa.test', ['Ibrahim', 'Fahad'], ['إبراهيم', 'فهد'], 'ar'), permissionSet: 'coach', phoneNumber: '+966510000010' },
];
