import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { useSession } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { EmptyState, failureCode, LoadingState, PageFrame, RichText } from '@halaqa/ui/pages';
import { useEvent } from '../../../api/events-queries';
import type { EventDetails } from '../../../api/events-types';
import { socialPaths } from '../../../definition';
import { EventCover } from '../ui/EventCover';
import { EventsFailure } from '../ui/EventsFailure';
import { FavoriteToggle } from '../ui/FavoriteToggle';
import { StatusBadge } from '../ui/EventFacts';
import { formatDecimal, formatEventTime, idOf, mapLinkOf } from '../ui/format';
import { Attachments } from './Attachments';
import { JoinBox } from './JoinBox';
import { People } from './People';
import { ShareActions } from './ShareActions';
import { useRecordSeen } from './use-record-seen';

const Crumbs = styled.nav`
  margin-block-end: 12px;
  font-size: 0.9rem;
  ol { display: flex; flex-wrap: wrap; gap: 4px 8px; margin: 0; padding: 0; list-style: none; }
  li + li::before { content: '/'; margin-inline-end: 8px; color: ${({ theme }) => theme.colors.muted}; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 340px;
    > aside { grid-column: 2; grid-row: 1; position: sticky; inset-block-start: 16px; align-self: start; }
    > div { grid-column: 1; grid-row: 1; }
  }
  h2 { margin: 0 0 12px; font-size: 1.25rem; }
  > div > section, > div > figure { margin-block: 0 28px; }
  > aside { display: flex; flex-direction: column; gap: 16px; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
`;

const Cancelled = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.errorSurface};
  color: ${({ theme }) => theme.colors.error};
  font-weight: 700;
`;

const Cover = styled.figure`
  margin: 0;
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  overflow: hidden;
`;

/** /event/{eventId}: what the event is, who hosts it, when and where, and taking a place. */
export function EventPage({ params, title }: PageProps) {
  const { t } = useTranslation('mfe-social');
  const eventId = idOf(params.eventId);
  if (eventId === null) {
    return <PageFrame title={title ?? t('pages.event')} testId="event-page"><NotFound /></PageFrame>;
  }
  return <EventById eventId={eventId} pageTitle={title ?? t('pages.event')} />;
}

function NotFound() {
  const { t } = useTranslation('mfe-social');
  return (
    <EmptyState action={<Link to={socialPaths.events()}>{t('events.details.allEvents')}</Link>}>
      <span data-testid="event-not-found">{t('events.details.notFound')}</span>
    </EmptyState>
  );
}

function EventById({ eventId, pageTitle }: { eventId: number; pageTitle: string }) {
  const { t } = useTranslation('mfe-social');
  const { signedIn } = useSession();
  const event = useEvent(eventId);
  useRecordSeen(eventId, signedIn);
  const crumbs = (current: string) => (
    <Crumbs aria-label={t('events.details.breadcrumb')}>
      <ol>
        <li><Link to={socialPaths.events()}>{t('pages.events')}</Link></li>
        <li><span aria-current="page" dir="auto">{current}</span></li>
      </ol>
    </Crumbs>
  );
  let content: ReactNode;
  if (event.isPending) content = <LoadingState />;
  else if (event.isError) {
    content = failureCode(event.error) === ERROR_CODES.NOT_FOUND
      ? <NotFound />
      : <EventsFailure error={event.error} onRetry={() => void event.refetch()} />;
  } else content = <EventView event={event.data} />;
  const heading = event.data?.title ?? pageTitle;
  return <PageFrame title={heading} testId="event-page" before={crumbs(heading)}>{content}</PageFrame>;
}

function EventView({ event }: { event: EventDetails }) {
  const { t } = useTranslation('mfe-social');
  const language = usePageLanguage();
  const { signedIn } = useSession();
  const map = event.type === 'ON_SITE' && event.latitude !== null && event.longitude !== null ? mapLinkOf(event.latitude, event.longitude) : null;
  const facts: Array<[label: string, value: ReactNode]> = [
    [t('events.details.when'), <time key="when" dateTime={event.startTime}>{formatEventTime(event.startTime, event.endingTime, language)}</time>],
    [t('events.details.type'), t(`events.type.${event.type}`)],
    [t('events.details.language'), t(`events.language.${event.language}`)],
    ...(event.location ? [[t('events.details.place'), <span key="place" dir="auto">{event.location}</span>] as [string, ReactNode]] : []),
    ...(event.creditHours ? [[t('events.details.creditHours'), formatDecimal(event.creditHours, language)] as [string, ReactNode]] : []),
    ...(event.ceu ? [[t('events.details.ceu'), formatDecimal(event.ceu, language)] as [string, ReactNode]] : []),
    ...(event.myCreditHours ? [[t('events.details.myCreditHours'), formatDecimal(event.myCreditHours, language)] as [string, ReactNode]] : []),
  ];
  return (
    <>
      {event.cancelled && <Cancelled role="status" data-testid="event-cancelled">{t('events.details.cancelled')}</Cancelled>}
      <Columns>
        <aside aria-label={t('events.details.actions')}>
          <JoinBox event={event} />
          {event.meetingUrl && (
            <Button as="a" href={event.meetingUrl} target="_blank" rel="noopener noreferrer" data-testid="meeting-link">
              {t('events.details.meeting')}
            </Button>
          )}
          <ShareActions event={event}>
            {signedIn && <FavoriteToggle event={event} />}
          </ShareActions>
          {(event.amHost || event.canManage) && (
            <Button as={Link} to={socialPaths.eventCheckIn(event.id)} $variant="secondary" data-testid="to-check-in">{t('events.details.checkIn')}</Button>
          )}
        </aside>
        <div>
          <Cover><EventCover url={event.coverUrl} priority /></Cover>
          <section aria-labelledby="event-facts-title">
            <StatusBadge status={event.myStatus} />
            <h2 id="event-facts-title">{t('events.details.facts')}</h2>
            <Facts data-testid="event-facts">
              {facts.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Facts>
            {map && (
              <p><a href={map} target="_blank" rel="noopener noreferrer" data-testid="map-link">{t('events.details.map')}</a></p>
            )}
          </section>
          <TextSection id="description" title={t('events.details.description')} html={event.description} />
          <TextSection id="outline" title={t('events.details.outline')} html={event.outline} />
          <TextSection id="audience" title={t('events.details.audience')} html={event.targetAudience} />
          <People hosts={event.hosts} guests={event.guests} />
          <Attachments eventId={event.id} attachments={event.attachments} canManage={event.canManage} />
        </div>
      </Columns>
    </>
  );
}

/** A rich-text part of the event (sanitized by the API and again by the shared renderer); nothing when empty. */
function TextSection({ id, title, html }: { id: string; title: string; html: string }) {
  if (!html.replace(/<[^>]*>/g, '').trim()) return null;
  return (
    <section aria-labelledby={`event-${id}-title`}>
      <h2 id={`event-${id}-title`}>{title}</h2>
      <RichText html={html} testId={`event-${id}`} />
    </section>
  );
}
