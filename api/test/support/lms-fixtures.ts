import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/core/db/types';
import { issueSession } from '../../src/modules/auth/sessions';
import { courseEnrollees, courses, courseTargetOrganizations } from '../../src/modules/lms/tables';
import { organizationConfigs } from '../../src/modules/organizations/tables';
import { users } from '../../src/modules/users/tables';

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

export interface CourseFixture extends Partial<Omit<typeof courses.$inferInsert, 'id' | 'organizationId'>> {
  /** The tenant the course is offered in (default: the owner). */
  targetOrganizationId?: number;
  price?: number;
  targetIsPublished?: boolean;
}

/**
 * A course straight in the database, in the catalogue unless told otherwise
 * (published, approved, a published free offer in its own organization).
 */
export async function createCourse(db: Db, organizationId: number, fixture: CourseFixture = {}): Promise<number> {
  const { targetOrganizationId, price, targetIsPublished, ...fields } = fixture;
  const [course] = await db.insert(courses).values({
    name: `Test course ${randomBytes(4).toString('hex')}`,
    isPublished: true,
    isApproved: true,
    status: 'APPROVED',
    ...fields,
    organizationId,
  }).returning({ id: courses.id });
  await db.insert(courseTargetOrganizations).values({
    courseId: course!.id,
    organizationId: targetOrganizationId ?? organizationId,
    price: price ?? 0,
    isPublished: targetIsPublished ?? true,
  });
  return course!.id;
}

export interface TestMember {
  id: number;
  token: string;
}

/** Fresh members of an organization (its default member set: access to courses), each with a session. */
export async function createMembers(db: Db, organizationId: number, count: number): Promise<TestMember[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db.insert(users).values(Array.from({ length: count }, (_, index) => ({
    organizationId,
    email: `learner-${tag}-${index}@test.halaqa.test`,
    firstName: 'Learner',
    lastName: `${tag}-${index}`,
    isVerified: true,
  }))).returning({ id: users.id, organizationId: users.organizationId, isAdministrator: users.isAdministrator, isInstructor: users.isInstructor });
  const members: TestMember[] = [];
  for (const row of rows) {
    const tokens = await db.transaction((tx) => issueSession(tx, row));
    members.push({ id: row.id, token: tokens.accessToken });
  }
  return members;
}

export async function enrollmentCountOf(db: Db, courseId: number): Promise<{ counter: number; rows: number }> {
  const [course] = await db.select({ counter: courses.enrollmentCount }).from(courses).where(eq(courses.id, courseId));
  const rows = await db.select({ id: courseEnrollees.id }).from(courseEnrollees).where(eq(courseEnrollees.courseId, courseId));
  return { counter: course!.counter, rows: rows.length };
}

/** Sets one configuration flag of an organization; returns a function that puts the old value back. */
export async function setConfig(db: Db, organizationId: number, key: string, value: unknown): Promise<() => Promise<void>> {
  const where = and(eq(organizationConfigs.organizationId, organizationId), eq(organizationConfigs.key, key));
  const [before] = await db.select({ value: organizationConfigs.value }).from(organizationConfigs).where(where);
  await db.insert(organizationConfigs).values({ organizationId, key, value })
    .onConflictDoUpdate({ target: [organizationConfigs.organizationId, organizationConfigs.key], set: { value } });
  return async () => {
    if (before) await db.update(organizationConfigs).set({ value: before.value }).where(where);
    else await db.delete(organizationConfigs).where(where);
  };
}
