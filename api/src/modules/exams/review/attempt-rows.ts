import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { personName } from '../../lms/localized-name';
import type { Manager } from '../../lms/manage/manager';
import { users } from '../../users/tables';
import { examAttemptQuestions, examAttempts, exams } from '../tables';
import type { ManagedAttemptSummary } from './dto';

/** Answers of an attempt that need an instructor and have none yet. */
const pendingReviews = sql<number>`(select count(*) from ${examAttemptQuestions} q
  where q.attempt_id = ${examAttempts.id} and q.needs_review and not q.is_reviewed)`.mapWith(Number);

const summaryColumns = {
  attempt: examAttempts,
  examTitle: exams.title,
  firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName, email: users.email,
  pendingReviews,
};

type SummaryRow = { attempt: typeof examAttempts.$inferSelect; examTitle: string; email: string } & Parameters<typeof personName>[1] & { pendingReviews: number };

export function summaryOf(manager: Manager, row: SummaryRow): ManagedAttemptSummary {
  const { attempt } = row;
  const scored = attempt.status === 'GRADED' && attempt.score !== null && attempt.totalScore !== null && attempt.percentage !== null;
  return {
    id: attempt.id,
    subsectionExamId: attempt.subsectionId,
    examId: attempt.examId,
    examTitle: row.examTitle,
    member: { userId: attempt.userId, name: personName(manager.language, row), email: row.email },
    attemptNumber: attempt.attemptNumber,
    status: attempt.status as ManagedAttemptSummary['status'],
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt?.toISOString() ?? null,
    finishedAt: attempt.finishedAt?.toISOString() ?? null,
    finishedBy: attempt.finishedBy as ManagedAttemptSummary['finishedBy'],
    isInstructorAttempt: attempt.isInstructorAttempt,
    isReviewed: attempt.isReviewed,
    isApproved: attempt.isApproved,
    isRejected: attempt.isRejected,
    result: scored ? { score: attempt.score!, totalScore: attempt.totalScore!, percentage: attempt.percentage!, isPassed: attempt.isPassed } : null,
    pendingReviews: row.pendingReviews,
    reviewNote: attempt.reviewNote,
  };
}

/**
 * The course's attempts of the manager's organization's members (row-level
 * security keeps them to it; the filter says so too), newest first or
 * oldest first (a review queue is served in the order members finished).
 */
export async function attemptPage(
  db: Db, manager: Manager, courseId: number, filter: SQL | undefined, page: { skip?: number; take?: number }, order: 'newest' | 'finished',
) {
  const where = and(eq(examAttempts.courseId, courseId), eq(examAttempts.organizationId, manager.organizationId), filter);
  const [total] = await db.select({ value: count() }).from(examAttempts).where(where);
  const rows = await db.select(summaryColumns).from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(users, and(eq(users.id, examAttempts.userId), eq(users.organizationId, examAttempts.organizationId)))
    .where(where)
    .orderBy(...(order === 'newest' ? [desc(examAttempts.startedAt), desc(examAttempts.id)] : [asc(examAttempts.finishedAt), asc(examAttempts.id)]))
    .offset(page.skip ?? 0).limit(page.take ?? 12);
  return { count: total?.value ?? 0, data: rows.map((row) => summaryOf(manager, row)) };
}

/** One attempt of the course (the manager's organization's), locked for a write when `lock`; 404 req-002 otherwise. */
export async function attemptOfCourse(db: Db, manager: Manager, courseId: number, attemptId: number, lock = false) {
  const query = db.select(summaryColumns).from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(users, and(eq(users.id, examAttempts.userId), eq(users.organizationId, examAttempts.organizationId)))
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.courseId, courseId), eq(examAttempts.organizationId, manager.organizationId)));
  const [row] = lock ? await query.for('update', { of: examAttempts }) : await query;
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Attempt not found');
  return row;
}
