import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courseGroups, onCampusLectures, onlineLectures } from '../content/tables';
import { courseEnrollees } from '../tables';
import { contentInvalid } from './content-invalid';

/**
 * The ids a subsection names must be of its course: its lecture, the
 * enrolled members and the course groups of its audience (400 crs-002 otherwise).
 */

export type LectureKind = 'ONLINE' | 'ON_CAMPUS';
export const lectureTableOf = (kind: LectureKind) => (kind === 'ONLINE' ? onlineLectures : onCampusLectures);

/** The lecture is of the course and not taught by another subsection. */
export async function checkLectureFree(db: Db, courseId: number, kind: LectureKind, lectureId: number, subsectionId: number | null): Promise<void> {
  const table = lectureTableOf(kind);
  const [row] = await db.select({ subsectionId: table.subsectionId }).from(table)
    .where(and(eq(table.id, lectureId), eq(table.courseId, courseId)))
    // Locked: two subsections taking the same lecture at once run one after the other.
    .for('update');
  const label = kind === 'ONLINE' ? 'online lecture' : 'on-campus lecture';
  if (!row) throw contentInvalid(`No ${label} ${lectureId} in this course`);
  if (row.subsectionId !== null && row.subsectionId !== subsectionId) {
    throw contentInvalid(`The ${label} ${lectureId} is already taught by subsection ${row.subsectionId}`);
  }
}

/** Every member named is enrolled in the course (in the organization). */
export async function checkEnrolledStudents(db: Db, courseId: number, organizationId: number, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  const found = await db.select({ userId: courseEnrollees.userId }).from(courseEnrollees).where(and(
    eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.organizationId, organizationId), inArray(courseEnrollees.userId, [...userIds]),
  ));
  const enrolled = new Set(found.map((row) => row.userId));
  const missing = userIds.filter((id) => !enrolled.has(id));
  if (missing.length) throw contentInvalid(`Not enrolled in this course: ${missing.join(', ')}`);
}

/** Every group named is a group of the course. */
export async function checkCourseGroups(db: Db, courseId: number, groupIds: readonly number[]): Promise<void> {
  if (!groupIds.length) return;
  const found = await db.select({ id: courseGroups.id }).from(courseGroups)
    .where(and(eq(courseGroups.courseId, courseId), inArray(courseGroups.id, [...groupIds])));
  const known = new Set(found.map((row) => row.id));
  const missing = groupIds.filter((id) => !known.has(id));
  if (missing.length) throw contentInvalid(`Not a group of this course: ${missing.join(', ')}`);
}
