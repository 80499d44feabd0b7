import type { ReactNode } from 'react';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { EmptyState, failureCode, LoadingState, PageFrame } from '@halaqa/ui/pages';
import { useEvent } from '../../../api/events-queries';
import { socialPaths } from '../../../definition';
import { EventsFailure } from '../ui/EventsFailure';
import { idOf } from '../ui/format';
import { CheckInDesk } from './CheckInDesk';

/** /event/{eventId}/check-in: the hosts' door, checking tickets in for an attendance item, and who came. */
export function CheckInPage({ params, title }: PageProps) {
  const { t } = useTranslation('mfe-social');
  const eventId = idOf(params.eventId);
  const pageTitle = title ?? t('pages.eventCheckIn');
  return (
    <PageFrame title={pageTitle} testId="check-in-page">
      {eventId === null ? <Refused text={t('events.details.notFound')} eventId={null} /> : <DeskForEvent eventId={eventId} />}
    </PageFrame>
  );
}

function Refused({ text, eventId }: { text: string; eventId: number | null }) {
  const { t } = useTranslation('mfe-social');
  return (
    <EmptyState action={<Link to={eventId === null ? socialPaths.events() : socialPaths.event(eventId)}>{t(eventId === null ? 'events.details.allEvents' : 'events.ticket.toEvent')}</Link>}>
      <span data-testid="check-in-refused">{text}</span>
    </EmptyState>
  );
}

function DeskForEvent({ eventId }: { eventId: number }) {
  const { t } = useTranslation('mfe-social');
  const event = useEvent(eventId);
  let content: ReactNode;
  if (event.isPending) content = <LoadingState />;
  else if (event.isError) {
    content = failureCode(event.error) === ERROR_CODES.NOT_FOUND
      ? <Refused text={t('events.details.notFound')} eventId={null} />
      : <EventsFailure error={event.error} onRetry={() => void event.refetch()} />;
  } else if (!event.data.amHost && !event.data.canManage) {
    content = <Refused text={t('events.errors.evt-009')} eventId={eventId} />;
  } else content = <CheckInDesk event={event.data} />;
  return <>{content}</>;
}
