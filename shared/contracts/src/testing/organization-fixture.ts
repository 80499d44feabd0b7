import type { OrganizationProfile, TermWord } from '../organization';

const word = (singular: string, plural: string): TermWord => ({ singular, plural });

/** A complete organization for component tests; override what the test is about. */
export function organizationFixture(overrides: Partial<OrganizationProfile> = {}): OrganizationProfile {
  return {
    id: 1,
    name: 'Demo Academy',
    nameArabic: 'أكاديمية العرض',
    domainPrefix: 'demo',
    description: null,
    copyrightMessage: 'All rights reserved',
    logoUrl: '/assets/orgs/demo/logo.svg',
    iconUrl: null,
    colors: ['#1f6feb', '#f0883e'],
    currencyCode: 'SAR',
    fonts: {},
    terminology: {
      course: { en: word('Course', 'Courses'), ar: word('دورة', 'دورات') },
      instructor: { en: word('Instructor', 'Instructors'), ar: word('مدرب', 'مدربون') },
      module: { en: word('Module', 'Modules'), ar: word('وحدة', 'وحدات') },
      student: { en: word('Student', 'Students'), ar: word('طالب', 'طلاب') },
      dashboard: { en: word('Dashboard', 'Dashboards'), ar: word('لوحة التحكم', 'لوحات التحكم') },
      blended: { en: word('Blended', 'Blended'), ar: word('مدمج', 'مدمج') },
    },
    flags: {
      selfEnrollmentEnabled: true,
      selfRegistrationEnabled: true,
      marketplaceEnabled: true,
      allowAnonymousCourseView: true,
      allowAnonymousEventView: true,
      certificatesEnabled: true,
      twoFactorEnabled: false,
      landingPageEnabled: false,
    },
    ...overrides,
  };
}
