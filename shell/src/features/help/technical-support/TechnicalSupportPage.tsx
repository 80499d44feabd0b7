import styled from 'styled-components';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { useSession } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { TabBar } from '@halaqa/ui/pages';
import { shellPaths } from '../../../definition';
import { HelpPageFrame } from '../components/HelpPageFrame';
import { useSupportTexts } from '../use-support-texts';
import { NewTicketForm } from './NewTicketForm';
import { BACK_TO_LIST, searchOf, useSupportAddress } from './support-address';
import { TicketList } from './TicketList';
import { TicketView } from './TicketView';
import { VisitorSupport } from './VisitorSupport';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-block-end: 16px;
  nav { margin-block-end: 0; flex: 1; }
`;

/** The member's part: the list (administrators: theirs or every ticket), a new ticket, or one ticket. */
function MemberSupport() {
  const { t } = useSupportTexts();
  const { portals } = useSession();
  const { address, go } = useSupportAddress();

  if (address.ticketId !== null) return <TicketView ticketId={address.ticketId} from={{ view: address.view, page: address.page }} />;
  if (address.composing) {
    return <NewTicketForm onCreated={(ticket) => go({ ticketId: ticket.id })} onCancel={() => go({ view: address.view, page: address.page }, BACK_TO_LIST)} />;
  }
  const tab = (view: 'mine' | 'all') => (
    <Link to={{ pathname: shellPaths.technicalSupport(), search: searchOf({ view }) }} aria-current={address.view === view ? 'page' : undefined}>
      {view === 'all' ? t('tickets.all') : t('tickets.mine')}
    </Link>
  );
  return (
    <>
      <Toolbar>
        {portals.isAdministrator ? <TabBar label={t('tickets.views')} testId="ticket-views">{tab('mine')}{tab('all')}</TabBar> : <span />}
        <Button type="button" onClick={() => go({ composing: true })} data-testid="new-ticket-button">{t('tickets.newTicket')}</Button>
      </Toolbar>
      <TicketList address={address} onPage={(page) => go({ view: address.view, page })} />
    </>
  );
}

/**
 * /technical-support (spec sections 2 and 7): members open tickets and
 * follow the answers; visitors are pointed to sign in or to the contact form.
 */
export function TechnicalSupportPage({ title }: PageProps) {
  const { t } = useSupportTexts();
  const { signedIn } = useSession();
  return (
    <HelpPageFrame title={title ?? ''} lead={t('tickets.lead')} testId="technical-support-page">
      {signedIn ? <MemberSupport /> : <VisitorSupport />}
    </HelpPageFrame>
  );
}
