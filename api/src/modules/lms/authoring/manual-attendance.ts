import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { attendanceRecords } from '../attendance/tables';
import { reviewCourseCompletion } from '../completion/review-completion';
import type { Manager } from '../manage/manager';
import { completeSubsection } from '../progress/completion';
import { recomputeCourseProgress } from '../progress/recompute-progress';
import { subsectionProgress } from '../progress/tables';
import type { ManualAttendance, ManualAttendanceInput } from './attendance-dto';
import { courseLectureOf, type LectureRef } from './course-lecture';
import { inEditableCourse } from './editable-course';
import { checkEnrolledStudents } from './subsection-references';

const ofLecture = (userId: number, lecture: LectureRef) => and(
  eq(attendanceRecords.userId, userId),
  eq(lecture.kind === 'ONLINE' ? attendanceRecords.onlineLectureId : attendanceRecords.onCampusLectureId, lecture.id),
);

/** Attendance taken by hand: present inserts a MANUAL record (a record taken another way is kept), absent removes it. */
async function writeRecord(tx: Db, manager: Manager, courseId: number, userId: number, lecture: LectureRef, attended: boolean): Promise<void> {
  if (!attended) {
    const removed = await tx.delete(attendanceRecords).where(ofLecture(userId, lecture)).returning({ id: attendanceRecords.id });
    // The lecture's item is done by attending it, so it is no longer done (and the member's progress drops with it).
    if (removed.length && lecture.subsectionId !== null) {
      await tx.update(subsectionProgress).set({ completedAt: null })
        .where(and(eq(subsectionProgress.userId, userId), eq(subsectionProgress.subsectionId, lecture.subsectionId)));
      await recomputeCourseProgress(tx, courseId, [userId]);
    }
    return;
  }
  await tx.insert(attendanceRecords).values({
    organizationId: manager.organizationId,
    userId,
    courseId,
    onlineLectureId: lecture.kind === 'ONLINE' ? lecture.id : null,
    onCampusLectureId: lecture.kind === 'ON_CAMPUS' ? lecture.id : null,
    method: 'MANUAL',
    recordedAt: manager.now,
  }).onConflictDoNothing();
  // Attending completes the lecture's subsection (the learner path's helper: idempotent, stores the progress).
  const writer = { organizationId: manager.organizationId, userId, courseId, now: manager.now };
  if (lecture.subsectionId !== null) await completeSubsection(tx, writer, lecture.subsectionId);
  // A lecture without an item changes attendance only: whether the member finished the course may have changed.
  else await reviewCourseCompletion(tx, writer);
}

/** Marks an enrolled student present or absent at a lecture of the course; repeating it answers the same. */
export async function setManualAttendance(db: Db, manager: Manager, courseId: number, input: ManualAttendanceInput): Promise<ManualAttendance> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const lecture = await courseLectureOf(tx, courseId, input);
    await checkEnrolledStudents(tx, courseId, manager.organizationId, [input.userId]);
    await writeRecord(tx, manager, courseId, input.userId, lecture, input.attended);
    const [record] = await tx.select({ method: attendanceRecords.method, recordedAt: attendanceRecords.recordedAt })
      .from(attendanceRecords).where(ofLecture(input.userId, lecture));
    return {
      userId: input.userId,
      lectureKind: lecture.kind,
      lectureId: lecture.id,
      attended: Boolean(record),
      method: (record?.method ?? null) as ManualAttendance['method'],
      recordedAt: record?.recordedAt.toISOString() ?? null,
    };
  });
}
