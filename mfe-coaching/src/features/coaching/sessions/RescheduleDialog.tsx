import { useState } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { useMutation, useQueryClient } from '@halaqa/query';
import { Button, ButtonRow } from '@halaqa/ui';
import { Dialog } from '@halaqa/ui/pages';
import { rescheduleBooking } from '../../../api/coaching-calls';
import { coachingKeys } from '../../../api/coaching-queries';
import type { Booking, Slot } from '../../../api/coaching-types';
import { isSlotGone } from '../booking/booking-failure';
import { slotKindOf } from '../booking/book-kinds';
import { SlotPicker } from '../booking/SlotPicker';
import { Notice } from '../ui/Facts';
import { formatWhen } from '../ui/time';
import { useRefusalText } from './CancelDialog';

/** The API's own limit on how far ahead a day can be (the coach's may be shorter: those days have no times). */
const MOST_FUTURE_DAYS = 365;

/** Moves the member's session to another time of the same coach (same kind and length). */
export function RescheduleDialog({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const common = useTranslation('common').t;
  const queryClient = useQueryClient();
  const refusal = useRefusalText();
  const [slot, setSlot] = useState<Slot | null>(null);
  const move = useMutation({
    mutationFn: () => rescheduleBooking(booking.id, slot!.startsAt),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coachingKeys.all });
      onClose();
    },
    onError: (error) => {
      if (!isSlotGone(error)) return;
      setSlot(null);
      void queryClient.invalidateQueries({ queryKey: ['coaching', 'slots', booking.coach.id] });
    },
  });
  return (
    <Dialog title={t('sessions.rescheduleTitle')} onClose={onClose} width={720} testId="reschedule-dialog">
      <p>{t('sessions.rescheduleFrom', { when: formatWhen(booking.startsAt, i18n.language) })}</p>
      {move.error ? <Notice $tone="error" role="alert" data-testid="reschedule-error">{refusal(move.error)}</Notice> : null}
      <SlotPicker
        providerId={booking.coach.id} kind={slotKindOf(booking.kind)} maximumFutureDays={MOST_FUTURE_DAYS}
        coachTimeZone={booking.coach.timeZone} chosen={slot} onChoose={setSlot}
      />
      <ButtonRow>
        <Button type="button" $variant="ghost" onClick={onClose}>{common('form.cancel')}</Button>
        <Button type="button" disabled={!slot || move.isPending} aria-busy={move.isPending || undefined} onClick={() => move.mutate()} data-testid="reschedule-confirm">
          {slot ? t('sessions.rescheduleTo', { when: formatWhen(slot.startsAt, i18n.language) }) : t('sessions.rescheduleChoose')}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
