import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { recordEvent } from '../../notifications/events';
import { examAttempts } from '../tables';

interface NoticeAttempt {
  id: number;
  status: string;
  isInstructorAttempt: boolean;
  isApproved: boolean;
  isRejected: boolean;
}

type Outcome = 'GRADED' | 'APPROVED' | 'REJECTED';

interface NoticeContext {
  organizationId: number;
  userId: number;
  courseId: number;
  subsectionId: number;
  courseName: string;
  examTitle: string;
  /** The instructor's note of an approve or reject (the review notice carries it). */
  reviewNote: string | null;
}

/**
 * The attempt-level notices of the exams area (the retake notice is the deadline job's).
 * The outcome an attempt's state tells the member: approved or rejected by
 * an instructor, or graded without one (at submit, deadline or restart).
 * Open, awaiting-review, cancelled and instructors' attempts tell nothing.
 */
function outcomeOf(attempt: NoticeAttempt): Outcome | null {
  if (attempt.status !== 'GRADED' || attempt.isInstructorAttempt) return null;
  if (attempt.isRejected) return 'REJECTED';
  return attempt.isApproved ? 'APPROVED' : 'GRADED';
}

/**
 * Records the notice each of the member's attempts calls for, once per
 * outcome: the attempt row keeps what the member was last told
 * (notified_outcome), claimed with a conditional update, so a replayed
 * approve, a re-score or a later cancel of another attempt sends nothing
 * again, and a review that turns from approved to rejected is told once more.
 */
export async function recordOutcomeNotices(tx: Db, context: NoticeContext, attempts: readonly NoticeAttempt[]): Promise<void> {
  for (const attempt of attempts) {
    const outcome = outcomeOf(attempt);
    if (!outcome) continue;
    const claimed = await tx.update(examAttempts).set({ notifiedOutcome: outcome })
      .where(and(eq(examAttempts.id, attempt.id), sql`${examAttempts.notifiedOutcome} is distinct from ${outcome}`))
      .returning({ id: examAttempts.id });
    if (claimed.length === 0) continue;
    const type = outcome === 'GRADED' ? 'exam.attempt-graded' : 'exam.review-finished';
    const payload = { courseName: { en: context.courseName, ar: context.courseName }, examTitle: context.examTitle };
    await recordEvent(tx, {
      type,
      organizationId: context.organizationId,
      subject: { courseId: context.courseId, subsectionExamId: context.subsectionId, examAttemptId: attempt.id },
      audience: { kind: 'users', userIds: [context.userId] },
      payload: type === 'exam.review-finished' ? { ...payload, rejected: outcome === 'REJECTED', note: context.reviewNote } : payload,
    });
  }
}
