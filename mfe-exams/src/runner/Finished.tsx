import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { formatPercent } from '@halaqa/ui/pages';
import type { AttemptSummary } from '../api/types';
import { useExamPaths } from '../shared/exam-paths';
import { formatNumber } from '../shared/format';
import { linkStyle, Panel, ScreenHeading } from '../shared/ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-block-start: 16px;
`;
const Back = styled(Link)`${linkStyle}`;

/** The way back to the exam's landing page (attempts, results, a retake). */
export function BackToLanding({ courseId, examId }: { courseId: number; examId: number }) {
  const paths = useExamPaths();
  const { t } = useTranslation('mfe-exams');
  const to = paths.landing(courseId, examId);
  return to ? <Back to={to}>{t('runner.toLanding')}</Back> : null;
}

/** The attempt was handed in: what the settings let the member see of the result, and where to go next. */
export function Finished({ title, courseId, examId, summary }: { title: string; courseId: number; examId: number; summary: AttemptSummary }) {
  const paths = useExamPaths();
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  const review = summary.reviewAvailable ? paths.review(courseId, summary.id) : null;
  const landing = paths.landing(courseId, examId);
  return (
    <div data-testid="attempt-finished">
      <ScreenHeading>{title}</ScreenHeading>
      <Panel aria-labelledby="finished-title">
        <h2 id="finished-title">{t('finished.title')}</h2>
        <p>{summary.status === 'NEEDS_REVIEW' ? t('finished.needsReview') : t('finished.body')}</p>
        {summary.result && (
          <p data-testid="finished-result">
            {t('finished.result', {
              score: formatNumber(summary.result.score, language), total: formatNumber(summary.result.totalScore, language),
              percent: formatPercent(summary.result.percentage, language),
            })}
            {summary.result.isPassed !== null && <> · <strong>{t(summary.result.isPassed ? 'result.passed' : 'result.failed')}</strong></>}
          </p>
        )}
        <Actions>
          {review && <Button as={Link} to={review}>{t('finished.review')}</Button>}
          {landing && <Button as={Link} to={landing} $variant={review ? 'ghost' : 'primary'}>{t('runner.toLanding')}</Button>}
        </Actions>
      </Panel>
    </div>
  );
}
