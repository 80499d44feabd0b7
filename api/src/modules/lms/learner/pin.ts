import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { courseEnrollees } from '../tables';

/** Pins or unpins one of the member's enrolled courses (404 when they are not enrolled in it). */
export async function setPinned(db: Db, member: { organizationId: number; userId: number }, courseId: number, isPinned: boolean): Promise<void> {
  const [row] = await db.update(courseEnrollees).set({ isPinned }).where(and(
    eq(courseEnrollees.organizationId, member.organizationId),
    eq(courseEnrollees.userId, member.userId),
    eq(courseEnrollees.courseId, courseId),
  )).returning({ id: courseEnrollees.id });
  if (!row) throw notFound(undefined, 'Not enrolled in this course');
}
