import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courses } from '../tables';
import type { ManagedCourse } from './dto';
import { loadManagedCourse } from './managed-course';
import { findEditableCourse, type Manager } from './manager';

/** Publishes or withdraws the course; it reaches the catalogue only once approved as well. */
export async function setPublishStatus(db: Db, manager: Manager, courseId: number, isPublished: boolean): Promise<ManagedCourse> {
  await findEditableCourse(db, manager, courseId);
  await db.update(courses).set({ isPublished, isPublishedByAdmin: isPublished && manager.isAdministrator, updatedAt: manager.now })
    .where(and(eq(courses.organizationId, manager.organizationId), eq(courses.id, courseId)));
  return loadManagedCourse(db, manager, courseId);
}
