import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { LANDING_NAMESPACES } from '../i18n/exam-texts';
import { Link } from '@halaqa/router';
import { formatPercent } from '@halaqa/ui/pages';
import type { AttemptSummary } from '../api/types';
import { useExamPaths } from '../shared/exam-paths';
import { formatDateTime, formatNumber } from '../shared/format';
import { Badge, linkStyle, Panel, type Tone } from '../shared/ui';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th, td { padding: 8px; text-align: start; border-block-end: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  th { font-weight: 600; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  a { ${linkStyle} }
`;
const Scroll = styled.div`
  overflow-x: auto;
`;

const STATUS_TONE: Record<AttemptSummary['status'], Tone> = { IN_PROGRESS: 'info', NEEDS_REVIEW: 'warning', GRADED: 'success', CANCELLED: 'neutral' };

/** The member's attempts at this exam, newest first, with scores where the settings show them and the way to each review. */
export function PreviousAttempts({ courseId, attempts }: { courseId: number; attempts: readonly AttemptSummary[] }) {
  const paths = useExamPaths();
  const { t } = useTranslation(LANDING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  if (attempts.length === 0) return null;
  const rows = [...attempts].sort((a, b) => b.attemptNumber - a.attemptNumber);
  return (
    <Panel aria-labelledby="previous-attempts-title" data-testid="previous-attempts">
      <h2 id="previous-attempts-title">{t('previous.title')}</h2>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('previous.attempt')}</th>
              <th scope="col">{t('previous.finished')}</th>
              <th scope="col">{t('previous.status')}</th>
              <th scope="col">{t('previous.score')}</th>
              <th scope="col"><span>{t('previous.review')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((attempt) => {
              const review = attempt.reviewAvailable ? paths.review(courseId, attempt.id) : null;
              return (
                <tr key={attempt.id} data-testid="previous-attempt">
                  <th scope="row">
                    {formatNumber(attempt.attemptNumber, language)}
                    {attempt.isInstructorAttempt && <> <Badge>{t('previous.instructorAttempt')}</Badge></>}
                  </th>
                  <td>{attempt.finishedAt ? formatDateTime(attempt.finishedAt, language) : t('previous.notFinished')}</td>
                  <td>
                    <Badge $tone={STATUS_TONE[attempt.status]}>{t(`attemptStatus.${attempt.status}`)}</Badge>
                    {attempt.finishedBy === 'DEADLINE' && <div>{t('previous.byDeadline')}</div>}
                    {attempt.finishedBy === 'RESTART' && <div>{t('previous.byRestart')}</div>}
                  </td>
                  <td data-testid="attempt-score">
                    {attempt.result
                      ? <>
                          {t('previous.points', { score: formatNumber(attempt.result.score, language), total: formatNumber(attempt.result.totalScore, language) })}
                          {' · '}{formatPercent(attempt.result.percentage, language)}
                          {attempt.result.isPassed !== null && <> · {t(attempt.result.isPassed ? 'result.passed' : 'result.failed')}</>}
                        </>
                      : t('previous.noScore')}
                  </td>
                  <td>
                    {review
                      ? <Link to={review} aria-label={t('previous.reviewAttempt', { number: attempt.attemptNumber })}>{t('previous.openReview')}</Link>
                      : t('previous.noReview')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroll>
    </Panel>
  );
}
