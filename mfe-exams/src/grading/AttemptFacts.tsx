import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { GRADING_NAMESPACES } from '../i18n/exam-texts';
import { formatPercent } from '@halaqa/ui/pages';
import type { ManagedAttemptSummary } from '../api/review-types';
import { formatDateTime, formatNumber } from '../shared/format';
import { Badge, Notice, Panel, type Tone } from '../shared/ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 12px;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  .sub { color: ${({ theme }) => theme.colors.muted}; }
`;

const STATUS_TONE: Record<ManagedAttemptSummary['status'], Tone> = { IN_PROGRESS: 'info', NEEDS_REVIEW: 'warning', GRADED: 'success', CANCELLED: 'neutral' };

/** Who took which exam, when, how it finished, its state and score, and what is left to review. */
export function AttemptFacts({ attempt }: { attempt: ManagedAttemptSummary }) {
  const { t } = useTranslation(GRADING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
  return (
    <Panel aria-labelledby="attempt-facts-title" data-testid="attempt-facts">
      <h2 id="attempt-facts-title">{t('grading.summary')}</h2>
      <Facts>
        <dt>{t('grading.member')}</dt>
        <dd><span dir="auto">{attempt.member.name}</span> <span className="sub" dir="ltr">{attempt.member.email}</span></dd>
        <dt>{t('grading.exam')}</dt>
        <dd dir="auto">{attempt.examTitle}</dd>
        <dt>{t('grading.status')}</dt>
        <dd data-testid="attempt-status">
          <Badge $tone={STATUS_TONE[attempt.status]}>{t(`attemptStatus.${attempt.status}`)}</Badge>
          {attempt.isApproved && <Badge $tone="success">{t('grading.approved')}</Badge>}
          {attempt.isRejected && <Badge $tone="error">{t('grading.rejected')}</Badge>}
        </dd>
        <dt>{t('grading.started')}</dt>
        <dd>{when(attempt.startedAt)}</dd>
        {attempt.finishedAt && (
          <>
            <dt>{t('grading.finished')}</dt>
            <dd>{when(attempt.finishedAt)}{attempt.finishedBy && <span className="sub">({t(`grading.finishedBy.${attempt.finishedBy}`)})</span>}</dd>
          </>
        )}
        <dt>{t('grading.score')}</dt>
        <dd data-testid="attempt-score">
          {attempt.result
            ? (
              <>
                {t('finished.result', {
                  score: formatNumber(attempt.result.score, language), total: formatNumber(attempt.result.totalScore, language),
                  percent: formatPercent(attempt.result.percentage, language),
                })}
                {attempt.result.isPassed !== null && <> · <strong>{t(attempt.result.isPassed ? 'result.passed' : 'result.failed')}</strong></>}
              </>
            )
            : <span className="sub">{t('grading.scorePending')}</span>}
        </dd>
      </Facts>
      <p data-testid="pending-reviews">
        {attempt.pendingReviews > 0 ? t('grading.pending', { count: attempt.pendingReviews }) : t('grading.allReviewed')}
      </p>
      {attempt.isInstructorAttempt && <Notice $tone="neutral"><p>{t('grading.instructorAttempt')}</p></Notice>}
      {attempt.status === 'IN_PROGRESS' && <Notice $tone="warning" data-testid="attempt-open"><p>{t('grading.notFinished')}</p></Notice>}
      {attempt.status === 'CANCELLED' && <Notice $tone="neutral" data-testid="attempt-cancelled"><p>{t('grading.cancelled')}</p></Notice>}
      {attempt.reviewNote && (
        <Notice $tone="neutral" data-testid="decision-note"><p><strong>{t('grading.decisionNote')}</strong> <span dir="auto">{attempt.reviewNote}</span></p></Notice>
      )}
    </Panel>
  );
}
