import styled from 'styled-components';
import { useFormikContext } from 'formik';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { GRADING_NAMESPACES } from '../i18n/exam-texts';
import { FormikSelectField, FormikTextField } from '@halaqa/ui/forms';
import type { ManagedRubric } from '../api/review-types';
import { formatNumber } from '../shared/format';
import { chosenRating, rangeOf, type ReviewValues } from './review-form';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 12px 16px 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  min-inline-size: 0;
  legend { font-weight: 700; padding-inline: 6px; }
  .hint { margin: 0 0 12px; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;

/**
 * The question's rubric as one choice per criterion (native selects: the
 * keyboard and screen readers know them), and the points within the rating
 * where a criterion takes a range. Choosing ratings makes the points their sum.
 */
export function RubricRatings({ rubric, questionId }: { rubric: ManagedRubric; questionId: number }) {
  const { t } = useTranslation(GRADING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  const { values } = useFormikContext<ReviewValues>();
  const points = (value: number) => formatNumber(value, language);
  const hintId = `rubric-hint-${questionId}`;
  return (
    <Fieldset data-testid="rubric-ratings" aria-describedby={hintId}>
      <legend dir="auto">{t('grading.form.rubric', { title: rubric.title })}</legend>
      <p className="hint" id={hintId}>{t('grading.form.rubricHint')}</p>
      {rubric.criteria.map((criterion) => {
        const rating = chosenRating(criterion, values);
        const range = rangeOf(criterion, rating);
        return (
          <div key={criterion.id} data-testid="rubric-criterion">
            <FormikSelectField
              id={`rating-${questionId}-${criterion.id}`}
              name={`ratings.c${criterion.id}`}
              label={t('grading.form.criterion', { criterion: criterion.description, max: points(criterion.maxGrade) })}
              placeholder={t('grading.form.noRating')}
              optional
              options={criterion.ratings.map((option) => ({
                value: String(option.id),
                label: criterion.usesRange && option.minPoints !== null && option.maxPoints !== null
                  ? t('grading.form.ratingRange', { rating: option.description, min: points(option.minPoints), max: points(option.maxPoints) })
                  : t('grading.form.rating', { rating: option.description, points: points(option.points) }),
              }))}
            />
            {range && rating && (
              <FormikTextField
                id={`rating-points-${questionId}-${criterion.id}`}
                name={`rangePoints.c${criterion.id}`}
                label={t('grading.form.rangePoints', { rating: rating.description, min: points(range.min), max: points(range.max) })}
                inputMode="decimal"
                autoComplete="off"
              />
            )}
          </div>
        );
      })}
    </Fieldset>
  );
}
