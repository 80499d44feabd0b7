import { and, eq, ne } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { inEditableCourse } from '../../lms/authoring/editable-course';
import { findEditableCourse, type Manager } from '../../lms/manage/manager';
import { courseSections, courseSubsections } from '../../lms/tables';
import { examAttempts, exams, subsectionExams } from '../tables';
import { examInvalid } from './manage-exams';

/**
 * Places an exam in the outline: the EXAM subsection (of the same course)
 * that shows it; linking the same exam again changes nothing. Another exam
 * may replace it only while nobody has attempted the item (409 exm-010):
 * the attempts, their count and the member's result belong to the exam they
 * were made on. The subsection or exam of another course: 400 exm-008.
 */
export async function linkExamToSubsection(
  dbs: { db: Db; systemDb: Db }, manager: Manager, courseId: number, subsectionId: number, examId: number,
): Promise<{ subsectionExamId: number; examId: number }> {
  await findEditableCourse(dbs.db, manager, courseId);
  await checkTargets(dbs.db, courseId, subsectionId, examId);
  // Attempts of every organization first (as deleting an exam does), then the caller's own inside, the item locked.
  if (await attemptedOnAnother(dbs.systemDb, subsectionId, examId)) throw kept();
  return inEditableCourse(dbs.db, manager, courseId, async (tx) => {
    await checkTargets(tx, courseId, subsectionId, examId, true);
    if (await attemptedOnAnother(tx, subsectionId, examId)) throw kept();
    await tx.insert(subsectionExams).values({ subsectionId, examId })
      .onConflictDoUpdate({ target: subsectionExams.subsectionId, set: { examId } });
    return { subsectionExamId: subsectionId, examId };
  });
}

/** The item is an EXAM item of the course and the exam the course's (400 exm-008 otherwise). */
async function checkTargets(db: Db, courseId: number, subsectionId: number, examId: number, lock = false): Promise<void> {
  const query = db.select({ id: courseSubsections.id, contentType: courseSubsections.contentType }).from(courseSubsections)
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
    .where(and(eq(courseSubsections.id, subsectionId), eq(courseSections.courseId, courseId)));
  const [item] = lock ? await query.for('update', { of: courseSubsections }) : await query;
  if (!item) throw examInvalid('subsectionId: not an item of this course');
  if (item.contentType !== 'EXAM') throw examInvalid('subsectionId: the item is not an exam item (contentType EXAM)');
  const [exam] = await db.select({ id: exams.id }).from(exams).where(and(eq(exams.id, examId), eq(exams.courseId, courseId)));
  if (!exam) throw examInvalid("examId: not one of this course's exams");
}

const kept = () => new AppError(409, ERROR_CODES.EXAM_QUESTION_IN_USE, 'The exam item has attempts on its current exam: it keeps that exam');

async function attemptedOnAnother(db: Db, subsectionId: number, examId: number): Promise<boolean> {
  const [row] = await db.select({ id: examAttempts.id }).from(examAttempts)
    .where(and(eq(examAttempts.subsectionId, subsectionId), ne(examAttempts.examId, examId))).limit(1);
  return Boolean(row);
}
