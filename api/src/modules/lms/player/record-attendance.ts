import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { attendanceRecords } from '../attendance/tables';
import { reviewCourseCompletion } from '../completion/review-completion';
import { completeSubsection, type ProgressWriter } from '../progress/completion';

export type LectureRef = { kind: 'ONLINE' | 'ON_CAMPUS'; id: number; subsectionId: number | null };
export type AttendanceMethod = 'CODE' | 'JOINED' | 'MANUAL';

const lectureColumn = (lecture: LectureRef) =>
  (lecture.kind === 'ONLINE' ? attendanceRecords.onlineLectureId : attendanceRecords.onCampusLectureId);

/**
 * The student was at the lecture: one record per member and lecture (the
 * unique constraints keep it one under concurrency; a replay answers the
 * first record). Attending completes the lecture's subsection, if it has
 * one, and stores the course progress, in the caller's transaction.
 */
export async function recordAttendance(
  tx: Db, writer: ProgressWriter, lecture: LectureRef, method: AttendanceMethod, sessionId: number | null,
): Promise<{ method: AttendanceMethod; recordedAt: Date }> {
  await tx.insert(attendanceRecords).values({
    organizationId: writer.organizationId,
    userId: writer.userId,
    courseId: writer.courseId,
    onlineLectureId: lecture.kind === 'ONLINE' ? lecture.id : null,
    onCampusLectureId: lecture.kind === 'ON_CAMPUS' ? lecture.id : null,
    sessionId,
    method,
    recordedAt: writer.now,
  }).onConflictDoNothing();
  const [record] = await tx.select({ method: attendanceRecords.method, recordedAt: attendanceRecords.recordedAt }).from(attendanceRecords)
    .where(and(eq(attendanceRecords.userId, writer.userId), eq(lectureColumn(lecture), lecture.id)));
  if (!record) throw new Error('attendance record vanished after its insert');
  // Completing the lecture's item reviews completion too (refreshProgress); a lecture without an item changes attendance only.
  if (lecture.subsectionId !== null) await completeSubsection(tx, writer, lecture.subsectionId);
  else await reviewCourseCompletion(tx, writer);
  return { method: record.method as AttendanceMethod, recordedAt: record.recordedAt };
}
