import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { percentText } from './grade-format';
import type { GradeTotal } from './grade-queries';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  align-items: baseline;
  margin: 0 0 20px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  h2 { margin: 0; font-size: 1rem; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; inline-size: 100%; }
  dl { display: contents; }
  div { display: flex; flex-direction: column; gap: 2px; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  dd { margin: 0; font-size: 1.5rem; font-weight: 700; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; inline-size: 100%; }
`;

/**
 * The running weighted total over the graded items and its letter; what is
 * still to be graded is said, as are the totals when nothing is graded yet.
 */
export function GradeTotalSummary({ total }: { total: GradeTotal }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  return (
    <Box aria-labelledby="grade-total-heading" data-testid="grade-total">
      <h2 id="grade-total-heading">{t('grades.total.heading')}</h2>
      {total.running === null ? <p>{t('grades.total.none')}</p> : (
        <>
          <dl>
            <div>
              <dt>{t('grades.total.running')}</dt>
              <dd data-testid="grade-total-percentage">{percentText(total.running, language)}</dd>
            </div>
            {total.letter !== null && (
              <div>
                <dt>{t('grades.total.letter')}</dt>
                <dd data-testid="grade-total-letter" dir="ltr">{total.letter}</dd>
              </div>
            )}
          </dl>
          <p>{t('grades.total.graded', { graded: String(total.gradedItems), counted: String(total.countedItems) })}</p>
        </>
      )}
    </Box>
  );
}
