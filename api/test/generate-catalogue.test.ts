import { and, eq, sql } from 'drizzle-orm';
import { learningCategories } from '../src/modules/learning-categories/tables';
import {
  courseEnrollees, courseLearningTypes, courseReviews, courses, courseTargetOrganizations, courseWishlist, learningTypes,
} from '../src/modules/lms/tables';
import { organizations } from '../src/modules/organizations/tables';
import { users } from '../src/modules/users/tables';
import { generateCatalogue, type GeneratedCatalogue } from '../src/seed/generate-catalogue';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const NOW = new Date('2026-03-01T09:00:00Z');
let test_: TestDatabase;
let demoId: number;
let report: GeneratedCatalogue;
let before: Record<'courses' | 'users' | 'enrollees' | 'reviews' | 'wishlist', number>;

const db = () => test_.database.db;
const countOf = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
const n = sql<number>`count(*)::int`;

async function counts(): Promise<typeof before> {
  return {
    courses: await countOf(db().select({ n }).from(courses).where(eq(courses.organizationId, demoId))),
    users: await countOf(db().select({ n }).from(users).where(eq(users.organizationId, demoId))),
    enrollees: await countOf(db().select({ n }).from(courseEnrollees).where(eq(courseEnrollees.organizationId, demoId))),
    reviews: await countOf(db().select({ n }).from(courseReviews).where(eq(courseReviews.organizationId, demoId))),
    wishlist: await countOf(db().select({ n }).from(courseWishlist).where(eq(courseWishlist.organizationId, demoId))),
  };
}

beforeAll(async () => {
  test_ = await createTestDatabase();
  const [demo] = await db().select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, 'demo'));
  demoId = demo!.id;
  // Links to learning types are only made when the organization has some.
  await db().insert(learningTypes).values({ organizationId: demoId, slug: 'generator-test', nameEn: 'Test', nameAr: 'اختبار' });
  before = await counts();
  report = await generateCatalogue(db(), { domainPrefix: 'demo', courses: 400, enrollments: 4000, members: 120, now: NOW });
});
afterAll(async () => { await test_.dispose(); });

test('writes what it reports, all in the organization', async () => {
  expect(report).toMatchObject({ organizationId: demoId, courses: 400, members: 120, enrollments: 4000 });
  expect(report.reviews).toBeGreaterThan(0);
  expect(report.wishlist).toBeGreaterThan(0);
  expect(await counts()).toEqual({
    courses: before.courses + 400,
    users: before.users + 120,
    enrollees: before.enrollees + 4000,
    reviews: before.reviews + report.reviews,
    wishlist: before.wishlist + report.wishlist,
  });
});

test('keeps every enrollment count equal to the enrollees, within capacity', async () => {
  const rows = await db().execute(sql`
    select count(*)::int as n from courses c
    where c.organization_id = ${demoId}
      and c.enrollment_count <> (select count(*) from course_enrollees e where e.course_id = c.id)`);
  expect(Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toBe(0);
  const full = await countOf(db().select({ n }).from(courses)
    .where(and(eq(courses.organizationId, demoId), sql`${courses.maxEnrollmentCount} is not null`)));
  expect(full).toBeGreaterThan(0);
});

test('mixes listed courses with expired, unpublished, unapproved and deleted ones, in both languages', async () => {
  const generated = await db().select({
    language: courses.language, name: courses.name, isDeleted: courses.isDeleted, isPublished: courses.isPublished,
    isApproved: courses.isApproved, status: courses.status, endDate: courses.endDate, categoryId: courses.categoryId,
  }).from(courses).where(and(eq(courses.organizationId, demoId), sql`${courses.createdById} in
    (select id from ${users} where email like '%@members.generated.test')`));
  expect(generated).toHaveLength(400);
  const expiredBefore = NOW.getTime() - 30 * 24 * 3600 * 1000;
  expect(generated.some((course) => course.isDeleted)).toBe(true);
  expect(generated.some((course) => !course.isPublished)).toBe(true);
  expect(generated.some((course) => !course.isApproved && course.status !== 'APPROVED')).toBe(true);
  expect(generated.some((course) => course.endDate && course.endDate.getTime() < expiredBefore)).toBe(true);
  expect(report.listedCourses).toBeGreaterThan(200);
  expect(report.listedCourses).toBeLessThan(400);
  const arabic = generated.filter((course) => course.language === 'ARABIC');
  expect(arabic.length).toBeGreaterThan(80);
  expect(arabic.every((course) => /[\u0600-\u06FF]/.test(course.name))).toBe(true);
  expect(generated.filter((course) => course.language === 'ENGLISH').every((course) => /^[A-Za-z ]+$/.test(course.name))).toBe(true);
  const categories = new Set((await db().select({ id: learningCategories.id }).from(learningCategories)
    .where(eq(learningCategories.organizationId, demoId))).map((row) => row.id));
  expect(generated.every((course) => course.categoryId === null || categories.has(course.categoryId))).toBe(true);
});

test('offers every course in its organization and links it to its learning types', async () => {
  const withoutOffer = await countOf(db().select({ n }).from(courses)
    .where(and(eq(courses.organizationId, demoId), sql`not exists (select 1 from ${courseTargetOrganizations} t
      where t.course_id = ${courses.id} and t.organization_id = ${demoId})`)));
  expect(withoutOffer).toBe(0);
  const generated = sql`${courses.organizationId} = ${demoId} and ${courses.createdById} in (select id from ${users} where email like '%@members.generated.test')`;
  const withoutType = await countOf(db().select({ n }).from(courses)
    .where(sql`${generated} and not exists (select 1 from ${courseLearningTypes} l where l.course_id = ${courses.id})`));
  expect(withoutType).toBe(0);
  const foreignTypes = await countOf(db().select({ n }).from(courseLearningTypes)
    .innerJoin(courses, eq(courses.id, courseLearningTypes.courseId))
    .innerJoin(learningTypes, eq(learningTypes.id, courseLearningTypes.learningTypeId))
    .where(sql`${generated} and ${learningTypes.organizationId} <> ${demoId}`));
  expect(foreignTypes).toBe(0);
});

test("its sample search finds courses through the catalogue's search document", async () => {
  const sample = report.sampleSearch!;
  expect(sample.expectedAtLeast).toBeGreaterThan(0);
  const found = await countOf(db().select({ n }).from(courses)
    .innerJoin(courseTargetOrganizations, and(eq(courseTargetOrganizations.courseId, courses.id), eq(courseTargetOrganizations.organizationId, demoId), eq(courseTargetOrganizations.isPublished, true)))
    .where(and(
      eq(courses.categoryId, sample.categoryId), eq(courses.language, 'ENGLISH'), eq(courses.isPublished, true), eq(courses.isApproved, true), eq(courses.isDeleted, false),
      sql`(${courses.endDate} is null or ${courses.endDate} >= ${new Date(NOW.getTime() - 30 * 24 * 3600 * 1000)})`,
      sql`${courses.searchDocument} @@ to_tsquery('simple', ${`${sample.query}:*`})`,
    )));
  expect(found).toBe(sample.expectedAtLeast);
});

test('can run again in the same organization (new members, new courses)', async () => {
  const again = await generateCatalogue(db(), { domainPrefix: 'demo', courses: 20, enrollments: 50, members: 10, now: new Date(NOW.getTime() + 1000) });
  expect(again.courses).toBe(20);
  expect(await countOf(db().select({ n }).from(courses).where(eq(courses.organizationId, demoId)))).toBe(before.courses + 420);
});

test('refuses an organization that is not there', async () => {
  await expect(generateCatalogue(db(), { domainPrefix: 'nowhere', courses: 1, enrollments: 0 })).rejects.toThrow(/no organization nowhere/);
});
