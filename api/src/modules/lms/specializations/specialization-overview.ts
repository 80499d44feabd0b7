import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { loadCourseCards } from '../course-card';
import { enrollmentFactColumns } from '../enrollment/enrollment-facts';
import { enrollmentStateOf, type EnrollmentState } from '../enrollment/enrollment-state';
import type { Learner } from '../learner/my-courses';
import { courseEnrollees, courses, courseTargetOrganizations, specializations } from '../tables';
import type { SpecializationOverview } from './dto';
import { catalogueCoursesOf, selectSpecializationCards, toSpecializationCard } from './specialization-cards';
import { specializationStateOf } from './specialization-state';

/** enrollmentStateOf for each course (in the order of `courseIds`), as the member sees it in their organization. */
async function courseStatesOf(db: Db, learner: Learner, selfEnrollmentEnabled: boolean, courseIds: readonly number[]): Promise<EnrollmentState[]> {
  if (courseIds.length === 0) return [];
  const rows = await db.select({
    id: courses.id,
    ...enrollmentFactColumns,
    enrolled: sql<boolean>`exists (select 1 from ${courseEnrollees} where ${courseEnrollees.courseId} = ${courses.id}
      and ${courseEnrollees.organizationId} = ${learner.organizationId} and ${courseEnrollees.userId} = ${learner.userId})`,
  }).from(courses)
    .innerJoin(courseTargetOrganizations, and(eq(courseTargetOrganizations.courseId, courses.id), eq(courseTargetOrganizations.organizationId, learner.organizationId)))
    .where(inArray(courses.id, [...courseIds]));
  const states = new Map(rows.map((row) => [row.id, enrollmentStateOf({ ...row, signedIn: true, selfEnrollmentEnabled, now: learner.now })]));
  return courseIds.flatMap((id) => states.get(id) ?? []);
}

/** A specialization the organization shows, with its catalogue courses in order (404 otherwise). */
export async function specializationOverview(
  db: Db,
  learner: Learner,
  selfEnrollmentEnabled: boolean,
  specializationId: number,
): Promise<SpecializationOverview> {
  const [row] = await selectSpecializationCards(db, learner, eq(specializations.id, specializationId)).limit(1);
  if (!row) throw notFound(undefined, 'Specialization not found');
  const courseIds = (await catalogueCoursesOf(db, learner, specializationId)).map((course) => course.courseId);
  const [cards, courseStates] = await Promise.all([
    loadCourseCards(db, learner, courseIds),
    // In the order enrollment tries them, so the state names the refusal enrolling would meet.
    courseStatesOf(db, learner, selfEnrollmentEnabled, [...courseIds].sort((a, b) => a - b)),
  ]);
  return {
    ...toSpecializationCard(row),
    description: row.description,
    courses: cards,
    enrollmentState: specializationStateOf({ enrolled: row.isEnrolled, selfEnrollmentEnabled, price: row.price, courseStates }),
  };
}
