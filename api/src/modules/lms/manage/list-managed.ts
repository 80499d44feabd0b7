import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courseTextMatch } from '../catalogue/search-text';
import { courses } from '../tables';
import type { ManagedCourse, ManageListQuery } from './dto';
import { loadManagedCourses } from './managed-course';
import { editableBy, type Manager } from './manager';

/** The courses the manager may edit, any status but deleted, newest first. */
export async function listManagedCourses(db: Db, manager: Manager, query: ManageListQuery): Promise<{ count: number; data: ManagedCourse[] }> {
  const where = and(editableBy(db, manager), eq(courses.isDeleted, false), courseTextMatch(query.query));
  const [rows, [total]] = await Promise.all([
    db.select({ id: courses.id }).from(courses).where(where)
      .orderBy(desc(courses.createdAt), desc(courses.id)).limit(query.take ?? 12).offset(query.skip ?? 0),
    db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(courses).where(where),
  ]);
  return { count: total?.value ?? 0, data: await loadManagedCourses(db, manager, rows.map((row) => row.id)) };
}
