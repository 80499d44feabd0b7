import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { useSlotFills } from '@halaqa/mfe-runtime';
import { SlotFiller } from '@halaqa/mfe-runtime/slots';
import { Link } from '@halaqa/router';
import { useSession } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { Dialog, failureCode, LoadingState } from '@halaqa/ui/pages';
import { useJoinEvent, useLeaveEvent } from '../../../api/events-mutations';
import type { EventDetails, JoinAnswer } from '../../../api/events-types';
import { socialPaths } from '../../../definition';
import { PlacesLeft, PriceTag } from '../ui/EventFacts';
import { formatMoment } from '../ui/format';
import { SignInLink } from '../ui/SignInLink';
import { joinStateOf } from './join-state';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; line-height: 1.5; }
`;

const State = styled.p`
  font-weight: 700;
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The text of a join or leave failure: the events' text for its code, else the generic one. */
function useFailureText() {
  const { t } = useTranslation(['mfe-social', 'common']);
  return (error: unknown) => t(`events.errors.${failureCode(error)}`, { defaultValue: '' }) || t('somethingWentWrong', { ns: 'common' });
}

/**
 * Taking a place: join a free event, join the waitlist of a full one, buy a
 * paid one (commerce's purchase.action@1), or sign in first; and, holding a
 * place, the ticket and leaving. After an action the focus goes to the new
 * state, which is read out.
 */
export function JoinBox({ event }: { event: EventDetails }) {
  const { t } = useTranslation('mfe-social');
  const language = usePageLanguage();
  const { signedIn } = useSession();
  const join = useJoinEvent(event.id);
  const leave = useLeaveEvent(event.id);
  const failureText = useFailureText();
  const [confirming, setConfirming] = useState(false);
  const stateLine = useRef<HTMLParagraphElement>(null);
  const state = joinStateOf(event, signedIn, new Date());
  const stateKey = `${state.kind}:${event.waitlistPosition ?? ''}`;
  // The state an action started from; once the box shows another, the focus moves to it (not lost on a button that went away).
  const actedFrom = useRef<string | null>(null);
  const [awaitingFocus, setAwaitingFocus] = useState(false);
  useEffect(() => {
    if (!awaitingFocus || stateKey === actedFrom.current) return;
    stateLine.current?.focus();
    setAwaitingFocus(false);
  }, [awaitingFocus, stateKey]);

  function runJoin(waitlist: boolean) {
    actedFrom.current = stateKey;
    leave.reset();
    join.mutate(waitlist, {
      onSuccess: (answer: JoinAnswer) => {
        bus.emit('toast', {
          type: 'success',
          message: answer.status === 'WAITLISTED'
            ? (answer.position !== undefined
              ? t('events.join.waitlistedToast', { title: event.title, position: answer.position })
              : t('events.join.waitlistedNoPositionToast', { title: event.title }))
            : t('events.join.joinedToast', { title: event.title }),
        });
        setAwaitingFocus(true);
      },
    });
  }

  function runLeave() {
    actedFrom.current = stateKey;
    const wasWaitlisted = event.myStatus === 'WAITLISTED';
    join.reset();
    leave.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        bus.emit('toast', { type: 'success', message: t(wasWaitlisted ? 'events.join.leftWaitlistToast' : 'events.join.leftToast', { title: event.title }) });
        setAwaitingFocus(true);
      },
      onError: () => setConfirming(false),
    });
  }

  const error = join.error ?? leave.error;
  const stateText = (text: string) => <State ref={stateLine} tabIndex={-1} data-testid="join-state">{text}</State>;

  let body;
  switch (state.kind) {
    case 'CANCELLED':
      body = stateText(t('events.join.cancelled'));
      break;
    case 'ENDED':
      body = stateText(t('events.join.ended'));
      break;
    case 'OPENS_LATER':
      body = stateText(t('events.join.opensAt', { at: formatMoment(state.at, language) }));
      break;
    case 'CLOSED':
      body = stateText(t('events.join.closed'));
      break;
    case 'VISITOR':
      body = (
        <>
          <p>{t('events.join.visitor')}</p>
          <SignInLink label={t('events.join.signIn')} testId="sign-in-to-join" />
        </>
      );
      break;
    case 'ENROLLED':
      body = (
        <>
          {stateText(t('events.join.enrolled'))}
          <Actions>
            <Button as={Link} to={socialPaths.eventTicket(event.id)} data-testid="view-ticket">{t('events.join.viewTicket')}</Button>
            {!state.paid && (
              <Button type="button" $variant="ghost" onClick={() => setConfirming(true)} data-testid="leave-event">{t('events.join.leave')}</Button>
            )}
          </Actions>
          {state.paid && <p>{t('events.join.paidLeave')}</p>}
        </>
      );
      break;
    case 'WAITLISTED':
      body = (
        <>
          {stateText(state.position !== null ? t('events.join.waitlistPosition', { position: state.position }) : t('events.join.waitlisted'))}
          <Actions>
            <Button type="button" $variant="ghost" onClick={() => setConfirming(true)} data-testid="leave-waitlist">{t('events.join.leaveWaitlist')}</Button>
          </Actions>
        </>
      );
      break;
    case 'PAID_FULL':
      body = stateText(t('events.join.paidFull'));
      break;
    case 'BUY':
      body = <Purchase event={event} />;
      break;
    case 'WAITLIST':
      body = (
        <>
          {stateText(t('events.join.full'))}
          <Button type="button" onClick={() => runJoin(true)} disabled={join.isPending} data-testid="join-waitlist">{t('events.join.joinWaitlist')}</Button>
        </>
      );
      break;
    case 'JOIN':
      body = (
        <>
          {stateText(t('events.join.open'))}
          <Button type="button" onClick={() => runJoin(false)} disabled={join.isPending} data-testid="join-event">{t('events.join.join')}</Button>
        </>
      );
      break;
  }

  return (
    <Box aria-labelledby="join-title" data-testid="join-box" data-state={state.kind}>
      <h2 id="join-title">{t('events.join.title')}</h2>
      <PriceTag price={event.price} oldPrice={event.oldPrice} currency={event.currency} />
      <PlacesLeft placesLeft={event.placesLeft} />
      {body}
      {error && <Failure role="alert" data-testid="join-error">{failureText(error)}</Failure>}
      {confirming && (
        <Dialog
          title={event.myStatus === 'WAITLISTED' ? t('events.join.confirmLeaveWaitlistTitle') : t('events.join.confirmLeaveTitle')}
          onClose={() => setConfirming(false)}
          testId="leave-dialog"
        >
          <p dir="auto">{t('events.join.confirmLeaveBody', { title: event.title })}</p>
          <Actions>
            <Button type="button" $variant="ghost" onClick={() => setConfirming(false)}>{t('events.join.stay')}</Button>
            <Button type="button" onClick={runLeave} disabled={leave.isPending} data-testid="confirm-leave">
              {event.myStatus === 'WAITLISTED' ? t('events.join.leaveWaitlist') : t('events.join.leave')}
            </Button>
          </Actions>
        </Dialog>
      )}
    </Box>
  );
}

/** A paid event is bought through commerce (purchase.action@1, item type EVENT); without commerce, a note says so. */
function Purchase({ event }: { event: EventDetails }) {
  const { t } = useTranslation('mfe-social');
  const [purchase] = useSlotFills('purchase.action@1');
  if (!purchase) return <p data-testid="payment-required">{t('events.join.paymentUnavailable')}</p>;
  return <SlotFiller placed={purchase} props={{ itemType: 'EVENT', itemId: String(event.id), title: event.title }} fallback={<LoadingState />} />;
}
