import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { inEditableCourse } from '../authoring/editable-course';
import { findEditableCourse, type Manager } from '../manage/manager';
import type { Rubric, RubricInput } from './dto';
import { rubricCriteriaOf } from './rubric-rows';
import { rubricCriteria, rubricRatings, rubrics, studentGradeRatings } from './tables';

const invalid = (message: string) => new AppError(400, ERROR_CODES.RUBRIC_RATING_INVALID, message);

/** Ratings must fit their criterion: within maxGrade; a range criterion's ratings carry their span, others none. */
function checkRubric(input: RubricInput): void {
  for (const criterion of input.criteria) {
    for (const rating of criterion.ratings) {
      const ranged = rating.minPoints !== undefined && rating.minPoints !== null && rating.maxPoints !== undefined && rating.maxPoints !== null;
      if (criterion.usesRange && !ranged) throw invalid(`Each rating of “${criterion.description}” needs minPoints and maxPoints`);
      if (!criterion.usesRange && (rating.minPoints != null || rating.maxPoints != null)) {
        throw invalid(`“${criterion.description}” does not use ranges: its ratings have points only`);
      }
      if (ranged && !(rating.minPoints! <= rating.maxPoints!)) throw invalid(`A range must not end before it starts (“${rating.description}”)`);
      const top = ranged ? rating.maxPoints! : rating.points;
      if (top > criterion.maxGrade) throw invalid(`“${rating.description}” gives more than the criterion's ${criterion.maxGrade} points`);
    }
  }
}

export async function rubricOf(db: Db, rubric: { id: number; title: string }): Promise<Rubric> {
  const criteria = await rubricCriteriaOf(db, rubric.id);
  return { id: rubric.id, title: rubric.title, criteria };
}

export async function listRubrics(db: Db, manager: Manager, courseId: number): Promise<{ count: number; data: Rubric[] }> {
  await findEditableCourse(db, manager, courseId);
  const rows = await db.select({ id: rubrics.id, title: rubrics.title }).from(rubrics).where(eq(rubrics.courseId, courseId)).orderBy(asc(rubrics.id));
  const data = [];
  for (const row of rows) data.push(await rubricOf(db, row));
  return { count: data.length, data };
}

async function writeCriteria(tx: Db, rubricId: number, input: RubricInput): Promise<void> {
  for (const [sort, criterion] of input.criteria.entries()) {
    const [row] = await tx.insert(rubricCriteria).values({
      rubricId, description: criterion.description.trim(), maxGrade: criterion.maxGrade, usesRange: criterion.usesRange ?? false, sort,
    }).returning({ id: rubricCriteria.id });
    await tx.insert(rubricRatings).values(criterion.ratings.map((rating, ratingSort) => ({
      criterionId: row!.id,
      description: rating.description.trim(),
      // A range rating is worth its top (what a grader picks when they give no points).
      points: criterion.usesRange ? rating.maxPoints! : rating.points,
      minPoints: criterion.usesRange ? rating.minPoints! : null,
      maxPoints: criterion.usesRange ? rating.maxPoints! : null,
      sort: ratingSort,
    })));
  }
}

export async function createRubric(db: Db, manager: Manager, courseId: number, input: RubricInput): Promise<Rubric> {
  checkRubric(input);
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [row] = await tx.insert(rubrics).values({ courseId, title: input.title.trim(), createdAt: manager.now }).returning({ id: rubrics.id, title: rubrics.title });
    await writeCriteria(tx, row!.id, input);
    return rubricOf(tx, row!);
  });
}

/**
 * Replaces the rubric's title, criteria and ratings. Refused (409 grd-005)
 * once a grade chose one of its ratings: the ratings a member was shown stay
 * as they were; make a new rubric instead.
 */
export async function replaceRubric(db: Db, manager: Manager, courseId: number, rubricId: number, input: RubricInput): Promise<Rubric> {
  checkRubric(input);
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [row] = await tx.select({ id: rubrics.id }).from(rubrics).where(and(eq(rubrics.id, rubricId), eq(rubrics.courseId, courseId))).for('update');
    if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Rubric not found');
    // Chosen ratings are tenant rows; managers grade only their organization's members, so the tenant sees them all.
    const [used] = await tx.select({ used: exists(tx.select({ one: sql`1` }).from(studentGradeRatings)
      .innerJoin(rubricCriteria, eq(rubricCriteria.id, studentGradeRatings.criterionId))
      .where(eq(rubricCriteria.rubricId, rubricId))).mapWith(Boolean) }).from(rubrics).where(eq(rubrics.id, rubricId));
    if (used?.used) throw new AppError(409, ERROR_CODES.RUBRIC_IN_USE, 'Members were graded with this rubric: create a new one instead');
    const criteria = await tx.select({ id: rubricCriteria.id }).from(rubricCriteria).where(eq(rubricCriteria.rubricId, rubricId));
    if (criteria.length) await tx.delete(rubricCriteria).where(inArray(rubricCriteria.id, criteria.map((criterion) => criterion.id)));
    await tx.update(rubrics).set({ title: input.title.trim() }).where(eq(rubrics.id, rubricId));
    await writeCriteria(tx, rubricId, input);
    return rubricOf(tx, { id: rubricId, title: input.title.trim() });
  });
}

/** Removes the rubric; items using it keep their grades and lose the rubric (and the chosen ratings go with it). */
export async function deleteRubric(db: Db, manager: Manager, courseId: number, rubricId: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    const deleted = await tx.delete(rubrics).where(and(eq(rubrics.id, rubricId), eq(rubrics.courseId, courseId))).returning({ id: rubrics.id });
    if (!deleted.length) throw notFound(ERROR_CODES.NOT_FOUND, 'Rubric not found');
  });
}
