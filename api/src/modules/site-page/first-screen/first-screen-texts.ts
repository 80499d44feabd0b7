import type { Language, OrganizationProfile } from '@halaqa/contracts';

/**
 * The few words the written first screen shows, as mfe-lms words them
 * (first-screen-texts.test.ts holds them to mfe-lms's texts), in the
 * organization's terminology: nour's "All Programs", "كل البرامج".
 */
export interface FirstScreenTexts {
  language: Language;
  allCourses: string;
  courseCount(count: number): string;
}

export function firstScreenTexts(organization: Pick<OrganizationProfile, 'terminology'>, language: Language): FirstScreenTexts {
  const { singular: course, plural: courses } = organization.terminology.course[language];
  const plural = new Intl.PluralRules(language);
  const number = new Intl.NumberFormat(language);
  if (language === 'ar') {
    return {
      language,
      allCourses: `كل ال${courses}`,
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
  return {
    language,
    allCourses: `All ${courses}`,
    courseCount: (count) => `${number.format(count)} ${plural.select(count) === 'one' ? course : courses}`,
  };
}
