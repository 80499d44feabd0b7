import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { courseSections, courseSubsections } from '../tables';

/**
 * Finding a section or subsection by the ids of a path: one of another
 * course (or organization) is not found, whatever its id.
 */

export async function findSection(db: Db, courseId: number, sectionId: number) {
  const [row] = await db.select({ id: courseSections.id, name: courseSections.name }).from(courseSections)
    .where(and(eq(courseSections.courseId, courseId), eq(courseSections.id, sectionId)));
  if (!row) throw notFound(undefined, 'Section not found');
  return row;
}

/** The subsection row, locked for the rest of the transaction (two edits of one subsection run one after the other). */
export async function findSubsectionForUpdate(db: Db, courseId: number, subsectionId: number) {
  const [row] = await db.select({ subsection: courseSubsections }).from(courseSubsections)
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
    .where(and(eq(courseSections.courseId, courseId), eq(courseSubsections.id, subsectionId)))
    .for('update', { of: courseSubsections });
  if (!row) throw notFound(undefined, 'Subsection not found');
  return row.subsection;
}

/** The ids of the course's sections, in their order. */
export async function sectionIdsOf(db: Db, courseId: number): Promise<number[]> {
  const rows = await db.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.sortOrder), asc(courseSections.id));
  return rows.map((row) => row.id);
}
