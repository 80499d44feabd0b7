import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureText } from '@halaqa/ui/pages';
import { bus } from '@halaqa/bus';
import { invitationFile } from '../../../api/coaching-calls';
import type { Booking } from '../../../api/coaching-types';
import { CoachAvatar } from '../ui/CoachAvatar';
import { CardItem, Facts } from '../ui/Facts';
import { formatWhen } from '../ui/time';
import { CancelDialog } from './CancelDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { fileSaver } from './save-file';


const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block-start: 12px;
`;

/** One session: with whom, when (the member's zone), kind and status; join, calendar, cancel and reschedule. */
export function SessionItem({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const [saving, setSaving] = useState(false);
  const other = booking.myRole === 'MEMBER' ? booking.coach : booking.member;
  const ahead = booking.status !== 'CANCELLED' && Date.parse(booking.endsAt) > Date.now();
  const asMember = booking.myRole === 'MEMBER';

  async function addToCalendar() {
    setSaving(true);
    try {
      fileSaver.save(await invitationFile(booking.id), `coaching-session-${booking.id}.ics`);
    } catch (error) {
      bus.emit('toast', { type: 'error', message: failureText(t, error, 'mfe-coaching') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <CardItem data-testid="session">
      <CoachAvatar name={other.name} url={other.avatarUrl} size={48} />
      <div>
        <h3>{t(asMember ? 'sessions.withCoach' : 'sessions.withMember', { name: other.name })}</h3>
        <p data-testid="session-when">{formatWhen(booking.startsAt, i18n.language)}</p>
        <Facts>
          <li data-testid="session-kind">{t(`sessions.kind.${booking.kind}`)}</li>
          <li data-testid="session-status">{t(`sessions.status.${booking.status}`)}</li>
          {booking.cancelOutcome ? <li>{t(`sessions.outcome.${booking.cancelOutcome}`)}</li> : null}
        </Facts>
        {ahead && booking.status === 'HELD' && booking.holdExpiresAt ? (
          <p>{t('sessions.held', { until: formatWhen(booking.holdExpiresAt, i18n.language) })}</p>
        ) : null}
        {ahead && asMember && booking.status === 'CONFIRMED' && booking.cancellableUntil === null ? <p>{t('sessions.noCancelling')}</p> : null}
        <Actions>
          {booking.meetingUrl ? (
            <Button as="a" href={booking.meetingUrl} target="_blank" rel="noopener noreferrer" data-testid="join">{t('sessions.join')}</Button>
          ) : null}
          {ahead && booking.status === 'CONFIRMED' ? (
            <Button type="button" $variant="secondary" onClick={() => void addToCalendar()} disabled={saving} data-testid="add-to-calendar">{t('sessions.addToCalendar')}</Button>
          ) : null}
          {ahead && booking.status === 'CONFIRMED' && asMember && booking.cancellableUntil !== null ? (
            <Button type="button" $variant="secondary" onClick={() => setDialog('reschedule')} data-testid="reschedule">{t('sessions.reschedule')}</Button>
          ) : null}
          {ahead && (!asMember || booking.cancellableUntil !== null) ? (
            <Button type="button" $variant="ghost" onClick={() => setDialog('cancel')} data-testid="cancel">{t('sessions.cancel')}</Button>
          ) : null}
        </Actions>
      </div>
      {dialog === 'cancel' ? <CancelDialog booking={booking} onClose={() => setDialog(null)} /> : null}
      {dialog === 'reschedule' ? <RescheduleDialog booking={booking} onClose={() => setDialog(null)} /> : null}
    </CardItem>
  );
}
