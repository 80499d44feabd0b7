import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { Language } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { useMutation, useQueryClient } from '@halaqa/query';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { EmptyState, failureText, formatMoney, PageFrame, useFocusOnArrival } from '@halaqa/ui/pages';
import { book } from '../../../api/coaching-calls';
import { coachingKeys } from '../../../api/coaching-queries';
import type { Booking, CoachProfile, SessionKind, Slot } from '../../../api/coaching-types';
import { coachingPaths } from '../../../definition';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Notice, Section } from '../ui/Facts';
import { RouteCoachStates, useRouteCoach } from '../ui/RouteCoach';
import { formatWhen, memberTimeZone, zoneLabel } from '../ui/time';
import { isSlotGone } from './booking-failure';
import { kindsFor, slotKindOf } from './book-kinds';
import { HeldSession } from './HeldSession';
import { SlotPicker } from './SlotPicker';

const Kinds = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  legend { font-weight: 700; margin-block-end: 8px; }
  label { display: flex; gap: 8px; align-items: center; min-block-size: 44px; }
`;

/** After a free or credit booking: it is confirmed. */
function Booked({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  // The dialog and the button that opened it are gone: reading goes on from here.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <Section data-testid="booked">
      <h2 ref={heading} tabIndex={-1}>{t('book.booked')}</h2>
      <p data-testid="booked-when">{t('book.bookedWhen', { when: formatWhen(booking.startsAt, i18n.language), zone: zoneLabel(memberTimeZone(), i18n.language) })}</p>
      <p>{t('book.meetingNote')}</p>
      <Link to={coachingPaths.mySessions()}>{t('book.toMySessions')}</Link>
    </Section>
  );
}

function Booker({ coach }: { coach: CoachProfile }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const language = i18n.language as Language;
  const queryClient = useQueryClient();
  const kinds = kindsFor(coach);
  const [kind, setKind] = useState<SessionKind>(kinds[0]!);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [booked, setBooked] = useState<Booking | null>(null);
  const [slotGone, setSlotGone] = useState(false);
  const booking = useMutation({
    mutationFn: () => book(coach.id, { startsAt: slot!.startsAt, kind }),
    onSuccess: (made) => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: coachingKeys.all });
      setBooked(made);
    },
    onError: (error) => {
      setConfirming(false);
      if (isSlotGone(error)) {
        setSlot(null);
        setSlotGone(true);
        void queryClient.invalidateQueries({ queryKey: ['coaching', 'slots', coach.id] });
      }
    },
  });

  if (booked) return booked.status === 'HELD' ? <HeldSession booking={booked} coachName={coach.name} /> : <Booked booking={booked} />;

  const kindLabel = (each: SessionKind) => each === 'FREE'
    ? t('book.kind.FREE', { minutes: coach.freeSessionDuration, count: coach.me.freeSessionsLeft })
    : each === 'CREDIT' ? t('book.kind.CREDIT', { count: coach.me.creditsWithCoach })
      : t('book.kind.PAID', { price: formatMoney(coach.price, coach.currency, language), minutes: coach.sessionDuration });

  const bookingError = booking.error && !isSlotGone(booking.error) ? booking.error : null;
  return (
    <>
      <Kinds data-testid="kinds">
        <legend>{t('book.kindTitle')}</legend>
        {kinds.map((each) => (
          <label key={each}>
            <input type="radio" name="kind" value={each} checked={kind === each} onChange={() => { setKind(each); setSlot(null); }} />
            {kindLabel(each)}
          </label>
        ))}
      </Kinds>
      {slotGone ? <Notice $tone="error" role="alert" data-testid="slot-gone">{t('errors.cch-002')}</Notice> : null}
      {bookingError ? <Notice $tone="error" role="alert" data-testid="book-error">{failureText(t, bookingError, 'mfe-coaching')}</Notice> : null}
      <SlotPicker
        key={slotKindOf(kind)} providerId={coach.id} kind={slotKindOf(kind)} maximumFutureDays={coach.maximumFutureDays}
        coachTimeZone={coach.timeZone} chosen={slot} onChoose={(next) => { setSlot(next); if (next) setSlotGone(false); }}
      />
      <p>
        <Button type="button" disabled={!slot || booking.isPending} onClick={() => setConfirming(true)} data-testid="continue">
          {t('book.continue')}
        </Button>
      </p>
      {confirming && slot ? (
        <ConfirmDialog
          title={t('book.confirmTitle')} confirm={kind === 'PAID' ? t('book.confirmPaid') : t('book.confirm')}
          busy={booking.isPending} onConfirm={() => booking.mutate()} onClose={() => setConfirming(false)}
        >
          <p data-testid="confirm-summary">
            {t('book.summary', { coach: coach.name, when: formatWhen(slot.startsAt, language), zone: zoneLabel(memberTimeZone(), language) })}
          </p>
          <p>{kindLabel(kind)}</p>
          {kind === 'PAID' ? <p>{t('book.paidNote')}</p> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** /coaching/coaches/:coachId/book: choose a kind, a day and a time, confirm; paid sessions go to the cart. */
export function BookSessionPage({ params, title }: PageProps) {
  const { t } = useTranslation('mfe-coaching');
  const { coachId, coach } = useRouteCoach(params.coachId);
  const heading = coach.data ? t('book.title', { name: coach.data.name }) : title ?? t('pages.bookSession');
  return (
    <PageFrame title={heading} testId="book-session-page">
      <RouteCoachStates coachId={coachId} coach={coach}>
        {(found) => (found.isMe ? <EmptyState>{t('errors.cch-010')}</EmptyState> : <Booker coach={found} />)}
      </RouteCoachStates>
    </PageFrame>
  );
}
