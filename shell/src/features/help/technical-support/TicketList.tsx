import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { SupportTicket } from '@halaqa/contracts/src/support';
import { Link, useLocation } from '@halaqa/router';
import { Card } from '@halaqa/ui';
import { EmptyState, Pagination, pageCountOf, QueryStates, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { dateTimeFormat } from '@halaqa/i18n';
import { shellPaths } from '../../../definition';
import { SUPPORT_NAMESPACE } from '../../../i18n/support-texts';
import { TICKET_PAGE_SIZE, useTickets } from '../api/ticket-queries';
import { StatusBadge } from '../components/StatusBadge';
import { isolate } from '../isolate';
import { useSupportTexts } from '../use-support-texts';
import { isListArrival, searchOf, type SupportAddress } from './support-address';

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25rem;
  &:focus { outline: none; }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card)`
  padding: 16px 20px;
  .top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
  h3 { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
  h3 a { color: ${({ theme }) => theme.colors.primaryText}; }
  p { margin: 6px 0 0; font-size: 0.9rem; color: ${({ theme }) => theme.colors.muted}; }
`;

function TicketItem({ ticket, showRequester }: { ticket: SupportTicket; showRequester: boolean }) {
  const { t, i18n } = useSupportTexts();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <li>
      <Item as="article" data-testid="ticket-item">
        <div className="top">
          <h3 dir="auto"><Link to={{ pathname: shellPaths.technicalSupport(), search: searchOf({ ticketId: ticket.id }) }}>{ticket.subject}</Link></h3>
          <StatusBadge status={ticket.status} />
        </div>
        <p>
          {t(`source.${ticket.source}`)} · {t('tickets.opened', { date: date.format(new Date(ticket.createdAt)) })}
          {' · '}{t('tickets.updated', { date: date.format(new Date(ticket.updatedAt)) })}
        </p>
        {showRequester && <p>{t('tickets.from', { name: isolate(ticket.requester.name), email: isolate(ticket.requester.email) })}</p>}
      </Item>
    </li>
  );
}

/** The member's tickets (or, `all`, the organization's), newest first, a page at a time. */
export function TicketList({ address, onPage }: { address: SupportAddress; onPage(page: number): void }) {
  const { t } = useSupportTexts();
  const query = useTickets(address.view, address.page);
  const title = useRef<HTMLHeadingElement>(null);
  const all = address.view === 'all';
  const { state } = useLocation();
  // Back from a ticket or the form: the keyboard continues at the list, not at the top of the page.
  useEffect(() => {
    if (isListArrival(state)) title.current?.focus();
  }, [state]);
  return (
    <section aria-labelledby="support-ticket-list-title" data-testid="ticket-list">
      <Title id="support-ticket-list-title" ref={title} tabIndex={-1}>{all ? t('tickets.allTitle') : t('tickets.listTitle')}</Title>
      <QueryStates
        query={query}
        namespace={SUPPORT_NAMESPACE}
        loading={<SkeletonRegion label={t('tickets.loading')}><SkeletonText lines={3} /></SkeletonRegion>}
      >
        {(page) => (page.count === 0 ? <EmptyState>{all ? t('tickets.emptyAll') : t('tickets.empty')}</EmptyState> : (
          <>
            <List>{page.data.map((ticket) => <TicketItem key={ticket.id} ticket={ticket} showRequester={all} />)}</List>
            <Pagination
              page={address.page}
              pageCount={pageCountOf(page.count, TICKET_PAGE_SIZE)}
              label={t('tickets.pagesLabel')}
              onPageChange={(next) => {
                onPage(next);
                title.current?.focus();
              }}
            />
          </>
        ))}
      </QueryStates>
    </section>
  );
}
