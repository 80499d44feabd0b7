import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import type { SurveyResults } from './survey-queries';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  caption { text-align: start; font-weight: 600; padding-block-end: 8px; }
  th, td { padding: 6px 8px; text-align: start; border-block-end: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; }
  th[scope='col'] { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; font-size: 0.9rem; }
  .bar-cell { inline-size: 45%; }
  .track { block-size: 14px; border-radius: 7px; background: ${({ theme }) => theme.colors.background}; border: 1px solid ${({ theme }) => theme.colors.border}; overflow: hidden; }
  .bar { block-size: 100%; background: ${({ theme }) => theme.colors.primary}; }
  td.number { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

/**
 * The results as a bar chart that is a real table: screen readers read the
 * rows (choice, votes, share); the bars, drawn from the start edge (right in
 * Arabic), are only a picture of the share column.
 */
export function ResultsChart({ results }: { results: SurveyResults }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const number = numberFormat(i18n.language);
  return (
    <Table data-testid="survey-results">
      <caption>{t('surveys.resultsCaption', { voters: number.format(results.voterCount), votes: number.format(results.voteCount) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('surveys.choice')}</th>
          <th scope="col">{t('surveys.votes')}</th>
          <th scope="col">{t('surveys.percent')}</th>
          <td aria-hidden="true" />
        </tr>
      </thead>
      <tbody>
        {results.choices.map((choice) => (
          <tr key={choice.choiceId} data-testid="result-row">
            <th scope="row" dir="auto">{choice.text}</th>
            <td className="number">{number.format(choice.votes)}</td>
            <td className="number">{percent.format(choice.percent / 100)}</td>
            <td className="bar-cell" aria-hidden="true"><div className="track"><div className="bar" style={{ inlineSize: `${choice.percent}%` }} /></div></td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
