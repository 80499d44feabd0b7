import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courses } from '../tables';
import { findEditableCourse, type Manager } from './manager';

/** Soft delete: the course leaves every list, enrollments and reviews stay. Deleting again answers the same. */
export async function deleteCourse(db: Db, manager: Manager, courseId: number): Promise<void> {
  const course = await findEditableCourse(db, manager, courseId, { includeDeleted: true });
  if (course.isDeleted) return;
  await db.update(courses).set({ isDeleted: true, updatedAt: manager.now })
    .where(and(eq(courses.organizationId, manager.organizationId), eq(courses.id, courseId)));
}
