import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { recordStudentGrade } from '../../lms/grades/record-grade';
import { gradeItems, studentGrades } from '../../lms/grades/tables';
import { completeSubsection, lockEnrollment } from '../../lms/progress/completion';
import { subsectionProgress } from '../../lms/progress/tables';
import { courseEnrollees, courses } from '../../lms/tables';
import { examAttempts, exams } from '../tables';
import { completesExam, examResult, type ExamResult, type GradingMethod } from './exam-result';
import { recordOutcomeNotices } from './outcome-notices';

interface ExamOutcomeInput {
  /** The member's organization (the attempt's). */
  organizationId: number;
  userId: number;
  courseId: number;
  /** The EXAM subsection (subsectionExamId). */
  subsectionId: number;
  examId: number;
  now: Date;
  /** Approve and reject: the instructor's note, told to the member with the review notice. */
  reviewNote?: string | null;
}

interface ExamOutcome {
  /** The member's exam result by the grading method; null while no attempt counts. */
  result: ExamResult | null;
  /** The exam item is complete for the member (now or before). */
  completed: boolean;
}

/**
 * What follows a change to a member's graded attempts (docs/design/exams-api.md
 * "After grading"), in the caller's transaction: submit, deadline, approve,
 * reject, cancel, re-score. Idempotent: called again with nothing changed it
 * writes nothing and notifies nobody.
 *
 * 1. The member's result over their counted attempts (exam-result.ts).
 * 2. With a grade item: the grade (percentage of maxPoints, capped unless the
 *    item can be exceeded) through grades' recordStudentGrade; when no
 *    attempt counts any more (all cancelled), the grade the exam recorded is
 *    withdrawn (a grade typed in the gradebook is left alone).
 * 3. The EXAM subsection completes once a counted attempt passed (or any,
 *    without a passing score), which recomputes progress and course completion.
 * 4. The attempt notices, once per attempt (outcome-notices.ts).
 *
 * The member's enrollment row is locked first, as every progress write does:
 * two outcomes of one member (an instructor's approve while the member
 * submits a retake) run one after the other.
 */
export async function recordExamOutcome(tx: Db, input: ExamOutcomeInput): Promise<ExamOutcome> {
  const writer = { organizationId: input.organizationId, userId: input.userId, courseId: input.courseId, now: input.now };
  await lockEnrollment(tx, writer);
  const [exam] = await tx.select({
    title: exams.title, gradingMethod: exams.gradingMethod, hasPassingScore: exams.hasPassingScore, gradeItemId: exams.gradeItemId,
    courseName: courses.name, courseLanguage: courses.language,
  }).from(exams).innerJoin(courses, eq(courses.id, exams.courseId))
    .where(and(eq(exams.id, input.examId), eq(exams.courseId, input.courseId)));
  if (!exam) throw new Error(`exam ${input.examId} is not one of course ${input.courseId}'s`);

  const attempts = await tx.select({
    id: examAttempts.id, attemptNumber: examAttempts.attemptNumber, status: examAttempts.status, percentage: examAttempts.percentage,
    isPassed: examAttempts.isPassed, isRejected: examAttempts.isRejected, isApproved: examAttempts.isApproved,
    isInstructorAttempt: examAttempts.isInstructorAttempt,
  }).from(examAttempts).where(and(
    eq(examAttempts.organizationId, input.organizationId),
    eq(examAttempts.userId, input.userId),
    eq(examAttempts.subsectionId, input.subsectionId),
    eq(examAttempts.examId, input.examId),
  ));
  const result = examResult(exam.gradingMethod as GradingMethod, attempts);

  const [enrolled] = await tx.select({ id: courseEnrollees.id }).from(courseEnrollees).where(and(
    eq(courseEnrollees.organizationId, input.organizationId),
    eq(courseEnrollees.userId, input.userId),
    eq(courseEnrollees.courseId, input.courseId),
  ));
  let completed = false;
  // An instructor previewing, or a member who left the course: no grade and no progress to keep.
  if (enrolled) {
    if (exam.gradeItemId !== null) await recordExamGrade(tx, input, exam.gradeItemId, result, { title: exam.title, arabic: exam.courseLanguage === 'ARABIC' });
    completed = await completeExamItem(tx, writer, input.subsectionId, completesExam(exam.hasPassingScore, attempts));
  }

  await recordOutcomeNotices(tx, {
    organizationId: input.organizationId, userId: input.userId, courseId: input.courseId, subsectionId: input.subsectionId,
    courseName: exam.courseName, examTitle: exam.title, reviewNote: input.reviewNote ?? null,
  }, attempts);
  return { result, completed };
}

/** The comment on the recorded grade: which attempts it comes from, in the course's language. */
function gradeComment(result: ExamResult, exam: { title: string; arabic: boolean }): string {
  const numbers = result.basedOn.map((attempt) => attempt.attemptNumber).join(exam.arabic ? '، ' : ', ');
  if (exam.arabic) {
    const basis = result.method === 'AVERAGE' ? `متوسط المحاولات ${numbers}` : `${result.method === 'HIGHEST' ? 'أعلى محاولة' : 'آخر محاولة'}: المحاولة ${numbers}`;
    return `الاختبار «${exam.title}»: ${basis}.`;
  }
  const basis = result.method === 'AVERAGE' ? `average of attempts ${numbers}` : `${result.method === 'HIGHEST' ? 'highest' : 'latest'} attempt: attempt ${numbers}`;
  return `Exam “${exam.title}”: ${basis}.`;
}

async function recordExamGrade(
  tx: Db, input: ExamOutcomeInput, gradeItemId: number, result: ExamResult | null, exam: { title: string; arabic: boolean },
): Promise<void> {
  const [item] = await tx.select({ maxPoints: gradeItems.maxPoints, canExceed: gradeItems.canExceed }).from(gradeItems)
    .where(and(eq(gradeItems.id, gradeItemId), eq(gradeItems.courseId, input.courseId)));
  if (!item) return;
  if (!result) {
    await tx.delete(studentGrades).where(and(
      eq(studentGrades.gradeItemId, gradeItemId), eq(studentGrades.studentId, input.userId), eq(studentGrades.isLinkedWithAssessment, true),
    ));
    return;
  }
  const points = (result.percentage / 100) * item.maxPoints;
  await recordStudentGrade(tx, {
    organizationId: input.organizationId,
    gradeItemId,
    studentId: input.userId,
    // Bonus questions may lift an attempt past 100 %: the item caps it unless it can be exceeded.
    grade: item.canExceed ? points : Math.min(points, item.maxPoints),
    comment: gradeComment(result, exam),
    gradedBy: null,
    now: input.now,
    attempt: result.basedOn[result.basedOn.length - 1]!.attemptNumber,
    isLinkedWithAssessment: true,
  });
}

/** Completes the exam item when due and not yet done; completion is kept once given (a later cancel does not undo it). */
async function completeExamItem(
  tx: Db, writer: { organizationId: number; userId: number; courseId: number; now: Date }, subsectionId: number, due: boolean,
): Promise<boolean> {
  const [row] = await tx.select({ completedAt: subsectionProgress.completedAt }).from(subsectionProgress)
    .where(and(eq(subsectionProgress.userId, writer.userId), eq(subsectionProgress.subsectionId, subsectionId)));
  if (row?.completedAt) return true;
  if (!due) return false;
  await completeSubsection(tx, writer, subsectionId);
  return true;
}
