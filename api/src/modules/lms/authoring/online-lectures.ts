import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import type { Manager } from '../manage/manager';
import { onlineLectures } from '../content/tables';
import { contentInvalid } from './content-invalid';
import { inEditableCourse } from './editable-course';
import type { ManagedOnlineLecture, OnlineLectureInput, OnlineLecturePatch } from './lecture-dto';
import { lectureProblem, type LectureState } from './lecture-rules';

type Row = typeof onlineLectures.$inferSelect;

const managed = (row: Row): ManagedOnlineLecture => ({
  id: row.id, courseId: row.courseId, subsectionId: row.subsectionId, title: row.title, description: row.description,
  startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(),
  meetingKind: row.meetingKind as ManagedOnlineLecture['meetingKind'], tool: row.tool, meetingUrl: row.meetingUrl, recordingUrl: row.recordingUrl,
});

async function findLecture(tx: Db, courseId: number, lectureId: number): Promise<Row> {
  const [row] = await tx.select().from(onlineLectures)
    .where(and(eq(onlineLectures.courseId, courseId), eq(onlineLectures.id, lectureId))).for('update');
  if (!row) throw notFound(undefined, 'Online lecture not found');
  return row;
}

const check = (state: LectureState) => {
  const problem = lectureProblem(state);
  if (problem) throw contentInvalid(problem);
};

export async function createOnlineLecture(db: Db, manager: Manager, courseId: number, input: OnlineLectureInput): Promise<ManagedOnlineLecture> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const meetingKind = input.meetingKind ?? 'EXTERNAL';
  check({ startsAt, endsAt, meetingKind, tool: input.tool ?? null });
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [row] = await tx.insert(onlineLectures).values({
      courseId, title: input.title.trim(), description: input.description ?? null, startsAt, endsAt, meetingKind,
      tool: meetingKind === 'VIDEO_CONFERENCE_TOOL' ? input.tool ?? null : null,
      meetingUrl: input.meetingUrl ?? null, recordingUrl: input.recordingUrl ?? null,
    }).returning();
    return managed(row!);
  });
}

export async function updateOnlineLecture(
  db: Db, manager: Manager, courseId: number, lectureId: number, patch: OnlineLecturePatch,
): Promise<ManagedOnlineLecture> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await findLecture(tx, courseId, lectureId);
    const meetingKind = patch.meetingKind ?? current.meetingKind;
    const state = {
      startsAt: patch.startsAt !== undefined ? new Date(patch.startsAt) : current.startsAt,
      endsAt: patch.endsAt !== undefined ? new Date(patch.endsAt) : current.endsAt,
      meetingKind,
      tool: meetingKind === 'VIDEO_CONFERENCE_TOOL' ? (patch.tool !== undefined ? patch.tool : current.tool) : null,
    };
    check(state);
    const [row] = await tx.update(onlineLectures).set({
      ...state,
      ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.meetingUrl !== undefined ? { meetingUrl: patch.meetingUrl } : {}),
      ...(patch.recordingUrl !== undefined ? { recordingUrl: patch.recordingUrl } : {}),
    }).where(eq(onlineLectures.id, lectureId)).returning();
    return managed(row!);
  });
}

/** Removes the lecture with its attendance; one a subsection teaches with is refused (400 crs-002): change that subsection first. */
export async function deleteOnlineLecture(db: Db, manager: Manager, courseId: number, lectureId: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await findLecture(tx, courseId, lectureId);
    if (current.subsectionId !== null) throw contentInvalid(`Subsection ${current.subsectionId} teaches with this lecture: change or delete it first`);
    await tx.delete(onlineLectures).where(eq(onlineLectures.id, lectureId));
  });
}
