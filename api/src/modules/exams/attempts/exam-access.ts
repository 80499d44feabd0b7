import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { lockMessage } from '../../lms/player/access-rules';
import { findVisible, loadOutline, type OutlineSubsection } from '../../lms/player/outline';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { examAttempts, examQuestions, exams, subsectionExams } from '../tables';
import { notOpenReason } from './attempt-rules';

/**
 * What a member reaches through the player gate (docs/design/exams-api.md
 * "Member calls"): an EXAM item they can see, its exam, and their own
 * attempts. Hidden items, other courses' ids and other members' attempts
 * are all 404 req-002, so an id tells nothing.
 */

export type ExamRow = typeof exams.$inferSelect;

export interface ExamItem {
  subsection: OutlineSubsection;
  sectionName: string;
  exam: ExamRow;
  /** Why the member may not take it now (exm-001), or null; instructors and administrators preview at any time. */
  notOpen: string | null;
}

/** Instructors and administrators take an exam as a preview: never counted, never limited. */
export const isInstructorSeat = (seat: PlayerSeat) => seat.role !== 'STUDENT';

/** The exam item as the seat sees it, or null when it is hidden, not an EXAM item or has no exam yet. */
async function findExamItem(db: Db, seat: PlayerSeat, subsectionExamId: number): Promise<ExamItem | null> {
  const loaded = await loadOutline(db, seat);
  const subsection = findVisible(loaded, subsectionExamId);
  if (!subsection || subsection.contentType !== 'EXAM') return null;
  const [row] = await db.select({ exam: exams }).from(subsectionExams)
    .innerJoin(exams, eq(exams.id, subsectionExams.examId))
    .where(and(eq(subsectionExams.subsectionId, subsectionExamId), eq(exams.courseId, seat.course.id)));
  if (!row) return null;
  const section = loaded.sections.find((candidate) => candidate.id === subsection.sectionId);
  return { subsection, sectionName: section?.name ?? '', exam: row.exam, notOpen: notOpenOf(seat, subsection, row.exam) };
}

export async function examItemOf(db: Db, seat: PlayerSeat, subsectionExamId: number): Promise<ExamItem> {
  const item = await findExamItem(db, seat, subsectionExamId);
  if (!item) throw notFound(ERROR_CODES.NOT_FOUND, 'Exam not found');
  return item;
}

function notOpenOf(seat: PlayerSeat, subsection: OutlineSubsection, exam: Pick<ExamRow, 'hasPublishDate' | 'publishDate'>): string | null {
  if (isInstructorSeat(seat)) return null;
  // A section's unlock date or prerequisites lock its items as the player shows them.
  if (subsection.access.lock) return lockMessage(subsection.access.lock);
  return notOpenReason({ ...exam, availableFrom: subsection.availableFrom, availableTo: subsection.availableTo }, seat.caller.now);
}

/** Top-level questions an attempt shows: numberOfQuestions of them, or all. */
export async function questionCountsOf(db: Db, examIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(examIds)];
  if (!ids.length) return new Map();
  const rows = await db.select({ examId: examQuestions.examId, value: count() }).from(examQuestions)
    .where(and(inArray(examQuestions.examId, ids), isNull(examQuestions.parentId)))
    .groupBy(examQuestions.examId);
  return new Map(rows.map((row) => [row.examId, row.value]));
}

export const shownQuestionCount = (exam: Pick<ExamRow, 'numberOfQuestions'>, available: number) =>
  exam.numberOfQuestions === null ? available : Math.min(exam.numberOfQuestions, available);

export type AttemptRow = typeof examAttempts.$inferSelect;

/** The member's attempts at one exam item, by attempt number. */
export async function attemptsOf(db: Db, seat: PlayerSeat, subsectionId: number): Promise<AttemptRow[]> {
  return db.select().from(examAttempts).where(and(
    eq(examAttempts.organizationId, seat.caller.organizationId),
    eq(examAttempts.userId, seat.caller.userId),
    eq(examAttempts.subsectionId, subsectionId),
  )).orderBy(asc(examAttempts.attemptNumber));
}

/** The caller's own attempt in this course (another member's, another course's: 404). */
export async function ownAttempt(db: Db, seat: PlayerSeat, attemptId: number, lock?: 'update' | 'share'): Promise<AttemptRow> {
  const query = db.select().from(examAttempts).where(and(
    eq(examAttempts.id, attemptId),
    eq(examAttempts.courseId, seat.course.id),
    eq(examAttempts.organizationId, seat.caller.organizationId),
    eq(examAttempts.userId, seat.caller.userId),
  ));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Exam attempt not found');
  return row;
}

export async function examOf(db: Db, examId: number): Promise<ExamRow> {
  const [row] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Exam not found');
  return row;
}
