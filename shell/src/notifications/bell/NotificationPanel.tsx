import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { Link } from '@halaqa/router';
import { NOTIFICATION_PANEL_PAGE_SIZE, type NotificationItem } from '@halaqa/contracts/src/notifications';
import { Button, Spinner } from '@halaqa/ui';
import { shellPaths } from '../../definition';
import { useNotificationActions, useNotificationPages, type NotificationFilter } from '../api/notification-queries';
import { useNotificationTexts } from '../notification-texts';
import { NotificationEntry } from './NotificationEntry';
import { NotificationSettings } from './NotificationSettings';

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  inset-inline-end: 0;
  z-index: 150;
  width: ${({ theme }) => theme.layout.notificationPanelWidth}px;
  max-width: calc(100vw - 16px);
  max-height: min(70vh, 560px);
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  overflow: hidden;
  /* A phone has no room beside the bell: the panel spans the screen under the app bar. */
  @media (max-width: 480px) {
    position: fixed;
    top: ${({ theme }) => theme.layout.appBarHeight + 4}px;
    inset-inline: 8px;
    width: auto;
    max-width: none;
  }
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px 4px;
  h2 { margin: 0; font-size: 1.0625rem; }
`;
const TextButton = styled.button`
  border: 0;
  background: none;
  padding: 4px;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &[aria-disabled='true'] { color: ${({ theme }) => theme.colors.muted}; cursor: default; }
`;
const TabList = styled.div`
  display: flex;
  gap: 4px;
  padding: 0 12px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  button {
    min-height: 40px;
    padding: 0 12px;
    border: 0;
    border-block-end: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.colors.muted};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] { color: ${({ theme }) => theme.colors.text}; border-block-end-color: ${({ theme }) => theme.colors.primaryText}; }
`;
const Body = styled.div`flex: 1; overflow-y: auto;`;
const Footer = styled.div`
  padding: 10px 16px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  a { color: ${({ theme }) => theme.colors.primaryText}; font-weight: 600; }
`;
const Message = styled.p`margin: 0; padding: 24px 16px; text-align: center; color: ${({ theme }) => theme.colors.muted};`;
const More = styled.div`padding: 12px; text-align: center;`;

type Tab = NotificationFilter | 'settings';
const TABS: Tab[] = ['all', 'unread', 'settings'];

function NotificationPages({ filter, onOpen }: { filter: NotificationFilter; onOpen(item: NotificationItem): void }) {
  const { t } = useNotificationTexts();
  const pages = useNotificationPages(filter, NOTIFICATION_PANEL_PAGE_SIZE);
  if (pages.isPending) return <Spinner label={t('loading')} />;
  if (pages.isError) {
    return <Message role="alert">{t('error')} <TextButton type="button" onClick={() => void pages.refetch()}>{t('retry')}</TextButton></Message>;
  }
  const items = pages.data.pages.flatMap((page) => page.data);
  if (!items.length) return <Message>{t(filter === 'unread' ? 'emptyUnread' : 'empty')}</Message>;
  return (
    <>
      <ul aria-label={t(`tabs.${filter}`)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => <li key={item.id}><NotificationEntry item={item} onOpen={onOpen} /></li>)}
      </ul>
      {pages.hasNextPage && (
        <More>
          <Button type="button" $variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} data-testid="notifications-load-more">
            {t('loadMore')}
          </Button>
        </More>
      )}
    </>
  );
}

/**
 * The bell's dropdown (spec section 2): tabs all / unread / settings (ARIA
 * tabs: arrow keys in the reading direction), mark all as read, see all.
 */
export function NotificationPanel({ id, unread, onClose }: { id: string; unread: number; onClose(returnFocus: boolean): void }) {
  const { t } = useNotificationTexts();
  const { direction } = useTheme();
  const [tab, setTab] = useState<Tab>('all');
  const { markRead, markAllRead } = useNotificationActions();
  const tabs = useRef<HTMLDivElement>(null);

  useEffect(() => {
    tabs.current?.querySelector<HTMLButtonElement>('[aria-selected="true"]')?.focus();
  }, []);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.indexOf(tab);
    const forward = (event.key === 'ArrowRight') !== (direction === 'rtl');
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (index + (forward ? 1 : -1) + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    tabs.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  const open = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate(item);
    if (item.to) onClose(false);
  };

  return (
    <Panel id={id} role="dialog" aria-labelledby={`${id}-title`} data-testid="notification-panel">
      <Header>
        <h2 id={`${id}-title`}>{t('panelTitle')}</h2>
        {/* aria-disabled, not disabled: the focus stays on it once everything is read. */}
        <TextButton type="button" aria-disabled={unread === 0} onClick={() => { if (unread > 0) markAllRead.mutate(); }} data-testid="notifications-mark-all">
          {t('markAllRead')}
        </TextButton>
      </Header>
      <TabList ref={tabs} role="tablist" aria-label={t('tabs.label')} onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" id={`${id}-tab-${name}`} aria-selected={tab === name} aria-controls={`${id}-body`}
            tabIndex={tab === name ? 0 : -1} onClick={() => setTab(name)} data-testid={`notifications-tab-${name}`}>
            {t(`tabs.${name}`)}
          </button>
        ))}
      </TabList>
      <Body id={`${id}-body`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'settings' ? <NotificationSettings /> : <NotificationPages key={tab} filter={tab} onOpen={open} />}
      </Body>
      <Footer>
        <Link to={shellPaths.notifications()} onClick={() => onClose(false)} data-testid="notifications-see-all">{t('seeAll')}</Link>
      </Footer>
    </Panel>
  );
}
