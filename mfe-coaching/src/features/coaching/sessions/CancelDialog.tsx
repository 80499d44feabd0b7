import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { useMutation, useQueryClient } from '@halaqa/query';
import { controlCss, failureCode, failureText } from '@halaqa/ui/pages';
import { cancelBooking } from '../../../api/coaching-calls';
import { coachingKeys } from '../../../api/coaching-queries';
import { detailInstant } from '../../../api/coaching-request';
import type { Booking } from '../../../api/coaching-types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Notice } from '../ui/Facts';
import { formatWhen } from '../ui/time';

const Reason = styled.label`
  display: block;
  margin-block-end: 12px;
  font-weight: 600;
  textarea { ${controlCss}; display: block; min-block-size: 72px; margin-block-start: 6px; }
`;

/** What a refused cancellation or rescheduling says: too late names the deadline the API gave. */
export function useRefusalText() {
  const { t, i18n } = useTranslation('mfe-coaching');
  return (error: unknown) => {
    const until = failureCode(error) === 'cch-005' ? detailInstant(error, 'allowedUntil') : null;
    return until ? t('sessions.tooLate', { until: formatWhen(until, i18n.language) }) : failureText(t, error, 'mfe-coaching');
  };
}

/** Asks before cancelling, saying until when the member may; a refusal is shown in the dialog. */
export function CancelDialog({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const queryClient = useQueryClient();
  const refusal = useRefusalText();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.id, reason.trim() || undefined),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coachingKeys.all });
      onClose();
    },
  });
  const asMember = booking.myRole === 'MEMBER';
  const until = booking.cancellableUntil;
  return (
    <ConfirmDialog title={t('sessions.cancelTitle')} confirm={t('sessions.cancelConfirm')} busy={cancel.isPending} onConfirm={() => cancel.mutate()} onClose={onClose} testId="cancel-dialog">
      <p>{t('sessions.cancelWhat', { when: formatWhen(booking.startsAt, i18n.language) })}</p>
      {asMember && until ? (
        <p data-testid="cancel-deadline">
          {t(Date.parse(until) > Date.now() ? 'sessions.cancelUntil' : 'sessions.tooLate', { until: formatWhen(until, i18n.language) })}
        </p>
      ) : null}
      {!asMember ? <p>{t('sessions.coachCancelNote')}</p> : null}
      <Reason>
        {t('sessions.reason')}
        <textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </Reason>
      {cancel.error ? <Notice $tone="error" role="alert" data-testid="cancel-error">{refusal(cancel.error)}</Notice> : null}
    </ConfirmDialog>
  );
}
