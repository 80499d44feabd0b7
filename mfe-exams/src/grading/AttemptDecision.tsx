import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Formik } from 'formik';
import { useTranslation } from '@halaqa/i18n';
import { GRADING_NAMESPACES } from '../i18n/exam-texts';
import { Button } from '@halaqa/ui';
import { Dialog } from '@halaqa/ui/pages';
import { FocusingForm, FormError, FormikTextArea, SubmitButton } from '@halaqa/ui/forms';
import { useDecideAttempt } from '../api/review-queries';
import type { AttemptDecision as Decision, ManagedAttemptSummary } from '../api/review-types';
import { Notice, Panel } from '../shared/ui';
import { decisionSchemaOf } from './decision-form';
import { refusalText } from './refusal-text';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

/** Blocks 12 px apart; the empty live region (there before anything is told, as live regions must be) takes no room. */
const Body = styled.div`
  > * { margin: 0; }
  > * + *:not(:empty) { margin-block-start: 12px; }
  p { margin-block-end: 0; }
  .hint { color: ${({ theme }) => theme.colors.muted}; }
  [data-focus-target]:focus { outline: none; }
`;

const TITLES: Record<Decision, string> = { approve: 'approveTitle', reject: 'rejectTitle', cancel: 'cancelTitle' };
const BODIES: Record<Decision, string> = { approve: 'approveBody', reject: 'rejectBody', cancel: 'cancelBody' };

/**
 * The attempt's decision (spec section 4, exam attempt states): approve (every
 * answer that needs a review has one; a graded attempt is scored again),
 * reject (counts as 0 %) or cancel (no longer counts, the member gets the
 * attempt back), each confirmed in a dialog with a note for the member
 * (required to reject or cancel). The API's refusal (exm-007) is said in the dialog.
 */
export function AttemptDecision({ courseId, attempt, unsaved }: { courseId: number; attempt: ManagedAttemptSummary; unsaved: boolean }) {
  const { t } = useTranslation(GRADING_NAMESPACES, { nsMode: 'fallback' });
  const decide = useDecideAttempt(courseId, attempt.id);
  const [choosing, setChoosing] = useState<Decision | null>(null);
  const [done, setDone] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const open = attempt.status === 'NEEDS_REVIEW' || attempt.status === 'GRADED';
  const pending = attempt.status === 'NEEDS_REVIEW' ? attempt.pendingReviews : 0;
  const hintId = `decision-hint-${attempt.id}`;
  const hinted = pending > 0 || attempt.status === 'GRADED';

  // Told in place of the dialog that closed: the focus goes to what happened.
  useEffect(() => { if (done) doneRef.current?.focus(); }, [done]);

  const choose = (decision: Decision) => {
    setFailure(null);
    setDone(null);
    setChoosing(decision);
  };
  const confirm = async (decision: Decision, note: string) => {
    setFailure(null);
    try {
      await decide.mutateAsync({ decision, note: note.trim() === '' ? null : note.trim() });
      setChoosing(null);
      setDone(decision);
    } catch (error) {
      setFailure(refusalText(t, error, 'grading.decision.failed'));
    }
  };

  return (
    <Panel aria-labelledby="attempt-decision-title" data-testid="attempt-decision">
      <Body>
        <h2 id="attempt-decision-title">{t('grading.decision.title')}</h2>
        <div aria-live="polite">
          {done && (
            <Notice $tone="success" ref={doneRef} tabIndex={-1} data-focus-target data-testid="decision-done">
              <p>{t(`grading.decision.done.${done}`)}</p>
            </Notice>
          )}
        </div>
        {open
          ? (
            <>
              <p className="hint">{t('grading.decision.intro')}</p>
              {pending > 0 && <p id={hintId} data-testid="approve-blocked">{t('grading.decision.pendingFirst', { count: pending })}</p>}
              {attempt.status === 'GRADED' && <p id={hintId} className="hint">{t('grading.decision.approveAgainHint')}</p>}
              <Actions>
                <Button type="button" onClick={() => choose('approve')} disabled={pending > 0} aria-describedby={hinted ? hintId : undefined} data-testid="decide-approve">
                  {attempt.status === 'GRADED' ? t('grading.decision.approveAgain') : t('grading.decision.approve')}
                </Button>
                {!attempt.isRejected && (
                  <Button type="button" $variant="ghost" onClick={() => choose('reject')} data-testid="decide-reject">{t('grading.decision.reject')}</Button>
                )}
                <Button type="button" $variant="ghost" onClick={() => choose('cancel')} data-testid="decide-cancel">{t('grading.decision.cancel')}</Button>
              </Actions>
            </>
          )
          : <p className="hint" data-testid="decision-unavailable">{t('grading.decision.unavailable')}</p>}
      </Body>
      {choosing && (
        <Dialog title={t(`grading.decision.dialog.${TITLES[choosing]}`)} onClose={() => setChoosing(null)} testId="decision-dialog" width={560}>
          <Formik initialValues={{ note: '' }} validationSchema={decisionSchemaOf(choosing)} onSubmit={({ note }) => confirm(choosing, note)}>
            {({ isSubmitting }) => (
              <FocusingForm testId="decision-form">
                <Body>
                  <FormError>{failure}</FormError>
                  <p>{t(`grading.decision.dialog.${BODIES[choosing]}`)}</p>
                  {unsaved && <Notice $tone="warning" data-testid="unsaved-reviews"><p>{t('grading.decision.dialog.unsaved')}</p></Notice>}
                  <FormikTextArea id="decision-note" name="note" dir="auto" optional={choosing === 'approve'} label={t('grading.decision.dialog.note')} />
                  <Actions>
                    <SubmitButton saving={isSubmitting} data-testid="confirm-decision">{t(`grading.decision.${choosing}`)}</SubmitButton>
                    <Button type="button" $variant="ghost" onClick={() => setChoosing(null)}>{t('grading.decision.dialog.keep')}</Button>
                  </Actions>
                </Body>
              </FocusingForm>
            )}
          </Formik>
        </Dialog>
      )}
    </Panel>
  );
}
