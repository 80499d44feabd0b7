import { resolveTerminology } from './service';

test("the organization's word wins per language; the default fills the rest", () => {
  const terminology = resolveTerminology(
    [{ slug: 'course', isRequired: true, enSingular: 'Course', enPlural: 'Courses', arSingular: 'دورة', arPlural: 'دورات' }],
    [
      { termSlug: 'course', language: 'en', singular: 'Program', plural: 'Programs' },
      { termSlug: 'unknown', language: 'en', singular: 'X', plural: 'Y' },
      { termSlug: 'student', language: 'fr', singular: 'Élève', plural: 'Élèves' },
    ],
  );
  expect(terminology.course).toEqual({ en: { singular: 'Program', plural: 'Programs' }, ar: { singular: 'دورة', plural: 'دورات' } });
  expect(terminology.student.en.singular).toBe('Student');
  expect(Object.keys(terminology)).toEqual(['course', 'instructor', 'module', 'student', 'dashboard', 'blended']);
});
