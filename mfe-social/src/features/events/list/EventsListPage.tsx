import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { useSession } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { EmptyState, LoadingState, pageCountOf, PageFrame, Pagination, PausedSearchField } from '@halaqa/ui/pages';
import { EVENTS_PAGE_SIZE, useEventList } from '../../../api/events-queries';
import type { EventWhen } from '../../../api/events-types';
import { socialPaths } from '../../../definition';
import { EventGrid } from '../ui/EventGrid';
import { EventsFailure } from '../ui/EventsFailure';
import { EventFilters } from './EventFilters';
import { isNarrowed, listRequest } from './events-url';
import { useEventsState } from './use-events-state';

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-block-end: 24px;
`;

const Results = styled.section`
  h2 { font-size: 1.1rem; margin: 0 0 16px; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const Mine = styled.p`
  margin: 0 0 16px;
  a { color: ${({ theme }) => theme.colors.primaryText}; font-weight: 600; }
`;

/** /social/events: the events to come (the side menu's "Events"). */
export function UpcomingEventsPage(props: PageProps) {
  return <EventsList {...props} defaultWhen="UPCOMING" testId="events-page" />;
}

/** /social/all-events: every listed event, past ones included. */
export function AllEventsPage(props: PageProps) {
  return <EventsList {...props} defaultWhen="ALL" testId="all-events-page" />;
}

/** The events listing: search, filters and pages of cards; visitors see it where the organization allows it. */
function EventsList({ title, defaultWhen, testId }: PageProps & { defaultWhen: EventWhen; testId: string }) {
  const { t, i18n } = useTranslation('mfe-social');
  const { signedIn } = useSession();
  const { state, update } = useEventsState(defaultWhen);
  const request = useMemo(() => listRequest(state), [state]);
  const list = useEventList(request);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const narrowed = isNarrowed(state, defaultWhen);

  function goToPage(page: number) {
    update({ page });
    // The new page starts at the list's top for keyboard and reader users.
    resultsHeading.current?.focus();
  }

  const count = list.data?.count ?? 0;
  return (
    <PageFrame title={title ?? t('pages.events')} testId={testId}>
      {signedIn && <Mine><Link to={socialPaths.myEvents()}>{t('events.list.toMine')}</Link></Mine>}
      <Toolbar>
        <PausedSearchField
          value={state.query} onSearch={(query) => update({ query })}
          id="events-search-input" testId="events-search"
          label={t('events.list.searchLabel')} placeholder={t('events.list.searchPlaceholder')}
        />
        <EventFilters state={state} onChange={update} />
      </Toolbar>
      <Results aria-labelledby="events-results-title" aria-busy={list.isFetching || undefined}>
        <div aria-live="polite">
          <h2 id="events-results-title" ref={resultsHeading} tabIndex={-1} data-testid="result-count">
            {list.data ? t('events.list.count', { count, formatted: numberFormat(i18n.language).format(count) }) : t('events.list.results')}
          </h2>
        </div>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <EventsFailure error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.count === 0 ? (
          <EmptyState action={narrowed ? (
            <Button type="button" $variant="ghost" onClick={() => update({ query: '', when: defaultWhen, type: null, language: null, price: null })} data-testid="clear-filters">
              {t('events.list.clear')}
            </Button>
          ) : undefined}>
            {narrowed ? t('events.list.noMatch') : t('events.list.empty')}
          </EmptyState>
        ) : list.data.data.length === 0 ? (
          <EmptyState action={<Button type="button" $variant="ghost" onClick={() => goToPage(1)}>{t('events.list.firstPage')}</Button>}>
            {t('events.list.pastTheEnd')}
          </EmptyState>
        ) : (
          <>
            <EventGrid events={list.data.data} label={t('events.list.label')} />
            <Pagination page={state.page} pageCount={pageCountOf(list.data.count, EVENTS_PAGE_SIZE)} onPageChange={goToPage} label={t('events.list.pagesLabel')} />
          </>
        )}
      </Results>
    </PageFrame>
  );
}
