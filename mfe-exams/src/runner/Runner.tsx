import { useState } from 'react';
import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import type { ReceivedView } from '../api/exam-queries';
import type { AttemptQuestion } from '../api/types';
import type { StoredEntry } from '../offline/outbox';
import { formatNumber } from '../shared/format';
import { Notice, ScreenHeading } from '../shared/ui';
import { BackToLanding, Finished } from './Finished';
import { Navigator } from './Navigator';
import { QuestionCard } from './QuestionCard';
import { questionNumber } from './runner-state';
import { SaveStatus } from './SaveStatus';
import { SubmitDialog } from './SubmitDialog';
import { Timer } from './Timer';
import { useAttemptRunner } from './use-attempt-runner';
import { useCheatDetection } from './use-cheat-detection';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  .bar {
    position: sticky;
    /* Below the app bar, which stays on top of the page. */
    inset-block-start: ${({ theme }) => theme.layout.appBarHeight + 8}px;
    z-index: 2;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px 20px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius * 1.5}px;
    background: ${({ theme }) => theme.colors.surface};
  }
  .bar .submit { margin-inline-start: auto; }
  .questions { display: flex; flex-direction: column; gap: 16px; }
  .pages { display: flex; flex-wrap: wrap; gap: 12px; justify-content: space-between; }
`;

/** The attempt being taken: timer, autosave state, navigator, the page's questions, and handing in. */
export function Runner({ title, start, queued }: { title: string; start: ReceivedView; queued: readonly StoredEntry[] }) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  const runner = useAttemptRunner(start, queued);
  const [confirming, setConfirming] = useState(false);
  const { view, current, answers, feedback, syncState, locked, move, submission, finished } = runner;
  const { attempt } = view;
  useCheatDetection(attempt.isCheatDetectionEnabled && !locked, runner.report);

  if (finished) return <Finished title={title} courseId={runner.ids.courseId} examId={attempt.subsectionExamId} summary={finished} />;

  const numberOf = (question: AttemptQuestion) => questionNumber(question, view.questions).split('.').map((part) => formatNumber(Number(part), language)).join('.');
  const card = (question: AttemptQuestion, level: 2 | 3) => {
    const id = question.attemptQuestionId;
    const children = question.type === 'CASE' ? view.questions.filter((child) => child.parentId === id).sort((a, b) => a.position - b.position) : [];
    return (
      <QuestionCard
        key={id} question={runner.known.get(id) ?? question} number={numberOf(question)} level={level}
        response={answers.responses.get(id) ?? null} flagged={answers.flags.get(id) ?? false} feedback={feedback.get(id)}
        locked={locked || feedback.has(id) || submission.state !== 'idle'} canCheck={attempt.showCorrectAnswerInstantly}
        checking={runner.checking === id} offline={syncState.offline} refused={runner.refused.get(id) ?? null} focus={runner.focusId === id}
        attempt={runner.ids}
        onChange={(response, typing) => runner.change(question, response, typing)}
        onFlag={(flagged) => runner.flag(question, flagged)}
        onCheck={() => void runner.check(question)}
      >
        {children.length > 0 ? children.map((child) => card(child, 3)) : undefined}
      </QuestionCard>
    );
  };
  const topLevel = view.questions.filter((question) => question.parentId === null).sort((a, b) => a.page - b.page || a.position - b.position);
  const unanswered = runner.pages.filter((page) => !page.answered).map((page) => page.page + 1);
  const flagged = runner.pages.filter((page) => page.flagged).map((page) => page.page + 1);
  const onePage = attempt.oneQuestionAtATime;
  const busyMoving = move.state === 'waiting' || move.state === 'loading';

  return (
    <Layout data-testid="exam-attempt" data-page={attempt.page}>
      <ScreenHeading>{title}</ScreenHeading>
      {attempt.isInstructorAttempt && <Notice $tone="info"><p>{t('runner.instructorAttempt')}</p></Notice>}
      <div className="bar" data-testid="runner-bar">
        {attempt.deadlineAt && <Timer deadlineAt={attempt.deadlineAt} serverNow={attempt.serverNow} receivedAt={current.receivedAt} onTimeUp={runner.onTimeUp} />}
        <SaveStatus state={syncState} />
        {onePage && <span>{t('runner.pageOf', { page: formatNumber(attempt.page + 1, language), count: attempt.pageCount, total: formatNumber(attempt.pageCount, language) })}</span>}
        <Button type="button" className="submit" onClick={() => setConfirming(true)} disabled={locked || submission.state !== 'idle'} data-testid="submit-attempt">
          {t('submit.button')}
        </Button>
      </div>
      <Navigator pages={runner.pages} current={onePage ? attempt.page : null} onGo={(page) => void runner.goTo(page)} />
      <div aria-live="polite" data-testid="runner-messages">
        {runner.timeUp && !runner.closed && <Notice $tone="warning"><p>{t('runner.timeUp')}</p></Notice>}
        {runner.closed && <Closed courseId={runner.ids.courseId} examId={attempt.subsectionExamId} />}
        {move.state === 'waiting' && <Notice><p>{syncState.offline ? t('move.offline') : t('move.saving')}</p></Notice>}
        {move.state === 'failed' && (
          <Notice $tone="error">
            <p>{t(`move.failed.${move.code}`, { defaultValue: t('move.failed.other') })}</p>
            {move.code !== 'exm-005' && <Button type="button" $variant="ghost" onClick={() => void runner.goTo(move.page)}>{t('retry', { ns: 'common' })}</Button>}
          </Notice>
        )}
        {submission.state === 'waiting' && <Notice data-testid="submit-waiting"><p>{syncState.offline ? t('submit.waitingOffline') : t('submit.waitingSaves')}</p></Notice>}
        {submission.state === 'sending' && <Notice><p>{t('submit.sending')}</p></Notice>}
        {submission.state === 'failed' && <Notice $tone="error" role="alert"><p>{t('submit.failed')}</p></Notice>}
      </div>
      <div className="questions" aria-busy={move.state === 'loading'}>{topLevel.map((question) => card(question, 2))}</div>
      {onePage && (
        <div className="pages">
          <Button
            type="button" $variant="ghost" data-testid="previous-page"
            disabled={!attempt.multiDirectional || attempt.page <= 0 || busyMoving || locked} onClick={() => void runner.goTo(attempt.page - 1)}
          >
            {t('runner.previous')}
          </Button>
          {attempt.page < attempt.pageCount - 1 && (
            <Button type="button" data-testid="next-page" disabled={busyMoving || locked} onClick={() => void runner.goTo(attempt.page + 1)}>
              {t('runner.next')}
            </Button>
          )}
        </div>
      )}
      {confirming && (
        <SubmitDialog
          unanswered={unanswered} flagged={flagged} offline={syncState.offline} onClose={() => setConfirming(false)}
          onSubmit={() => { setConfirming(false); void runner.submit(); }}
        />
      )}
    </Layout>
  );
}

function Closed({ courseId, examId }: { courseId: number; examId: number }) {
  const { t } = useTranslation('mfe-exams');
  return (
    <Notice $tone="warning" data-testid="attempt-closed">
      <p>{t('runner.closed')}</p>
      <p><BackToLanding courseId={courseId} examId={examId} /></p>
    </Notice>
  );
}
