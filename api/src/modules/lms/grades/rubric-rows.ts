import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { RuleCriterion } from './grade-rule';
import { rubricCriteria, rubricRatings } from './tables';

export interface RubricCriterionRow extends RuleCriterion {
  description: string;
  maxGrade: number;
  ratings: Array<RuleCriterion['ratings'][number] & { description: string }>;
}

/** A rubric's criteria with their ratings, in their order. */
export async function rubricCriteriaOf(db: Db, rubricId: number): Promise<RubricCriterionRow[]> {
  const criteria = await db.select({
    id: rubricCriteria.id, description: rubricCriteria.description, maxGrade: rubricCriteria.maxGrade, usesRange: rubricCriteria.usesRange,
  }).from(rubricCriteria).where(eq(rubricCriteria.rubricId, rubricId)).orderBy(asc(rubricCriteria.sort), asc(rubricCriteria.id));
  if (!criteria.length) return [];
  const ratings = await db.select({
    id: rubricRatings.id, criterionId: rubricRatings.criterionId, description: rubricRatings.description,
    points: rubricRatings.points, minPoints: rubricRatings.minPoints, maxPoints: rubricRatings.maxPoints,
  }).from(rubricRatings).where(inArray(rubricRatings.criterionId, criteria.map((criterion) => criterion.id)))
    .orderBy(asc(rubricRatings.sort), asc(rubricRatings.id));
  return criteria.map((criterion) => ({
    ...criterion,
    ratings: ratings.filter((rating) => rating.criterionId === criterion.id)
      .map(({ criterionId: _criterionId, ...rating }) => rating),
  }));
}
