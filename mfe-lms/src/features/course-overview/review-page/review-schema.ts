import { number, object, string } from 'yup';

export const REVIEW_TEXT_MAX = 2000;

/** Messages are i18n keys of mfe-lms, so they follow a language switch. */
export const reviewSchema = object({
  rating: number().integer().min(1, 'reviewForm.ratingRequired').max(5, 'reviewForm.ratingRequired').required('reviewForm.ratingRequired'),
  text: string().max(REVIEW_TEXT_MAX, 'reviewForm.tooLong'),
});

export interface ReviewValues {
  /** 0 until a star is chosen. */
  rating: number;
  text: string;
}
