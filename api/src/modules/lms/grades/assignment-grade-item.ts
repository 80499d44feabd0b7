import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { gradeItems } from './tables';

/**
 * The grade item of an assignment, created on first call and kept in step
 * with the assignment's name and points afterwards (the assignments slice
 * calls it when it creates or edits an assignment, in its transaction).
 * Concurrent first calls make one item (assignment_id is unique).
 */
export async function ensureAssignmentGradeItem(
  tx: Db,
  input: { courseId: number; assignmentId: number; name: string; maxPoints: number },
): Promise<{ gradeItemId: number }> {
  if (!(input.maxPoints > 0)) throw new AppError(400, ERROR_CODES.GRADE_OUT_OF_RANGE, 'An assignment\'s points must be above 0');
  const [row] = await tx.insert(gradeItems).values({
    courseId: input.courseId, assignmentId: input.assignmentId, name: input.name, maxPoints: input.maxPoints,
  }).onConflictDoUpdate({
    target: gradeItems.assignmentId,
    set: { name: input.name, maxPoints: input.maxPoints },
    // An assignment belongs to one course: never move another course's item.
    setWhere: eq(gradeItems.courseId, input.courseId),
  }).returning({ id: gradeItems.id });
  if (!row) throw new AppError(400, ERROR_CODES.GRADE_TARGET_INVALID, 'That assignment\'s grade item belongs to another course');
  return { gradeItemId: row.id };
}

