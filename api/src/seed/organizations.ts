import { CONFIG_KEYS, type Language, type RemoteName, type TermSlug } from '@halaqa/contracts';
import type { RegistrationFieldOption } from '../modules/registration/tables';
import { DEMO_ACCOUNTS, NOUR_ACCOUNTS, type AccountSeed } from './accounts';
import { REMOTE_NAMES } from '../modules/remotes/registry';

const DAY = 24 * 60 * 60 * 1000;

interface AnnouncementSeed {
  body: string;
  translations?: Partial<Record<Language, string>>;
  externalLink?: string;
  /** Days relative to seeding time (negative: in the past). */
  createdDaysAgo: number;
  startInDays?: number;
  endInDays?: number;
}

export interface CategorySeed {
  en: string;
  ar: string;
  children?: CategorySeed[];
}

interface RegistrationFieldSeed {
  fieldKey: string;
  slug: string;
  typeSlug: 'text' | 'phone' | 'select' | 'email';
  group: string | null;
  label: { en: string; ar: string };
  modifiers: string[];
  options?: RegistrationFieldOption[];
}

export interface OrganizationSeed {
  domainPrefix: string;
  name: string;
  nameArabic: string;
  description: string;
  logoUrl: string;
  iconUrl: string;
  colors: string[];
  fonts: Record<Language, string>;
  config: Record<string, unknown>;
  remotes: RemoteName[];
  terms: Array<{ slug: TermSlug; language: Language; singular: string; plural: string }>;
  /** Accounts of every role; the first is the plain member tests sign in as. */
  accounts: readonly AccountSeed[];
  announcements: AnnouncementSeed[];
  categories: CategorySeed[];
  registrationFields: RegistrationFieldSeed[];
}

/** Every remote of the registry (their definitions): demo switches all of them on. */
const ALL_REMOTES: RemoteName[] = [...REMOTE_NAMES];

const demo: OrganizationSeed = {
  domainPrefix: 'demo',
  name: 'Demo Academy',
  nameArabic: 'أكاديمية العرض',
  description: 'A showcase academy with every feature switched on.',
  logoUrl: '/assets/organizations/demo/logo.svg',
  iconUrl: '/assets/organizations/demo/icon.svg',
  colors: ['#1f6feb', '#f0883e'],
  fonts: { en: 'Inter', ar: 'Cairo' },
  config: {
    [CONFIG_KEYS.marketplaceEnabled]: true,
    [CONFIG_KEYS.selfEnrollmentEnabled]: true,
    [CONFIG_KEYS.selfRegistrationEnabled]: true,
    [CONFIG_KEYS.allowAnonymousCourseView]: true,
    [CONFIG_KEYS.allowAnonymousEventView]: true,
    [CONFIG_KEYS.certificatesEnabled]: true,
    [CONFIG_KEYS.twoFactorEnabled]: false,
    [CONFIG_KEYS.registrationRequiresApproval]: { domain: null, strategy: 'off' },
    [CONFIG_KEYS.landingPageEnabled]: false,
    [CONFIG_KEYS.dashboardUrl]: 'http://localhost:8080/admin',
  },
  remotes: ALL_REMOTES,
  terms: [],
  accounts: DEMO_ACCOUNTS,
  announcements: [
    { body: 'Welcome to Demo Academy! Browse the catalog to get started.', createdDaysAgo: 3 },
    {
      body: 'New courses open for enrollment this month.',
      translations: { en: 'New courses open for enrollment this month.', ar: 'دورات جديدة متاحة للتسجيل هذا الشهر.' },
      externalLink: 'www.example.org/news',
      createdDaysAgo: 0,
    },
    { body: 'Registration for the spring term has closed.', createdDaysAgo: 60, startInDays: -60, endInDays: -30 },
  ],
  categories: [
    { en: 'Technology', ar: 'التقنية', children: [{ en: 'Web Development', ar: 'تطوير الويب' }, { en: 'Data Science', ar: 'علم البيانات' }] },
    { en: 'Leadership', ar: 'القيادة', children: [{ en: 'Coaching', ar: 'الإرشاد' }] },
    { en: 'Languages', ar: 'اللغات' },
  ],
  registrationFields: [
    { fieldKey: 'jobTitle', slug: 'job-title', typeSlug: 'text', group: 'profile', label: { en: 'Job title', ar: 'المسمى الوظيفي' }, modifiers: ['required'] },
    { fieldKey: 'phoneNumber', slug: 'phone-number', typeSlug: 'phone', group: 'contact', label: { en: 'Phone number', ar: 'رقم الجوال' }, modifiers: ['optional'] },
    {
      fieldKey: 'academicLevel', slug: 'academic-level', typeSlug: 'select', group: 'profile',
      label: { en: 'Academic level', ar: 'المستوى الأكاديمي' }, modifiers: ['required'],
      options: [
        { value: 'bachelor', label: { en: 'Bachelor', ar: 'بكالوريوس' } },
        { value: 'master', label: { en: 'Master', ar: 'ماجستير' } },
        { value: 'doctorate', label: { en: 'Doctorate', ar: 'دكتوراه' } },
      ],
    },
    { fieldKey: 'workPlace', slug: 'work-place', typeSlug: 'text', group: 'profile', label: { en: 'Work place', ar: 'جهة العمل' }, modifiers: ['optional'] },
  ],
};

const nour: OrganizationSeed = {
  domainPrefix: 'nour',
  name: 'Nour Institute',
  nameArabic: 'معهد نور',
  description: 'An Arabic-first training institute.',
  logoUrl: '/assets/organizations/nour/logo.svg',
  iconUrl: '/assets/organizations/nour/icon.svg',
  colors: ['#0f766e', '#b45309'],
  fonts: { en: 'Lora', ar: 'Noto Naskh Arabic' },
  config: {
    [CONFIG_KEYS.marketplaceEnabled]: false,
    [CONFIG_KEYS.selfEnrollmentEnabled]: true,
    [CONFIG_KEYS.selfRegistrationEnabled]: false,
    [CONFIG_KEYS.allowAnonymousCourseView]: false,
    [CONFIG_KEYS.allowAnonymousEventView]: false,
    [CONFIG_KEYS.certificatesEnabled]: true,
    [CONFIG_KEYS.twoFactorEnabled]: true,
    [CONFIG_KEYS.registrationRequiresApproval]: { domain: null, strategy: 'off' },
    [CONFIG_KEYS.landingPageEnabled]: false,
    [CONFIG_KEYS.dashboardUrl]: 'http://localhost:8080/admin',
  },
  remotes: ALL_REMOTES.filter((name) => name !== 'mfe-social'),
  terms: [
    { slug: 'course', language: 'en', singular: 'Program', plural: 'Programs' },
    { slug: 'course', language: 'ar', singular: 'برنامج', plural: 'برامج' },
    { slug: 'student', language: 'en', singular: 'Trainee', plural: 'Trainees' },
    { slug: 'student', language: 'ar', singular: 'متدرب', plural: 'متدربون' },
  ],
  accounts: NOUR_ACCOUNTS,
  announcements: [
    {
      body: 'The new training season starts next week.',
      translations: { en: 'The new training season starts next week.', ar: 'يبدأ الموسم التدريبي الجديد الأسبوع القادم.' },
      createdDaysAgo: 1,
    },
  ],
  categories: [
    { en: 'Health Sciences', ar: 'العلوم الصحية', children: [{ en: 'Nursing', ar: 'التمريض' }] },
    { en: 'Management', ar: 'الإدارة' },
  ],
  registrationFields: [
    { fieldKey: 'nationalId', slug: 'national-id', typeSlug: 'text', group: null, label: { en: 'National ID', ar: 'رقم الهوية' }, modifiers: ['required'] },
    { fieldKey: 'phoneNumber', slug: 'phone-number', typeSlug: 'phone', group: null, label: { en: 'Phone number', ar: 'رقم الجوال' }, modifiers: ['required'] },
  ],
};

export const ORGANIZATION_SEEDS: readonly OrganizationSeed[] = [demo, nour];

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY);
}
