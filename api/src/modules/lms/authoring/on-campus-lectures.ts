import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import type { Manager } from '../manage/manager';
import { onCampusLectures } from '../content/tables';
import { contentInvalid } from './content-invalid';
import { inEditableCourse } from './editable-course';
import type { ManagedOnCampusLecture, OnCampusLectureInput, OnCampusLecturePatch } from './lecture-dto';
import { lectureProblem, type LectureState } from './lecture-rules';

type Row = typeof onCampusLectures.$inferSelect;

const managed = (row: Row): ManagedOnCampusLecture => ({
  id: row.id, courseId: row.courseId, subsectionId: row.subsectionId, title: row.title, description: row.description,
  startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(),
  location: row.location, latitude: row.latitude, longitude: row.longitude,
});

async function findLecture(tx: Db, courseId: number, lectureId: number): Promise<Row> {
  const [row] = await tx.select().from(onCampusLectures)
    .where(and(eq(onCampusLectures.courseId, courseId), eq(onCampusLectures.id, lectureId))).for('update');
  if (!row) throw notFound(undefined, 'On-campus lecture not found');
  return row;
}

const check = (state: LectureState) => {
  const problem = lectureProblem(state);
  if (problem) throw contentInvalid(problem);
};

export async function createOnCampusLecture(db: Db, manager: Manager, courseId: number, input: OnCampusLectureInput): Promise<ManagedOnCampusLecture> {
  const state = {
    startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), latitude: input.latitude ?? null, longitude: input.longitude ?? null,
  };
  check(state);
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [row] = await tx.insert(onCampusLectures).values({
      courseId, title: input.title.trim(), description: input.description ?? null, location: input.location.trim(), ...state,
    }).returning();
    return managed(row!);
  });
}

export async function updateOnCampusLecture(
  db: Db, manager: Manager, courseId: number, lectureId: number, patch: OnCampusLecturePatch,
): Promise<ManagedOnCampusLecture> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await findLecture(tx, courseId, lectureId);
    const state = {
      startsAt: patch.startsAt !== undefined ? new Date(patch.startsAt) : current.startsAt,
      endsAt: patch.endsAt !== undefined ? new Date(patch.endsAt) : current.endsAt,
      latitude: patch.latitude !== undefined ? patch.latitude : current.latitude,
      longitude: patch.longitude !== undefined ? patch.longitude : current.longitude,
    };
    check(state);
    const [row] = await tx.update(onCampusLectures).set({
      ...state,
      ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.location !== undefined ? { location: patch.location.trim() } : {}),
    }).where(eq(onCampusLectures.id, lectureId)).returning();
    return managed(row!);
  });
}

/** Removes the lecture with its attendance; one a subsection teaches with is refused (400 crs-002): change that subsection first. */
export async function deleteOnCampusLecture(db: Db, manager: Manager, courseId: number, lectureId: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await findLecture(tx, courseId, lectureId);
    if (current.subsectionId !== null) throw contentInvalid(`Subsection ${current.subsectionId} teaches with this lecture: change or delete it first`);
    await tx.delete(onCampusLectures).where(eq(onCampusLectures.id, lectureId));
  });
}
