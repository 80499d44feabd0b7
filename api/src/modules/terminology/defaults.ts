import type { Terminology } from '@halaqa/contracts';

/** The default words (seeded into `terms`; also the last resort if a row is missing). */
export const DEFAULT_TERMS: Terminology = {
  course: { en: { singular: 'Course', plural: 'Courses' }, ar: { singular: 'دورة', plural: 'دورات' } },
  instructor: { en: { singular: 'Instructor', plural: 'Instructors' }, ar: { singular: 'مدرب', plural: 'مدربون' } },
  module: { en: { singular: 'Module', plural: 'Modules' }, ar: { singular: 'وحدة', plural: 'وحدات' } },
  student: { en: { singular: 'Student', plural: 'Students' }, ar: { singular: 'طالب', plural: 'طلاب' } },
  dashboard: { en: { singular: 'Dashboard', plural: 'Dashboards' }, ar: { singular: 'لوحة التحكم', plural: 'لوحات التحكم' } },
  blended: { en: { singular: 'Blended', plural: 'Blended' }, ar: { singular: 'مدمج', plural: 'مدمج' } },
};
