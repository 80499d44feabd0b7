import { and, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courses } from '../../lms/tables';
import { recordEvent } from '../../notifications/events';
import { attemptLimitOf } from '../attempts/attempt-rules';
import { examAttempts, exams } from '../tables';

const BATCH = 100;

/**
 * Tells members that their next attempt is open (exam.retake-available,
 * through the notifications outbox), once per attempt: the attempts whose
 * retake time has come, locked FOR UPDATE SKIP LOCKED and marked sent in the
 * same transaction as the event. Nobody is told when they have already
 * started a later attempt, the attempt was given back, or none is left.
 */
export async function sendRetakeNotices(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const picked = await db.transaction(async (tx) => {
      const due = await tx.select({
        attempt: examAttempts,
        examTitle: exams.title,
        allowRetake: exams.allowRetake,
        maxAttempts: exams.maxAttempts,
        retakeIntervalInMinutes: exams.retakeIntervalInMinutes,
        courseName: courses.name,
      }).from(examAttempts)
        .innerJoin(exams, eq(exams.id, examAttempts.examId))
        .innerJoin(courses, eq(courses.id, examAttempts.courseId))
        .where(and(isNull(examAttempts.retakeNoticeSentAt), isNotNull(examAttempts.retakeAvailableAt), lte(examAttempts.retakeAvailableAt, now)))
        .limit(BATCH).for('update', { of: examAttempts, skipLocked: true });
      for (const row of due) {
        const { attempt } = row;
        if (await noticeIsDue(tx, row)) {
          await recordEvent(tx, {
            type: 'exam.retake-available',
            organizationId: attempt.organizationId,
            subject: { courseId: attempt.courseId, subsectionExamId: attempt.subsectionId, examAttemptId: attempt.id },
            audience: { kind: 'users', userIds: [attempt.userId] },
            payload: { courseName: { en: row.courseName, ar: row.courseName }, examTitle: row.examTitle },
          });
          sent += 1;
        }
        await tx.update(examAttempts).set({ retakeNoticeSentAt: now }).where(eq(examAttempts.id, attempt.id));
      }
      return due.length;
    });
    if (picked < BATCH) return sent;
  }
}

interface DueRow {
  attempt: typeof examAttempts.$inferSelect;
  allowRetake: boolean;
  maxAttempts: number | null;
  retakeIntervalInMinutes: number | null;
}

async function noticeIsDue(tx: Db, row: DueRow): Promise<boolean> {
  const { attempt } = row;
  if (attempt.status === 'CANCELLED' || attempt.status === 'IN_PROGRESS' || attempt.isInstructorAttempt || !row.allowRetake) return false;
  const mine = and(
    eq(examAttempts.organizationId, attempt.organizationId),
    eq(examAttempts.userId, attempt.userId),
    eq(examAttempts.subsectionId, attempt.subsectionId),
  );
  const [later] = await tx.select({ id: examAttempts.id }).from(examAttempts)
    .where(and(mine, gt(examAttempts.attemptNumber, attempt.attemptNumber))).limit(1);
  if (later) return false;
  const limit = attemptLimitOf(row);
  if (limit === null) return true;
  const [used] = await tx.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(examAttempts)
    .where(and(mine, ne(examAttempts.status, 'CANCELLED'), eq(examAttempts.isInstructorAttempt, false)));
  return (used?.value ?? 0) < limit;
}
