import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { assignments } from './tables';

export type AssignmentRow = typeof assignments.$inferSelect;

/** The course's assignments placed on the given items. */
export function assignmentsOnItems(db: Db, courseId: number, subsectionIds: number[]): Promise<AssignmentRow[]> {
  if (!subsectionIds.length) return Promise.resolve([]);
  return db.select().from(assignments).where(and(eq(assignments.courseId, courseId), inArray(assignments.subsectionId, subsectionIds)));
}

/** One assignment of the course, or 404 (another course's id is not found here). */
export async function findAssignment(db: Db, courseId: number, assignmentId: number): Promise<AssignmentRow> {
  const [row] = await db.select().from(assignments).where(and(eq(assignments.courseId, courseId), eq(assignments.id, assignmentId)));
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Assignment not found');
  return row;
}

export const iso = (date: Date | null) => date?.toISOString() ?? null;
