import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { users } from '../../users/tables';
import { letterOf, weightedTotal } from './grade-rule';
import { memberGrades } from './member-grades';
import { applicableMappings } from './schema-of';

export interface FinalGrade {
  /**
   * The final grade, 0-100 (may pass 100 with bonus or can-exceed items):
   * the weighted total with every counted item that has no grade yet counted
   * as 0. null when the course counts no item. Compare with
   * courses.passing_grade_percentage x 100.
   */
  percentage: number | null;
  /** The letter of `percentage` in the applicable grading schema; null without a schema or percentage. */
  letter: string | null;
  /** Counted items (published, counted toward the final grade, weight above 0; bonus included) with a grade, and in all. */
  gradedItems: number;
  countedItems: number;
  /** The running total over graded items only (what the member's grades page shows). */
  running: number | null;
}

/**
 * A member's final grade in a course (the certificates slice decides
 * completion with it). Reads in the member's organization: call it in that
 * tenant's scope (or with the system handle).
 */
export async function finalGradeOf(db: Db, { courseId, userId }: { courseId: number; userId: number }): Promise<FinalGrade> {
  const [member] = await db.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, userId));
  if (!member) return { percentage: null, letter: null, gradedItems: 0, countedItems: 0, running: null };
  const { items, effective } = await memberGrades(db, courseId, userId);
  const total = weightedTotal(items, effective);
  const mappings = await applicableMappings(db, courseId, member.organizationId);
  return {
    percentage: total.ungradedAsZero,
    letter: letterOf(mappings, total.ungradedAsZero),
    gradedItems: total.gradedItems,
    countedItems: total.countedItems,
    running: total.running,
  };
}
