import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { contentInvalid } from './content-invalid';
import { lectureTableOf, type LectureKind } from './subsection-references';

export interface LectureRef {
  kind: LectureKind;
  id: number;
  subsectionId: number | null;
}

/** The one lecture a body names (`onlineLectureId` or `onCampusLectureId`), of the course: 400 crs-002 otherwise. */
export async function courseLectureOf(
  db: Db, courseId: number, input: { onlineLectureId?: number; onCampusLectureId?: number },
): Promise<LectureRef> {
  if ((input.onlineLectureId === undefined) === (input.onCampusLectureId === undefined)) {
    throw contentInvalid('Name exactly one lecture: onlineLectureId or onCampusLectureId');
  }
  const kind: LectureKind = input.onlineLectureId !== undefined ? 'ONLINE' : 'ON_CAMPUS';
  const id = (input.onlineLectureId ?? input.onCampusLectureId)!;
  const table = lectureTableOf(kind);
  const [row] = await db.select({ subsectionId: table.subsectionId }).from(table).where(and(eq(table.id, id), eq(table.courseId, courseId)));
  if (!row) throw contentInvalid(`No ${kind === 'ONLINE' ? 'online' : 'on-campus'} lecture ${id} in this course`);
  return { kind, id, subsectionId: row.subsectionId };
}
