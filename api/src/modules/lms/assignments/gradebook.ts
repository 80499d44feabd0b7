import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { ensureAssignmentGradeItem } from '../grades/assignment-grade-item';
import { recordStudentGrade } from '../grades/record-grade';
import { gradeItems } from '../grades/tables';
import type { GradeBody } from './dto';

/**
 * The assignment's side of the gradebook (the grades slice owns it): its
 * grade item, and a graded attempt recorded as each member's grade. A group
 * attempt grades every member of the group one by one, so each keeps the
 * rubric ratings, comment and file of the attempt (the gradebook's own
 * group grade holds a number and a comment only).
 */
const DEFAULT_MAX_POINTS = 100;

/** Creates or updates the assignment's grade item (its name follows the title; points as given, else as they were). */
export async function syncGradeItem(tx: Db, assignment: { id: number; courseId: number; title: string }, maxPoints?: number): Promise<number> {
  const [existing] = await tx.select({ maxPoints: gradeItems.maxPoints }).from(gradeItems).where(eq(gradeItems.assignmentId, assignment.id));
  const { gradeItemId } = await ensureAssignmentGradeItem(tx, {
    courseId: assignment.courseId, assignmentId: assignment.id, name: assignment.title,
    maxPoints: maxPoints ?? (existing ? Number(existing.maxPoints) : DEFAULT_MAX_POINTS),
  });
  return gradeItemId;
}

export async function recordAttemptGrades(
  tx: Db, gradeItemId: number, attempt: { organizationId: number; attempt: number }, memberIds: number[], grade: GradeBody, grader: { userId: number; now: Date },
): Promise<void> {
  for (const studentId of memberIds) {
    await recordStudentGrade(tx, {
      organizationId: attempt.organizationId,
      gradeItemId,
      studentId,
      grade: grade.grade,
      comment: grade.comment ?? null,
      mediaIds: grade.mediaId ? [grade.mediaId] : [],
      ratings: grade.rubricRatings ?? [],
      gradedBy: grader.userId,
      now: grader.now,
      attempt: attempt.attempt,
      isLinkedWithAssessment: true,
    });
  }
}
