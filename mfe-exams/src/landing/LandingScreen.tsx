import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { LANDING_NAMESPACES } from '../i18n/exam-texts';
import { useLocation, useNavigate } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { Dialog, failureCode, formatPercent, LoadingState, RichText } from '@halaqa/ui/pages';
import { useExamLanding, useStartAttempt } from '../api/exam-queries';
import type { ExamLanding } from '../api/types';
import { examPaths, useExamPaths } from '../shared/exam-paths';
import { formatDateTime, formatSpan } from '../shared/format';
import { ReviewQueueLink } from '../shared/ReviewQueueLink';
import { ScreenFailure } from '../shared/ScreenFailure';
import { Notice, ScreenHeading } from '../shared/ui';
import { useRemaining } from '../shared/use-server-clock';
import type { ScreenIds } from '../slots/exam-runner';
import { PreviousAttempts } from './PreviousAttempts';
import { ExamRules } from './ExamRules';

const Layout = styled.article`
  display: flex;
  flex-direction: column;
  gap: 20px;
  .h2-title { margin: 0; font-size: 1.3rem; }
  h1 { margin: 0; }
  [data-testid='exam-description'] > :first-child { margin-block-start: 0; }
  [data-testid='exam-description'] > :last-child { margin-block-end: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  .summary { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; }
  .summary p { margin: 0; }
`;

/**
 * exams/{subsectionExamId}: one exam's landing page (also shown in place
 * when the exam is opened from the outline): the rules from its settings,
 * the attempts used and left, previous attempts and their scores where the
 * settings show them, and the way in: start, resume or restart, or why not
 * (with a live countdown when a retake opens later).
 */
export default function LandingScreen({ courseId, subsectionExamId, teaching }: ScreenIds) {
  const examId = subsectionExamId!;
  const landing = useExamLanding(courseId, examId);
  const { pathname } = useLocation();
  // On its own page the exam's title is the page's heading; inside an outline item, the item's heading comes first.
  const standalone = pathname === examPaths.landing(courseId, examId);
  if (landing.isPending) return <LoadingState />;
  if (landing.isError) return <ScreenFailure courseId={courseId} error={landing.error} onRetry={() => void landing.refetch()} />;
  return (
    <Landing
      courseId={courseId} examId={examId} data={landing.data.landing} receivedAt={landing.data.receivedAt} standalone={standalone}
      reload={() => void landing.refetch()} teaching={teaching}
    />
  );
}

function Landing({ courseId, examId, data, receivedAt, standalone, reload, teaching }: {
  courseId: number; examId: number; data: ExamLanding; receivedAt: number; standalone: boolean; reload(): void; teaching: boolean;
}) {
  const { t } = useTranslation(LANDING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  const { exam, attempts, openAttempt, result } = data;
  return (
    <Layout data-testid="exam-landing">
      {standalone ? <ScreenHeading>{exam.title}</ScreenHeading> : <h2 className="h2-title" dir="auto">{exam.title}</h2>}
      <ReviewQueueLink courseId={courseId} teaching={teaching} />
      {exam.description && <RichText html={exam.description} testId="exam-description" />}
      <ExamRules data={data} />
      <div className="summary" data-testid="attempts-summary">
        <p>{t('landing.used', { count: attempts.used })}</p>
        <p>{attempts.left === null ? t('landing.leftUnlimited') : t('landing.left', { count: attempts.left })}</p>
        {result && (
          <p data-testid="exam-result">
            {t(`landing.result.${result.method}`, { percent: formatPercent(result.percentage, language) })}
            {result.isPassed !== null && <> · {t(result.isPassed ? 'result.passed' : 'result.failed')}</>}
          </p>
        )}
      </div>
      <Actions courseId={courseId} examId={examId} data={data} receivedAt={receivedAt} reload={reload} hasOpen={openAttempt !== null} />
      <PreviousAttempts courseId={courseId} attempts={data.previous} />
    </Layout>
  );
}

/** The refusals the landing explains, by code; anything else is the generic failure. */
const REFUSALS = [ERROR_CODES.EXAM_NOT_OPEN, ERROR_CODES.EXAM_NO_ATTEMPTS_LEFT, ERROR_CODES.EXAM_RETAKE_NOT_YET, ERROR_CODES.EXAM_ATTEMPT_STATE] as string[];
const refusalKey = (code: string) => (REFUSALS.includes(code) ? `errors.${code}` : 'landing.startFailed');

function Actions({ courseId, examId, data, receivedAt, reload, hasOpen }: {
  courseId: number; examId: number; data: ExamLanding; receivedAt: number; reload(): void; hasOpen: boolean;
}) {
  const paths = useExamPaths();
  const { t } = useTranslation(LANDING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  const navigate = useNavigate();
  const start = useStartAttempt(courseId, examId);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const { attempts, exam } = data;
  const wait = useRemaining(attempts.nextAttemptAt, data.serverNow, receivedAt);
  const waiting = wait !== null && wait > 0;
  const runner = paths.attempt(courseId, examId);

  // The retake opens: read the landing again (the server decides, not this countdown).
  useEffect(() => {
    if (attempts.nextAttemptAt !== null && wait !== null && wait <= 0) reload();
  }, [attempts.nextAttemptAt, wait, reload]);

  const go = (restart: boolean) => {
    setConfirmRestart(false);
    start.mutate(restart, { onSuccess: () => { if (runner) navigate(runner); }, onError: reload });
  };
  const mayRetake = exam.settings.allowRetake && attempts.left !== 0;

  return (
    <div className="actions-area">
      <div className="actions">
        {hasOpen && runner && (
          <Button type="button" onClick={() => navigate(runner)} data-testid="resume-exam">{t('landing.resume')}</Button>
        )}
        {hasOpen && mayRetake && (
          <Button type="button" $variant="ghost" onClick={() => setConfirmRestart(true)} disabled={start.isPending} data-testid="restart-exam">
            {t('landing.restart')}
          </Button>
        )}
        {!hasOpen && attempts.canStart && (
          <Button type="button" onClick={() => go(false)} disabled={start.isPending} data-testid="start-exam">
            {start.isPending ? t('landing.starting') : data.previous.length > 0 ? t('landing.retake') : t('landing.start')}
          </Button>
        )}
      </div>
      {attempts.refusal && !hasOpen && (
        <Notice $tone="warning" data-testid="start-refusal">
          <p>{t(refusalKey(attempts.refusal))}</p>
          {attempts.refusal === ERROR_CODES.EXAM_RETAKE_NOT_YET && waiting && attempts.nextAttemptAt && (
            <p role="timer" data-testid="retake-countdown">
              {t('landing.retakeIn', { span: formatSpan(wait, language), date: formatDateTime(attempts.nextAttemptAt, language) })}
            </p>
          )}
          {attempts.refusal === ERROR_CODES.EXAM_NOT_OPEN && exam.availableFrom && <p>{t('landing.opensAt', { date: formatDateTime(exam.availableFrom, language) })}</p>}
        </Notice>
      )}
      <div aria-live="assertive">
        {start.isError && (
          <Notice $tone="error" data-testid="start-error"><p>{t(refusalKey(failureCode(start.error)))}</p></Notice>
        )}
      </div>
      {confirmRestart && (
        <Dialog title={t('landing.restartTitle')} onClose={() => setConfirmRestart(false)} testId="restart-dialog">
          <p>{t('landing.restartBody')}</p>
          <div className="actions">
            <Button type="button" onClick={() => go(true)} data-testid="confirm-restart">{t('landing.restartConfirm')}</Button>
            <Button type="button" $variant="ghost" onClick={() => setConfirmRestart(false)}>{t('cancel')}</Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
