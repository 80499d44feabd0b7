import { count, desc, eq, sql } from 'drizzle-orm';
import type { Paged } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import type { MyCourse } from '../learner/my-course-dto';
import { enrollmentColumns, myEnrollments, toMyCourses, type Learner } from '../learner/my-courses';
import { courseEnrollees, courses } from '../tables';

/** Unfinished enrollments: highest progress first, then the last visited, then the most recently enrolled. */
export async function enrolledCoursesByProgress(db: Db, learner: Learner, page: { skip?: number; take?: number }): Promise<Paged<MyCourse>> {
  const where = myEnrollments(learner, eq(courseEnrollees.isFinished, false));
  const [total, rows] = await Promise.all([
    db.select({ value: count() }).from(courseEnrollees).innerJoin(courses, eq(courses.id, courseEnrollees.courseId)).where(where),
    db.select(enrollmentColumns).from(courseEnrollees).innerJoin(courses, eq(courses.id, courseEnrollees.courseId)).where(where)
      .orderBy(desc(courseEnrollees.progress), sql`${courseEnrollees.lastVisitedAt} desc nulls last`, desc(courseEnrollees.createdAt), desc(courseEnrollees.id))
      .offset(page.skip ?? 0)
      .limit(page.take ?? 12),
  ]);
  return { count: total[0]?.value ?? 0, data: await toMyCourses(db, learner, rows) };
}
