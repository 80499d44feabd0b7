import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { usePageInRange, usePageParam } from '@halaqa/mfe-runtime/paging';
import { EmptyState, LoadingState, Pagination } from '@halaqa/ui/pages';
import { EVENTS_PAGE_SIZE } from '../../../api/events-queries';
import type { EventList } from '../../../api/events-types';
import { EventGrid } from './EventGrid';
import { EventsFailure } from './EventsFailure';

const Top = styled.h2`
  font-size: 1.1rem;
  margin: 0 0 16px;
  &:focus { outline: none; }
`;

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: EventList | undefined;
  refetch(): unknown;
}

/**
 * A page of the member's own events (mine, favorites), the page in the
 * address (`?page=`): loading, failure, empty, then the cards and pages.
 */
export function PagedEvents({ useList, heading, empty, label }: {
  useList(page: number): ListQuery;
  heading: string;
  empty: ReactNode;
  label: string;
}) {
  const { t } = useTranslation('mfe-social');
  const { page, setPage, listTop } = usePageParam();
  const list = useList(page);
  const pageCount = usePageInRange(list, page, EVENTS_PAGE_SIZE, setPage);
  return (
    <section aria-labelledby="paged-events-title">
      <Top id="paged-events-title" ref={listTop} tabIndex={-1}>{heading}</Top>
      {list.isPending ? <LoadingState />
        : list.isError || !list.data ? <EventsFailure error={list.error} onRetry={() => void list.refetch()} />
          : list.data.count === 0 ? <EmptyState>{empty}</EmptyState>
            : (
              <>
                <EventGrid events={list.data.data} label={label} />
                <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setPage(next)} label={t('events.list.pagesLabel')} />
              </>
            )}
    </section>
  );
}
