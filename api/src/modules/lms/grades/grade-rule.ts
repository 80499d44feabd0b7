/**
 * The grade arithmetic (docs/design/course-work-api.md "Grades"), pure so it
 * is tested to the boundary. Percentages are on a 0-100 scale.
 */

export interface RuleItem {
  id: number;
  maxPoints: number;
  canExceed: boolean;
  bonus: boolean;
  isCountedTowardsFinalGrade: boolean;
  isPublished: boolean;
  weight: number;
}

/** Two decimals, half away from zero: what is shown is what the letter is looked up with. */
export const round2 = (value: number) => Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100;

/** The item's percentage for a grade: capped at 100 unless the item can be exceeded. */
export function itemPercentage(item: Pick<RuleItem, 'maxPoints' | 'canExceed'>, grade: number): number {
  const percentage = (grade / item.maxPoints) * 100;
  return round2(item.canExceed ? percentage : Math.min(percentage, 100));
}

/** Whether a grade fits the item: not negative, and not above maxPoints unless it can be exceeded. */
export function gradeFits(item: Pick<RuleItem, 'maxPoints' | 'canExceed'>, grade: number): boolean {
  return Number.isFinite(grade) && grade >= 0 && (item.canExceed || grade <= item.maxPoints);
}

export interface WeightedTotal {
  /** Over the counted items that have a grade (Canvas's running total); null when none has one. */
  running: number | null;
  /** As if every counted item without a grade had 0; null when the course counts no item. */
  ungradedAsZero: number | null;
  /** Counted items (bonus included) with a grade, and counted items in all. */
  gradedItems: number;
  countedItems: number;
}

/**
 * The weighted total. Counted: published, counted toward the final grade,
 * weight above 0. Each counted item adds weight x percentage; a regular item
 * also adds its weight to the denominator, a bonus item does not (it only
 * lifts the total, which may then pass 100).
 */
export function weightedTotal(items: RuleItem[], grades: ReadonlyMap<number, number>): WeightedTotal {
  const counted = items.filter((item) => item.isPublished && item.isCountedTowardsFinalGrade && item.weight > 0);
  let earned = 0;
  let gradedWeight = 0;
  let allWeight = 0;
  let gradedItems = 0;
  for (const item of counted) {
    if (!item.bonus) allWeight += item.weight;
    const grade = grades.get(item.id);
    if (grade === undefined) continue;
    gradedItems += 1;
    earned += item.weight * itemPercentage(item, grade);
    if (!item.bonus) gradedWeight += item.weight;
  }
  return {
    running: gradedWeight > 0 ? round2(earned / gradedWeight) : null,
    ungradedAsZero: allWeight > 0 ? round2(earned / allWeight) : null,
    gradedItems,
    countedItems: counted.length,
  };
}

export interface RuleMapping {
  letter: string;
  minValue: number;
  maxValue: number;
}

/**
 * Whether mappings make a schema: they tile [0, 100] without gap or overlap
 * (sorted by minValue: the first starts at 0, each ends where the next
 * starts, the last ends at 100), letters unique.
 */
export function schemaProblem(mappings: RuleMapping[]): string | null {
  if (!mappings.length) return 'A grading schema needs at least one letter';
  const sorted = [...mappings].sort((a, b) => a.minValue - b.minValue);
  if (new Set(sorted.map((mapping) => mapping.letter.trim())).size !== sorted.length) return 'Each letter may appear once';
  if (sorted[0]!.minValue !== 0) return 'The lowest letter must start at 0%';
  for (let index = 0; index < sorted.length; index += 1) {
    const mapping = sorted[index]!;
    if (!(mapping.minValue < mapping.maxValue)) return `The letter ${mapping.letter} must end above where it starts`;
    const next = sorted[index + 1];
    if (next && next.minValue !== mapping.maxValue) return `The letter ${mapping.letter} must end where ${next.letter} starts`;
  }
  if (sorted[sorted.length - 1]!.maxValue !== 100) return 'The highest letter must end at 100%';
  return null;
}

/**
 * The letter of a percentage: the mapping with minValue <= percentage <
 * maxValue; the highest mapping also takes its maxValue (100) and anything
 * above it (bonus, can-exceed). null: no percentage, or below every mapping.
 */
export function letterOf(mappings: RuleMapping[], percentage: number | null): string | null {
  if (percentage === null) return null;
  const sorted = [...mappings].sort((a, b) => b.minValue - a.minValue);
  const top = sorted[0];
  if (top && percentage >= top.minValue) return top.letter;
  return sorted.find((mapping) => percentage >= mapping.minValue && percentage < mapping.maxValue)?.letter ?? null;
}

export interface RuleCriterion {
  id: number;
  usesRange: boolean;
  ratings: Array<{ id: number; points: number; minPoints: number | null; maxPoints: number | null }>;
}

export interface ChosenRating {
  criterionId: number;
  ratingId: number;
  points?: number;
}

export type RubricScore =
  | { ok: true; ratings: Array<{ criterionId: number; ratingId: number; points: number }>; score: number }
  | { ok: false; problem: string };

/**
 * The rubric score: the sum of the chosen ratings. One rating per
 * criterion of this rubric, of that criterion; a range criterion's points
 * are picked within the rating's [minPoints, maxPoints] (refused outside it),
 * any other rating counts its own points (a different value is refused).
 * Criteria left unrated add nothing.
 */
export function rubricScore(criteria: RuleCriterion[], chosen: ChosenRating[]): RubricScore {
  const byId = new Map(criteria.map((criterion) => [criterion.id, criterion]));
  const seen = new Set<number>();
  const ratings: Array<{ criterionId: number; ratingId: number; points: number }> = [];
  for (const choice of chosen) {
    const criterion = byId.get(choice.criterionId);
    if (!criterion) return { ok: false, problem: `Criterion ${choice.criterionId} is not in the item's rubric` };
    if (seen.has(criterion.id)) return { ok: false, problem: `Criterion ${criterion.id} is rated twice` };
    seen.add(criterion.id);
    const rating = criterion.ratings.find((candidate) => candidate.id === choice.ratingId);
    if (!rating) return { ok: false, problem: `Rating ${choice.ratingId} is not a rating of criterion ${criterion.id}` };
    if (criterion.usesRange && rating.minPoints !== null && rating.maxPoints !== null) {
      const points = choice.points ?? rating.maxPoints;
      if (!Number.isFinite(points) || points < rating.minPoints || points > rating.maxPoints) {
        return { ok: false, problem: `Criterion ${criterion.id} takes ${rating.minPoints} to ${rating.maxPoints} points for that rating` };
      }
      ratings.push({ criterionId: criterion.id, ratingId: rating.id, points });
    } else {
      if (choice.points !== undefined && choice.points !== rating.points) {
        return { ok: false, problem: `Rating ${rating.id} is worth ${rating.points} points` };
      }
      ratings.push({ criterionId: criterion.id, ratingId: rating.id, points: rating.points });
    }
  }
  return { ok: true, ratings, score: round2(ratings.reduce((sum, rating) => sum + rating.points, 0)) };
}

/**
 * The grade that counts for one member per item: their own grade, else the
 * grade of a group of theirs (individual overrides group). A member in two
 * graded groups of one course takes the higher group grade.
 */
export function effectiveGrades(
  individual: ReadonlyMap<number, number>,
  groupGrades: Array<{ gradeItemId: number; grade: number }>,
): Map<number, number> {
  const result = new Map<number, number>();
  for (const { gradeItemId, grade } of groupGrades) {
    if (individual.has(gradeItemId)) continue;
    result.set(gradeItemId, Math.max(grade, result.get(gradeItemId) ?? -Infinity));
  }
  for (const [gradeItemId, grade] of individual) result.set(gradeItemId, grade);
  return result;
}
