import { planCatalogue, type CatalogueSize } from './plan';

const size: CatalogueSize = { courses: 300, enrollments: 2000, members: 80, now: new Date('2026-03-01T00:00:00Z'), seed: 7, runTag: 'x' };
const inputs = { categoryIds: [1, 2, 3], learningTypeIds: [10, 11], coverImageIds: [], otherOrganizationIds: [2] };

test('the same seed plans the same catalogue, another seed another one', () => {
  const names = (seed: number) => planCatalogue({ ...size, seed }, inputs).courses.map((course) => course.row.name);
  expect(names(7)).toEqual(names(7));
  expect(names(8)).not.toEqual(names(7));
});

test('never enrolls a member twice in a course, in a deleted course, or past capacity', () => {
  const plan = planCatalogue(size, inputs);
  expect(plan.enrollments).toHaveLength(2000);
  const pairs = new Set(plan.enrollments.map((e) => `${e.member}:${e.course}`));
  expect(pairs.size).toBe(2000);
  expect(plan.enrollments.every((e) => !plan.courses[e.course]!.row.isDeleted)).toBe(true);
  for (const course of plan.courses) {
    const { maxEnrollmentCount, enrollmentCount } = course.row;
    if (maxEnrollmentCount != null) expect(enrollmentCount).toBeLessThanOrEqual(maxEnrollmentCount);
  }
  expect(plan.courses.reduce((sum, course) => sum + (course.row.enrollmentCount ?? 0), 0)).toBe(2000);
});

test('says so when the enrollments cannot fit', () => {
  expect(() => planCatalogue({ ...size, courses: 2, members: 2, enrollments: 10 }, inputs)).toThrow(/could only place/);
});
