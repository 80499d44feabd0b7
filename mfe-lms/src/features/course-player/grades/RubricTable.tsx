import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { pointsText } from './grade-format';
import type { GradeRubric } from './grade-queries';
import { GradeTable } from './grade-table';

const Ratings = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
  }
  /* Chosen: a thicker border, bold text and a check mark with words, never the color alone. */
  li[data-chosen='true'] { border: 2px solid ${({ theme }) => theme.colors.primary}; font-weight: 700; }
`;

const Points = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** The item's rubric: each criterion's ratings with the member's marked (check mark and "your rating"), the points given, the score. */
export function RubricTable({ rubric, maxPoints }: { rubric: GradeRubric; maxPoints: number }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const chosenOf = (criterionId: number) => rubric.chosen.find((choice) => choice.criterionId === criterionId);
  return (
    <GradeTable data-testid="grade-rubric">
      <caption dir="auto">{t('grades.rubric.caption', { title: rubric.title })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('grades.rubric.criterion')}</th>
          <th scope="col">{t('grades.rubric.ratings')}</th>
          <th scope="col">{t('grades.rubric.points')}</th>
        </tr>
      </thead>
      <tbody>
        {rubric.criteria.map((criterion) => {
          const chosen = chosenOf(criterion.id);
          return (
            <tr key={criterion.id} data-testid="rubric-criterion">
              <th scope="row" dir="auto">{criterion.description}</th>
              <td>
                <Ratings>
                  {criterion.ratings.map((rating) => {
                    const isChosen = chosen?.ratingId === rating.id;
                    const worth = rating.minPoints !== null && rating.maxPoints !== null
                      ? t('grades.rubric.range', { min: pointsText(rating.minPoints, language), max: pointsText(rating.maxPoints, language) })
                      : t('grades.rubric.worth', { points: pointsText(rating.points, language) });
                    return (
                      <li key={rating.id} data-chosen={isChosen} data-testid={isChosen ? 'rubric-chosen' : undefined}>
                        {isChosen && <span aria-hidden="true">✓ </span>}
                        <span dir="auto">{rating.description}</span>
                        {isChosen && <> ({t('grades.rubric.chosen')})</>}
                        <Points>{worth}</Points>
                      </li>
                    );
                  })}
                </Ratings>
              </td>
              <td>
                {chosen
                  ? t('grades.outOf', { grade: pointsText(chosen.points, language), max: pointsText(criterion.maxGrade, language) })
                  : t('grades.rubric.notRated')}
              </td>
            </tr>
          );
        })}
      </tbody>
      {rubric.score !== null && (
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>{t('grades.rubric.score')}</th>
            <td data-testid="rubric-score">{t('grades.outOf', { grade: pointsText(rubric.score, language), max: pointsText(maxPoints, language) })}</td>
          </tr>
        </tfoot>
      )}
    </GradeTable>
  );
}
