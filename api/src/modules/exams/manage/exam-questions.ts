import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { inEditableCourse } from '../../lms/authoring/editable-course';
import { findEditableCourse, type Manager } from '../../lms/manage/manager';
import { examAttemptQuestions, examQuestions, exams, questions } from '../tables';
import type { ExamQuestionsInput, ManagedExam } from './dto';
import { examDetail } from './exam-view';
import { examInvalid, examOfCourse } from './manage-exams';

type Entry = ExamQuestionsInput['questions'][number];

interface PlannedRow {
  questionId: number;
  /** The CASE's question id for a child. */
  parentQuestionId: number | null;
  position: number;
  points: number;
  gradingFlexibilityPercentage: number;
  caseSensitiveGrading: boolean;
  isBonus: boolean;
}

interface BankRow { id: number; courseId: number; type: string; parentId: number | null; sort: number }

/**
 * The exam's rows as the instructor listed them: top-level questions in
 * list order; each CASE followed by all its children in the bank's order
 * (a child listed after its CASE only gives its own points). A question of
 * another course, one listed twice, a CASE child without its CASE, or a
 * CASE with points of its own does not hold together (400 exm-008).
 */
function planRows(courseId: number, entries: readonly Entry[], bank: ReadonlyMap<number, BankRow>, children: readonly BankRow[]): PlannedRow[] {
  const seen = new Set<number>();
  const listed = new Map<number, Entry>();
  for (const entry of entries) {
    const question = bank.get(entry.questionId);
    if (!question || question.courseId !== courseId) throw examInvalid(`questionId ${entry.questionId}: not a question of this course`);
    if (seen.has(entry.questionId)) throw examInvalid(`questionId ${entry.questionId}: listed twice`);
    if (question.parentId !== null && !seen.has(question.parentId)) {
      throw examInvalid(`questionId ${entry.questionId}: a case's question comes with its case (list the case before it)`);
    }
    if (question.type === 'CASE' && ((entry.points ?? 0) !== 0 || entry.isBonus)) {
      throw examInvalid(`questionId ${entry.questionId}: a case has no points of its own; its questions carry them`);
    }
    seen.add(entry.questionId);
    listed.set(entry.questionId, entry);
  }
  const row = (questionId: number, parentQuestionId: number | null, position: number, isCase: boolean): PlannedRow => {
    const entry = listed.get(questionId);
    return {
      questionId, parentQuestionId, position,
      points: isCase ? 0 : entry?.points ?? 1,
      gradingFlexibilityPercentage: entry?.gradingFlexibilityPercentage ?? 0,
      caseSensitiveGrading: entry?.caseSensitiveGrading ?? false,
      isBonus: isCase ? false : entry?.isBonus ?? false,
    };
  };
  const top = entries.filter((entry) => bank.get(entry.questionId)!.parentId === null);
  return top.flatMap((entry, position) => {
    const question = bank.get(entry.questionId)!;
    const own = row(question.id, null, position, question.type === 'CASE');
    if (question.type !== 'CASE') return [own];
    const kids = children.filter((child) => child.parentId === question.id);
    return [own, ...kids.map((child, index) => row(child.id, question.id, index, false))];
  });
}

/** The exam's current rows that the new list leaves out. */
async function rowsLeftOut(db: Db, examId: number, keep: readonly number[]): Promise<number[]> {
  const rows = await db.select({ id: examQuestions.id }).from(examQuestions)
    .where(and(eq(examQuestions.examId, examId), keep.length ? notInArray(examQuestions.questionId, [...keep]) : undefined));
  return rows.map((row) => row.id);
}

async function anyAttemptDrew(db: Db, examQuestionIds: readonly number[]): Promise<boolean> {
  if (!examQuestionIds.length) return false;
  const [row] = await db.select({ id: examAttemptQuestions.id }).from(examAttemptQuestions)
    .where(inArray(examAttemptQuestions.examQuestionId, [...examQuestionIds])).limit(1);
  return Boolean(row);
}

const drawn = () => new AppError(409, ERROR_CODES.EXAM_QUESTION_IN_USE, 'A question you left out was drawn by an attempt: it stays in the exam');

async function bankRows(db: Db, courseId: number, entries: readonly Entry[]) {
  const ids = [...new Set(entries.map((entry) => entry.questionId))];
  const fields = { id: questions.id, courseId: questions.courseId, type: questions.type, parentId: questions.parentId, sort: questions.sort };
  const found = ids.length ? await db.select(fields).from(questions).where(inArray(questions.id, ids)) : [];
  const bank = new Map(found.map((row) => [row.id, row]));
  const caseIds = found.filter((row) => row.type === 'CASE' && row.courseId === courseId).map((row) => row.id);
  const children = caseIds.length
    ? await db.select(fields).from(questions).where(inArray(questions.parentId, caseIds)).orderBy(asc(questions.sort), asc(questions.id))
    : [];
  for (const child of children) if (!bank.has(child.id)) bank.set(child.id, child);
  return { bank, children };
}

/**
 * Replaces the exam's question list (setExamQuestions). Rows of questions
 * that stay are updated in place, so attempts that drew them keep their
 * link; a question an attempt drew cannot be left out (409 exm-010). As
 * for deleting an exam, attempts of every organization are checked first
 * (system database, before the transaction), then the caller's own again
 * with the exam row locked (a start's draw references it, so it waits).
 */
export async function setExamQuestions(
  dbs: { db: Db; systemDb: Db }, manager: Manager, courseId: number, examId: number, input: ExamQuestionsInput,
): Promise<ManagedExam> {
  await findEditableCourse(dbs.db, manager, courseId);
  await examOfCourse(dbs.db, courseId, examId);
  const first = await bankRows(dbs.db, courseId, input.questions);
  const firstPlan = planRows(courseId, input.questions, first.bank, first.children);
  if (await anyAttemptDrew(dbs.systemDb, await rowsLeftOut(dbs.db, examId, firstPlan.map((row) => row.questionId)))) throw drawn();

  return inEditableCourse(dbs.db, manager, courseId, async (tx) => {
    await examOfCourse(tx, courseId, examId, true);
    const { bank, children } = await bankRows(tx, courseId, input.questions);
    const plan = planRows(courseId, input.questions, bank, children);
    const leftOut = await rowsLeftOut(tx, examId, plan.map((row) => row.questionId));
    if (await anyAttemptDrew(tx, leftOut)) throw drawn();
    if (leftOut.length) await tx.delete(examQuestions).where(inArray(examQuestions.id, leftOut));

    const upsert = async (rows: PlannedRow[], parentOf: (row: PlannedRow) => number | null) => {
      if (!rows.length) return [];
      return tx.insert(examQuestions).values(rows.map((row) => ({
        examId, questionId: row.questionId, parentId: parentOf(row), position: row.position, points: row.points,
        gradingFlexibilityPercentage: row.gradingFlexibilityPercentage, caseSensitiveGrading: row.caseSensitiveGrading, isBonus: row.isBonus,
      }))).onConflictDoUpdate({
        target: [examQuestions.examId, examQuestions.questionId],
        set: {
          parentId: sql`excluded.parent_id`, position: sql`excluded.position`, points: sql`excluded.points`,
          gradingFlexibilityPercentage: sql`excluded.grading_flexibility_percentage`,
          caseSensitiveGrading: sql`excluded.case_sensitive_grading`, isBonus: sql`excluded.is_bonus`,
        },
      }).returning({ id: examQuestions.id, questionId: examQuestions.questionId });
    };
    const parents = await upsert(plan.filter((row) => row.parentQuestionId === null), () => null);
    const parentRow = new Map(parents.map((row) => [row.questionId, row.id]));
    await upsert(plan.filter((row) => row.parentQuestionId !== null), (row) => parentRow.get(row.parentQuestionId!)!);
    const [exam] = await tx.update(exams).set({ updatedAt: manager.now }).where(eq(exams.id, examId)).returning();
    return examDetail(tx, exam!);
  });
}
