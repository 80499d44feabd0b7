import { useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Formik, Form, type FormikHelpers } from 'formik';
import { bus } from '@halaqa/bus';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { FormError, SubmitButton, useFocusFirstError } from '@halaqa/ui/forms';
import { Dialog, failureText } from '@halaqa/ui/pages';
import { Button } from '@halaqa/ui';
import type { Review } from '../api/types';
import { useDeleteMyReview, useSaveMyReview } from '../api/use-my-review-mutations';
import { REVIEW_TEXT_MAX, reviewSchema, type ReviewValues } from './review-schema';
import { StarRatingInput } from './StarRatingInput';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-block-end: 16px;
  label { font-weight: 600; }
  textarea {
    min-block-size: 140px;
    padding: 10px 12px;
    font: inherit;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    resize: vertical;
  }
  textarea[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.error}; }
  textarea:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
  .counter { font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
  .error { font-size: 0.85rem; color: ${({ theme }) => theme.colors.error}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  button { min-block-size: 44px; }
`;

/**
 * The member's own review: stars (required) and text (up to 2000
 * characters), saved with PUT, deleted after a confirmation. A refusal
 * (rev-001: not enrolled) is said above the form.
 */
export function MyReviewForm({ courseId, review }: { courseId: number; review: Review | null }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const save = useSaveMyReview(courseId);
  const remove = useDeleteMyReview(courseId);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const number = numberFormat(i18n.language);
  const initialValues: ReviewValues = { rating: review?.rating ?? 0, text: review?.text ?? '' };

  async function submit(values: ReviewValues, helpers: FormikHelpers<ReviewValues>) {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ rating: values.rating, text: values.text.trim() });
      helpers.resetForm({ values: { rating: saved.rating, text: saved.text } });
      bus.emit('toast', { type: 'success', message: t('reviewForm.saved') });
    } catch (error) {
      setFailure(failureText(t, error, 'mfe-lms'));
    }
  }

  async function confirmDelete(reset: () => void) {
    setFailure(null);
    try {
      await remove.mutateAsync();
      setConfirming(false);
      reset();
      bus.emit('toast', { type: 'success', message: t('reviewForm.deleted') });
    } catch (error) {
      setConfirming(false);
      setFailure(failureText(t, error, 'mfe-lms'));
    }
  }

  return (
    <Formik<ReviewValues> initialValues={initialValues} validationSchema={reviewSchema} onSubmit={submit} enableReinitialize>
      {({ values, errors, touched, submitCount, isSubmitting, isValidating, setFieldValue, handleChange, handleBlur, resetForm }) => {
        const shown = (name: keyof ReviewValues) => (submitCount > 0 || touched[name]) && errors[name] ? t(errors[name]) : null;
        const ratingError = shown('rating');
        const textError = shown('text');
        return (
          <Form ref={form} noValidate data-testid="review-form">
            <FocusFirstError form={form} submitCount={submitCount} busy={isSubmitting || isValidating} />
            <FormError>{failure}</FormError>
            <StarRatingInput
              name="rating"
              legend={t('reviewForm.rating')}
              value={values.rating}
              onChange={(rating) => void setFieldValue('rating', rating)}
              error={ratingError}
            />
            <Field>
              <label htmlFor="review-text">{t('reviewForm.text')} <span className="counter">({t('form.optional', { ns: 'common' })})</span></label>
              <textarea
                id="review-text"
                name="text"
                value={values.text}
                onChange={handleChange}
                onBlur={handleBlur}
                aria-invalid={textError ? true : undefined}
                aria-describedby={`review-text-counter${textError ? ' review-text-error' : ''}`}
              />
              <span id="review-text-counter" className="counter" data-testid="text-counter">
                {t('reviewForm.counter', { used: number.format(values.text.length), max: number.format(REVIEW_TEXT_MAX) })}
              </span>
              {textError && <span id="review-text-error" className="error" data-testid="field-error">{textError}</span>}
            </Field>
            <Buttons>
              <SubmitButton saving={isSubmitting} data-testid="save-review">{review ? t('reviewForm.update') : t('reviewForm.submit')}</SubmitButton>
              {review && (
                <Button type="button" $variant="ghost" onClick={() => setConfirming(true)} data-testid="delete-review">
                  {t('reviewForm.delete')}
                </Button>
              )}
            </Buttons>
            {confirming && (
              <Dialog title={t('reviewForm.confirmTitle')} onClose={() => setConfirming(false)} testId="delete-review-dialog">
                <p>{t('reviewForm.confirmBody')}</p>
                <Buttons>
                  <Button type="button" $variant="ghost" onClick={() => setConfirming(false)}>{t('form.cancel', { ns: 'common' })}</Button>
                  <Button
                    type="button"
                    onClick={() => void confirmDelete(() => resetForm({ values: { rating: 0, text: '' } }))}
                    disabled={remove.isPending}
                    data-testid="confirm-delete-review"
                  >
                    {t('reviewForm.delete')}
                  </Button>
                </Buttons>
              </Dialog>
            )}
          </Form>
        );
      }}
    </Formik>
  );
}

/** Moves the focus to the first invalid control after each submit attempt. */
function FocusFirstError({ form, submitCount, busy }: { form: RefObject<HTMLFormElement | null>; submitCount: number; busy: boolean }) {
  useFocusFirstError(form, submitCount, busy);
  return null;
}
