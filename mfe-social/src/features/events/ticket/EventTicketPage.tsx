import { useMemo, type ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { EmptyState, failureCode, LoadingState, PageFrame } from '@halaqa/ui/pages';
import { useEvent, useTicket } from '../../../api/events-queries';
import type { EventDetails, EventTicket } from '../../../api/events-types';
import { socialPaths } from '../../../definition';
import { EventsFailure } from '../ui/EventsFailure';
import { formatEventTime, formatMoment, idOf } from '../ui/format';

const Ticket = styled.article`
  max-inline-size: 520px;
  padding: 24px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 { margin: 0; font-size: 1.3rem; overflow-wrap: anywhere; }
  h3 { margin: 0 0 8px; font-size: 1.05rem; }
  p { margin: 0; line-height: 1.5; }
  ul { margin: 0; padding-inline-start: 18px; }
  img { display: block; inline-size: min(100%, 280px); block-size: auto; margin-inline: auto; background: #fff; padding: 8px; }
  @media print {
    border-color: #000;
    max-inline-size: none;
    break-inside: avoid;
  }
`;

const Code = styled.code`
  display: block;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.background};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
  user-select: all;
  direction: ltr;
  text-align: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block-start: 20px;
  /* Printed: the ticket alone. */
  @media print { display: none; }
`;

/** Printed, the page is the ticket alone: the site's bars, menus and this page's buttons stay off the paper. */
const PrintTicketOnly = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-ticket], [data-print-ticket] * { visibility: visible; }
    [data-print-ticket] { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 100%; }
  }
`;

/** The QR as an image (the API's SVG, kept out of the page's markup), named for the event. */
function qrSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** /event/{eventId}/ticket: the member's ticket to show at the door, with its QR, its code and its check-ins; printable. */
export function EventTicketPage({ params, title }: PageProps) {
  const { t } = useTranslation('mfe-social');
  const eventId = idOf(params.eventId);
  const pageTitle = title ?? t('pages.eventTicket');
  return (
    <PageFrame title={pageTitle} testId="event-ticket-page">
      {eventId === null ? <NoTicket eventId={null} /> : <TicketById eventId={eventId} />}
    </PageFrame>
  );
}

function NoTicket({ eventId }: { eventId: number | null }) {
  const { t } = useTranslation('mfe-social');
  return (
    <EmptyState action={<Link to={eventId === null ? socialPaths.events() : socialPaths.event(eventId)}>{t(eventId === null ? 'events.details.allEvents' : 'events.ticket.toEvent')}</Link>}>
      <span data-testid="no-ticket">{t('events.ticket.none')}</span>
    </EmptyState>
  );
}

function TicketById({ eventId }: { eventId: number }) {
  const ticket = useTicket(eventId);
  const event = useEvent(eventId);
  let content: ReactNode;
  const failed = ticket.error ?? event.error;
  if (ticket.isPending || event.isPending) content = <LoadingState />;
  else if (failed) {
    const code = failureCode(failed);
    content = code === ERROR_CODES.EVENT_NOT_ENROLLED || code === ERROR_CODES.NOT_FOUND
      ? <NoTicket eventId={code === ERROR_CODES.NOT_FOUND ? null : eventId} />
      : <EventsFailure error={failed} onRetry={() => { void ticket.refetch(); void event.refetch(); }} />;
  } else content = <TicketView ticket={ticket.data!} event={event.data!} />;
  return <>{content}</>;
}

function TicketView({ ticket, event }: { ticket: EventTicket; event: EventDetails }) {
  const { t } = useTranslation('mfe-social');
  const language = usePageLanguage();
  const source = useMemo(() => qrSource(ticket.qrSvg), [ticket.qrSvg]);
  return (
    <>
      <PrintTicketOnly />
      <Ticket aria-labelledby="ticket-event-title" data-testid="ticket" data-print-ticket="">
        <h2 id="ticket-event-title" dir="auto">{event.title}</h2>
        <p><time dateTime={event.startTime}>{formatEventTime(event.startTime, event.endingTime, language)}</time></p>
        {event.location && <p dir="auto">{event.location}</p>}
        <p data-testid="ticket-status">{t(`events.status.${ticket.status}`)}</p>
        <img src={source} alt={t('events.ticket.qrAlt', { title: event.title })} width={280} height={280} data-testid="ticket-qr" />
        <div>
          <h3 id="ticket-code-title">{t('events.ticket.codeTitle')}</h3>
          <p>{t('events.ticket.codeHint')}</p>
          <Code aria-labelledby="ticket-code-title" data-testid="ticket-code" dir="ltr">{ticket.code}</Code>
        </div>
        <div>
          <h3>{t('events.ticket.checkIns')}</h3>
          {ticket.checkIns.length === 0
            ? <p data-testid="no-check-ins">{t('events.ticket.noCheckIns')}</p>
            : (
              <ul data-testid="ticket-check-ins">
                {ticket.checkIns.map((checkIn) => (
                  <li key={`${checkIn.attendanceItemId}-${checkIn.checkedInAt}`}>
                    {t('events.ticket.checkedInAt', { at: formatMoment(checkIn.checkedInAt, language) })}
                  </li>
                ))}
              </ul>
            )}
        </div>
      </Ticket>
      <Actions>
        <Button type="button" onClick={() => window.print()} data-testid="print-ticket">{t('events.ticket.print')}</Button>
        <Button as={Link} to={socialPaths.event(event.id)} $variant="ghost">{t('events.ticket.toEvent')}</Button>
      </Actions>
    </>
  );
}
