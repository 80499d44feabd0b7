import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Paged } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { loadCourseCards, type CardViewer } from '../course-card';
import { courseEnrollees, courses } from '../tables';
import type { MyCourse, MyCoursesQuery } from './my-course-dto';

export type Learner = CardViewer & { userId: number };

/** The enrollee columns a MyCourse is made of. */
export const enrollmentColumns = {
  courseId: courseEnrollees.courseId,
  isPinned: courseEnrollees.isPinned,
  isFinished: courseEnrollees.isFinished,
  progress: courseEnrollees.progress,
  fromSpecialization: courseEnrollees.fromSpecialization,
  specializationId: courseEnrollees.specializationId,
  enrolledAt: courseEnrollees.createdAt,
  finishedAt: courseEnrollees.finishedAt,
};
export interface EnrollmentRow {
  courseId: number;
  isPinned: boolean;
  isFinished: boolean;
  progress: number;
  fromSpecialization: boolean;
  specializationId: number | null;
  enrolledAt: Date;
  finishedAt: Date | null;
}

/**
 * The member's enrollments (courses not deleted). Unpublished or expired
 * courses stay: an enrolled member keeps reaching what they enrolled in.
 */
export function myEnrollments(learner: Learner, ...extra: Array<SQL | undefined>): SQL {
  return and(
    eq(courseEnrollees.organizationId, learner.organizationId),
    eq(courseEnrollees.userId, learner.userId),
    eq(courses.isDeleted, false),
    ...extra,
  ) as SQL;
}

/** Cards of the enrollments, in the order of the rows, each with its enrollment. */
export async function toMyCourses(db: Db, learner: Learner, rows: readonly EnrollmentRow[]): Promise<MyCourse[]> {
  const cards = new Map((await loadCourseCards(db, learner, rows.map((row) => row.courseId))).map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const card = cards.get(row.courseId);
    if (!card) return [];
    return [{
      ...card,
      isPinned: row.isPinned,
      isFinished: row.isFinished,
      progress: row.progress,
      fromSpecialization: row.fromSpecialization,
      specializationId: row.specializationId,
      enrolledAt: row.enrolledAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    }];
  });
}

/** My courses: pinned first, then the most recently enrolled. */
export async function listMyCourses(db: Db, learner: Learner, query: MyCoursesQuery): Promise<Paged<MyCourse>> {
  const where = myEnrollments(learner, query.completed === undefined ? undefined : eq(courseEnrollees.isFinished, query.completed));
  const [total, rows] = await Promise.all([
    db.select({ value: count() }).from(courseEnrollees).innerJoin(courses, eq(courses.id, courseEnrollees.courseId)).where(where),
    db.select(enrollmentColumns).from(courseEnrollees).innerJoin(courses, eq(courses.id, courseEnrollees.courseId)).where(where)
      .orderBy(desc(courseEnrollees.isPinned), desc(courseEnrollees.createdAt), desc(courseEnrollees.id))
      .offset(query.skip ?? 0)
      .limit(query.take ?? 12),
  ]);
  return { count: total[0]?.value ?? 0, data: await toMyCourses(db, learner, rows) };
}
