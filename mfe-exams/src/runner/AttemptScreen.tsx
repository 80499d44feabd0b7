import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { LoadingState } from '@halaqa/ui/pages';
import { examCalls } from '../api/exam-calls';
import { received, takeHandedOver, useExamLanding, type ReceivedView } from '../api/exam-queries';
import { outbox, type StoredEntry } from '../offline/outbox';
import { ScreenFailure } from '../shared/ScreenFailure';
import { Notice, ScreenHeading } from '../shared/ui';
import type { ScreenIds } from '../slots/exam-runner';
import { BackToLanding } from './Finished';
import { Runner } from './Runner';

type Loaded = { phase: 'loading' } | { phase: 'ready'; start: ReceivedView; queued: StoredEntry[] } | { phase: 'none' } | { phase: 'failed'; error: unknown };

/**
 * exams/{subsectionExamId}/start: the attempt in progress. The landing
 * starts it and hands it over; on a reload or in another browser, the open
 * attempt is read again (the server resumes it at its latest page) and the
 * answers this browser still holds are laid over it. Without an open
 * attempt there is nothing to take: the way back to the landing.
 */
export default function AttemptScreen({ courseId, subsectionExamId }: ScreenIds) {
  const { t } = useTranslation('mfe-exams');
  const examId = subsectionExamId!;
  const [handed] = useState(() => takeHandedOver(examId));
  const landing = useExamLanding(courseId, examId);
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [attemptKey, setAttemptKey] = useState(0);
  const started = useRef<number | null>(null);
  const openId = handed?.view.attempt.id ?? landing.data?.landing.openAttempt?.id ?? null;
  const landingKnown = handed !== null || landing.data !== undefined;

  useEffect(() => {
    if (!landingKnown || started.current === attemptKey) return;
    started.current = attemptKey;
    if (openId === null) {
      setLoaded({ phase: 'none' });
      return;
    }
    void (async () => {
      try {
        const start = handed && handed.view.attempt.id === openId && attemptKey === 0 ? handed : received(await examCalls.getExamAttempt({ courseId, examAttemptId: openId }));
        if (start.view.attempt.status !== 'IN_PROGRESS') {
          setLoaded({ phase: 'none' });
          return;
        }
        setLoaded({ phase: 'ready', start, queued: await outbox.list(openId) });
      } catch (error) {
        setLoaded({ phase: 'failed', error });
      }
    })();
  }, [landingKnown, openId, courseId, handed, attemptKey]);

  if (landing.isError && !handed) return <ScreenFailure courseId={courseId} error={landing.error} onRetry={() => void landing.refetch()} />;
  if (loaded.phase === 'failed') {
    return <ScreenFailure courseId={courseId} error={loaded.error} onRetry={() => { setLoaded({ phase: 'loading' }); setAttemptKey((key) => key + 1); }} />;
  }
  const title = landing.data?.landing.exam.title ?? t('examRunner.attempt');
  if (loaded.phase === 'none') {
    return (
      <div data-testid="no-open-attempt">
        <ScreenHeading>{title}</ScreenHeading>
        <Notice><p>{t('runner.noOpenAttempt')}</p><p><BackToLanding courseId={courseId} examId={examId} /></p></Notice>
      </div>
    );
  }
  if (loaded.phase === 'loading') return <LoadingState />;
  return <Runner key={loaded.start.view.attempt.id} title={title} start={loaded.start} queued={loaded.queued} />;
}
