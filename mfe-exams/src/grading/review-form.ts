// The review of one answer as a form (formik + yup, as the site's forms are):
// what it starts with, what it accepts, and the body it sends. Pure.
import { object, string, type ObjectSchema } from 'yup';
import type { ManagedQuestion, ManagedRubric, ReviewBody } from '../api/review-types';
import { paragraphsOf, textOf } from '../controls/plain-essay';
import { parseNumber } from '../controls/parse-number';

/** The API keeps a review's note to 50,000 characters of HTML; the plain text typed here stays well inside. */
const NOTE_MAX = 20_000;

export interface ReviewValues {
  /** As typed (any digits, a decimal comma): read with parseNumber. Ignored while rubric ratings are chosen. */
  points: string;
  /** Plain text; blank lines part paragraphs (sent as HTML). */
  note: string;
  /** Rubric: the rating chosen per criterion (`c<criterionId>` -> rating id, '' for none). */
  ratings: Record<string, string>;
  /** Rubric criteria that take a range: the points within the chosen rating, as typed. */
  rangePoints: Record<string, string>;
}

const key = (criterionId: number) => `c${criterionId}`;
type Criterion = ManagedRubric['criteria'][number];
type Rating = Criterion['ratings'][number];

/** The chosen rating of a criterion, if any. */
export function chosenRating(criterion: Criterion, values: ReviewValues): Rating | null {
  const chosen = values.ratings[key(criterion.id)];
  return criterion.ratings.find((rating) => String(rating.id) === chosen) ?? null;
}

/** A chosen rating that takes points within a range (the criterion uses ranges and the rating has one). */
export const rangeOf = (criterion: Criterion, rating: Rating | null) =>
  (criterion.usesRange && rating && rating.minPoints !== null && rating.maxPoints !== null ? { min: rating.minPoints, max: rating.maxPoints } : null);

/** The ratings as the API takes them; empty when none is chosen (then the points field counts). */
function ratingsOf(rubric: ManagedRubric | null, values: ReviewValues): NonNullable<ReviewBody['ratings']> {
  return (rubric?.criteria ?? []).flatMap((criterion) => {
    const rating = chosenRating(criterion, values);
    if (!rating) return [];
    const range = rangeOf(criterion, rating);
    const typed = range ? parseNumber(values.rangePoints[key(criterion.id)] ?? '') : null;
    return [{ criterionId: criterion.id, ratingId: rating.id, ...(range && typed !== null && !Number.isNaN(typed) ? { points: typed } : {}) }];
  });
}

/** The points the chosen ratings add up to (as the API sums them), or null when none is chosen. */
export function rubricPoints(rubric: ManagedRubric | null, values: ReviewValues): number | null {
  const ratings = ratingsOf(rubric, values);
  if (!ratings.length) return null;
  const sum = ratings.reduce((total, chosen) => {
    const criterion = rubric!.criteria.find((candidate) => candidate.id === chosen.criterionId)!;
    const rating = criterion.ratings.find((candidate) => candidate.id === chosen.ratingId)!;
    // A range rating left without points counts its top, as the API does.
    return total + (chosen.points ?? rangeOf(criterion, rating)?.max ?? rating.points);
  }, 0);
  return Math.round(sum * 100) / 100;
}

/** What the form starts with: the saved review, else nothing. */
export function initialValuesOf(question: ManagedQuestion): ReviewValues {
  const { review, rubric } = question;
  const ratings: Record<string, string> = {};
  const rangePoints: Record<string, string> = {};
  for (const criterion of rubric?.criteria ?? []) {
    const saved = review?.ratings.find((rating) => rating.criterionId === criterion.id);
    ratings[key(criterion.id)] = saved ? String(saved.ratingId) : '';
    rangePoints[key(criterion.id)] = saved ? String(saved.points) : '';
  }
  return {
    points: review ? String(review.points) : '',
    note: review?.note ? textOf(review.note) : '',
    ratings,
    rangePoints,
  };
}

/**
 * The form's rules. Messages are i18n keys with their namespace, so they
 * follow a language switch: points are required unless ratings are chosen,
 * a number within 0..the question's points (the API's grd-001); a range
 * rating's points within its range (grd-002); the note within its limit.
 */
export function reviewSchemaOf(question: Pick<ManagedQuestion, 'points' | 'rubric'>): ObjectSchema<ReviewValues> {
  const rangeShape = Object.fromEntries((question.rubric?.criteria ?? []).map((criterion) => [key(criterion.id), string().default('').test(
    'within-range', 'mfe-exams-grading:grading.form.rangeInvalid',
    function withinRange(text) {
      const range = rangeOf(criterion, chosenRating(criterion, this.from?.[1]?.value as ReviewValues));
      if (!range) return true;
      const value = parseNumber(text ?? '');
      // Left empty, the rating counts its top (as the API does).
      return value === null || (!Number.isNaN(value) && value >= range.min && value <= range.max);
    },
  )]));
  return object({
    points: string().default('').test('points', function pointsRule(text) {
      if (rubricPoints(question.rubric, this.parent as ReviewValues) !== null) return true;
      const value = parseNumber(text ?? '');
      if (value === null) return this.createError({ message: 'mfe-exams-grading:grading.form.pointsRequired' });
      if (Number.isNaN(value) || value < 0 || value > question.points) return this.createError({ message: 'mfe-exams-grading:grading.form.pointsInvalid' });
      return true;
    }),
    note: string().default('').max(NOTE_MAX, `mfe-exams-grading:grading.form.noteTooLong|${NOTE_MAX}`),
    ratings: object().default({}),
    rangePoints: object(rangeShape).default({}),
  }) as unknown as ObjectSchema<ReviewValues>;
}

/** The review as the API takes it; the files of an earlier review are sent again so they stay (the call replaces them). */
export function bodyOf(question: ManagedQuestion, values: ReviewValues): ReviewBody {
  const ratings = ratingsOf(question.rubric, values);
  const note = paragraphsOf(values.note);
  const mediaIds = question.review?.media.map((file) => file.id) ?? [];
  const points = parseNumber(values.points);
  return {
    ...(ratings.length ? { ratings } : { points: points ?? 0 }),
    note: note === '' ? null : note,
    mediaIds,
  };
}
