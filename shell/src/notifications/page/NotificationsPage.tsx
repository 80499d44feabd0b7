import { useRef, useState } from 'react';
import styled from 'styled-components';
import { NOTIFICATION_LIST_PAGE_SIZE, type NotificationItem } from '@halaqa/contracts/src/notifications';
import { EmptyState, ErrorState, LoadingState, Pagination, pageCountOf, VisuallyHidden } from '@halaqa/ui/pages';
import { useFocusOnArrival } from '@halaqa/ui/pages';
import { useNotificationActions, useNotificationPage, type NotificationFilter } from '../api/notification-queries';
import { NotificationEntry } from '../bell/NotificationEntry';
import { useLiveNotifications } from '../bell/use-live-notifications';
import { useNotificationTexts } from '../notification-texts';

const Page = styled.section`max-width: 760px; margin: 0 auto; padding: 24px 16px;`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block-end: 16px;
  h1 { margin: 0; font-size: 1.5rem; }
  h1:focus { outline: none; }
`;
const Filters = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  overflow: hidden;
  button {
    min-height: 40px;
    padding: 0 16px;
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.primaryText}; color: ${({ theme }) => theme.colors.surface}; font-weight: 600; }
`;
const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;
const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  gap: 4px;
  /* On a phone the buttons go under the text, which keeps the width. */
  @media (max-width: 600px) { flex-basis: 100%; justify-content: flex-end; }
  button {
    min-height: 32px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 0.8125rem;
    cursor: pointer;
  }
`;
const Undo = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  margin-block-end: 12px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  button { border: 0; background: none; color: inherit; font: inherit; font-weight: 700; text-decoration: underline; cursor: pointer; }
`;
const MarkAll = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** /notifications (spec section 2, Account): the full list, 15 a page, all or unread, mark read, delete with undo. */
export function NotificationsPage() {
  const { t } = useNotificationTexts();
  useLiveNotifications();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [page, setPage] = useState(1);
  const [deleted, setDeleted] = useState<NotificationItem | null>(null);
  const list = useNotificationPage(filter, page - 1, NOTIFICATION_LIST_PAGE_SIZE);
  const { markRead, markAllRead, remove, restore } = useNotificationActions();

  const choose = (next: NotificationFilter) => {
    setFilter(next);
    setPage(1);
  };
  const pageCount = pageCountOf(list.data?.count ?? 0, NOTIFICATION_LIST_PAGE_SIZE);

  return (
    <Page aria-labelledby="notifications-title">
      <Top>
        <h1 id="notifications-title" ref={heading} tabIndex={-1}>{t('pageTitle')}</h1>
        <Filters role="group" aria-label={t('filters')}>
          {(['all', 'unread'] as const).map((name) => (
            <button key={name} type="button" aria-pressed={filter === name} onClick={() => choose(name)} data-testid={`notifications-filter-${name}`}>
              {t(`tabs.${name}`)}
            </button>
          ))}
        </Filters>
        <MarkAll type="button" onClick={() => markAllRead.mutate()} data-testid="notifications-page-mark-all">{t('markAllRead')}</MarkAll>
      </Top>
      <div aria-live="polite">
        {deleted && (
          <Undo data-testid="notification-undo">
            <span>{t('deleted')}</span>
            <button type="button" onClick={() => { restore.mutate(deleted); setDeleted(null); }}>{t('undo')}</button>
          </Undo>
        )}
      </div>
      {list.isPending ? <LoadingState label={t('loading')} />
        : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} namespace="notifications" />
          : !list.data.data.length ? <EmptyState>{t(filter === 'unread' ? 'emptyUnread' : 'empty')}</EmptyState>
            : (
              <>
                <VisuallyHidden as="p">{t('pageCount', { count: list.data.count })}</VisuallyHidden>
                <List data-testid="notifications-list">
                  {list.data.data.map((item) => (
                    <li key={item.id}>
                      <NotificationEntry item={item} onOpen={(opened) => { if (!opened.readAt) markRead.mutate(opened); }} actions={(
                        <Actions>
                          {!item.readAt && <button type="button" onClick={() => markRead.mutate(item)} data-testid="notification-mark-read">{t('markRead')}</button>}
                          <button type="button" onClick={() => { remove.mutate(item); setDeleted(item); }} data-testid="notification-delete">{t('delete')}</button>
                        </Actions>
                      )} />
                    </li>
                  ))}
                </List>
                <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
              </>
            )}
    </Page>
  );
}
