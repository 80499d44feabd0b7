import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link } from '@halaqa/router';
import { useSession } from '@halaqa/session';
import { QueryStates, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { dateTimeFormat } from '@halaqa/i18n';
import { shellPaths } from '../../../definition';
import { SUPPORT_NAMESPACE } from '../../../i18n/support-texts';
import { useTicket } from '../api/ticket-queries';
import { Conversation } from '../components/Conversation';
import { StatusBadge } from '../components/StatusBadge';
import { isolate } from '../isolate';
import { useSupportTexts } from '../use-support-texts';
import { ReplyForm } from './ReplyForm';
import { BACK_TO_LIST, searchOf, type SupportAddress } from './support-address';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  margin-block-end: 8px;
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  h2 { margin: 0; font-size: 1.35rem; overflow-wrap: anywhere; }
  h2:focus { outline: none; }
`;

const Meta = styled.p`
  margin: 8px 0 20px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

/** One ticket: its conversation, and the form to answer (the staff: also its status). */
export function TicketView({ ticketId, from }: { ticketId: number; from: Pick<SupportAddress, 'view' | 'page'> }) {
  const { t, i18n } = useSupportTexts();
  const session = useSession();
  const query = useTicket(ticketId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loadedId = query.data?.id;
  // Opening a ticket takes the focus to its subject, once it is there.
  useEffect(() => {
    if (loadedId !== undefined) heading.current?.focus();
  }, [loadedId]);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <article data-testid="ticket-view">
      <Back to={{ pathname: shellPaths.technicalSupport(), search: searchOf(from) }} state={BACK_TO_LIST} data-testid="ticket-back">{t('tickets.back')}</Back>
      <QueryStates query={query} namespace={SUPPORT_NAMESPACE} loading={<SkeletonRegion label={t('ticket.loading')}><SkeletonText lines={4} /></SkeletonRegion>}>
        {(ticket) => {
          const own = ticket.requester.userId !== null && ticket.requester.userId === session.userId;
          const staff = session.portals.isAdministrator && !own;
          return (
            <>
              <Header>
                <h2 ref={heading} tabIndex={-1} dir="auto" data-testid="ticket-subject">{ticket.subject}</h2>
                <StatusBadge status={ticket.status} />
              </Header>
              <Meta>
                {t(`source.${ticket.source}`)} · {t('tickets.opened', { date: date.format(new Date(ticket.createdAt)) })}
                {staff && <> · {t('tickets.from', { name: isolate(ticket.requester.name), email: isolate(ticket.requester.email) })}</>}
              </Meta>
              <Conversation
                messages={ticket.messages}
                reader={staff ? 'staff' : 'requester'}
                requesterName={ticket.requester.name}
                label={t('ticket.conversation')}
              />
              {ticket.status === 'resolved' && !staff && <Note data-testid="resolved-note">{t('ticket.resolvedNote')}</Note>}
              <ReplyForm key={ticket.id} ticket={ticket} staff={staff} />
            </>
          );
        }}
      </QueryStates>
    </article>
  );
}
