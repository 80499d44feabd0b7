import { and, asc, count, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { inEditableCourse } from '../../lms/authoring/editable-course';
import { createGradeItem } from '../../lms/grades/manage-items';
import { gradeItems } from '../../lms/grades/tables';
import { findEditableCourse, type Manager } from '../../lms/manage/manager';
import { examAttempts, exams } from '../tables';
import type { ExamInput, ExamPatch, ExamSettings, ManagedExam, ManagedExamListQuery, ManagedExamSummary } from './dto';
import { examDetail, examSummaries, settingsColumns, settingsOf } from './exam-view';
import { DEFAULT_SETTINGS, settleSettings } from './settings-rule';

export const examInvalid = (message: string) => new AppError(400, ERROR_CODES.EXAM_QUESTION_INVALID, message);

const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as Array<keyof ExamSettings>;

/** The settings part of an input. */
function settingsChange(input: ExamInput | ExamPatch): Partial<ExamSettings> {
  return Object.fromEntries(SETTING_KEYS.filter((key) => key in input).map((key) => [key, input[key]])) as Partial<ExamSettings>;
}

/** An exam of the course, locked for the write when `lock`; 404 req-002 otherwise (another course's exam is not found). */
export async function examOfCourse(tx: Db, courseId: number, examId: number, lock = false) {
  const query = tx.select().from(exams).where(and(eq(exams.id, examId), eq(exams.courseId, courseId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Exam not found');
  return row;
}

/**
 * Where the exam's grade goes: an item of the same course given by id, or a
 * new item made for it through grades (maxPoints 100, named after the exam).
 * Undefined: leave it as it is.
 */
async function gradeItemFor(tx: Db, manager: Manager, courseId: number, input: ExamInput | ExamPatch, title: string, current: number | null) {
  if (input.createGradeItem) {
    if (input.gradeItemId !== undefined && input.gradeItemId !== null) throw examInvalid('gradeItemId: give an item or ask for a new one, not both');
    if (current !== null && input.gradeItemId !== null) throw examInvalid('createGradeItem: the exam already has a grade item');
    const item = await createGradeItem(tx, manager, courseId, { name: title, maxPoints: 100 });
    return item.id;
  }
  if (input.gradeItemId === undefined || input.gradeItemId === null) return input.gradeItemId;
  const [item] = await tx.select({ id: gradeItems.id }).from(gradeItems)
    .where(and(eq(gradeItems.id, input.gradeItemId), eq(gradeItems.courseId, courseId)));
  if (!item) throw examInvalid("gradeItemId: not one of this course's grade items");
  return item.id;
}

function settled(current: ExamSettings, input: ExamInput | ExamPatch): ExamSettings {
  const verdict = settleSettings(current, settingsChange(input));
  if (!verdict.ok) throw examInvalid(verdict.problem);
  return verdict.settings;
}

export async function listManagedExams(db: Db, manager: Manager, courseId: number, query: ManagedExamListQuery) {
  await findEditableCourse(db, manager, courseId);
  const [total] = await db.select({ value: count() }).from(exams).where(eq(exams.courseId, courseId));
  const rows = await db.select().from(exams).where(eq(exams.courseId, courseId))
    .orderBy(asc(exams.createdAt), asc(exams.id)).offset(query.skip ?? 0).limit(query.take ?? 12);
  const data: ManagedExamSummary[] = await examSummaries(db, rows);
  return { count: total?.value ?? 0, data };
}

export async function getManagedExam(db: Db, manager: Manager, courseId: number, examId: number): Promise<ManagedExam> {
  await findEditableCourse(db, manager, courseId);
  return examDetail(db, await examOfCourse(db, courseId, examId));
}

export async function createExam(db: Db, manager: Manager, courseId: number, input: ExamInput): Promise<ManagedExam> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const settings = settled(DEFAULT_SETTINGS, input);
    const title = input.title.trim();
    const gradeItemId = await gradeItemFor(tx, manager, courseId, input, title, null);
    const [row] = await tx.insert(exams).values({
      courseId,
      title,
      description: sanitizeRichText(input.description ?? ''),
      ...settingsColumns(settings),
      gradeItemId: gradeItemId ?? null,
      createdAt: manager.now,
      updatedAt: manager.now,
    }).returning();
    return examDetail(tx, row!);
  });
}

/**
 * Changes what the patch carries. Settings are checked as a whole after the
 * change (settings-rule.ts); a running attempt keeps the settings it copied
 * at start, so an edit never changes an attempt under way.
 */
export async function updateExam(db: Db, manager: Manager, courseId: number, examId: number, patch: ExamPatch): Promise<ManagedExam> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await examOfCourse(tx, courseId, examId, true);
    const settings = settled(settingsOf(current), patch);
    const title = patch.title?.trim() ?? current.title;
    const gradeItemId = await gradeItemFor(tx, manager, courseId, patch, title, current.gradeItemId);
    const [row] = await tx.update(exams).set({
      title,
      ...(patch.description !== undefined ? { description: sanitizeRichText(patch.description) } : {}),
      ...settingsColumns(settings),
      ...(gradeItemId !== undefined ? { gradeItemId } : {}),
      updatedAt: manager.now,
    }).where(eq(exams.id, current.id)).returning();
    return examDetail(tx, row!);
  });
}

/**
 * Removes an exam that nobody has attempted (409 exm-010 otherwise: the
 * attempts are members' records). Attempts belong to their members'
 * organizations and a course may be taken by several, so the first check
 * reads all of them (the system database, outside the transaction: PGlite
 * has one connection); inside, the exam row is locked (a start inserting an
 * attempt references it, so it waits) and the caller's own rows are checked again.
 */
export async function deleteExam(dbs: { db: Db; systemDb: Db }, manager: Manager, courseId: number, examId: number): Promise<void> {
  await findEditableCourse(dbs.db, manager, courseId);
  await examOfCourse(dbs.db, courseId, examId);
  if (await anyAttempt(dbs.systemDb, examId)) throw attempted();
  await inEditableCourse(dbs.db, manager, courseId, async (tx) => {
    await examOfCourse(tx, courseId, examId, true);
    if (await anyAttempt(tx, examId)) throw attempted();
    await tx.delete(exams).where(eq(exams.id, examId));
  });
}

const attempted = () => new AppError(409, ERROR_CODES.EXAM_QUESTION_IN_USE, 'The exam has attempts: it cannot be deleted');

async function anyAttempt(db: Db, examId: number): Promise<boolean> {
  const [row] = await db.select({ id: examAttempts.id }).from(examAttempts).where(eq(examAttempts.examId, examId)).limit(1);
  return Boolean(row);
}
