import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { EmptyState, ErrorState, LoadingState, pageCountOf, PageFrame, Pagination, PausedSearchField } from '@halaqa/ui/pages';
import { COACHES_PAGE_SIZE, useCoaches, useFilterOptions } from '../../../api/coaching-queries';
import { coachingPaths } from '../../../definition';
import { CoachCardView } from './CoachCardView';
import { CoachFilters } from './CoachFilters';
import { coachesRequest, EMPTY_FILTERS, isNarrowed } from './directory-url';
import { useDirectoryState } from './use-directory-state';

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

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Mine = styled.p`
  margin: 0 0 16px;
  a { color: ${({ theme }) => theme.colors.primaryText}; font-weight: 600; }
`;

/** /coaching/coaches: the listed coaches, searched and filtered, a page of cards at a time. */
export function CoachesPage({ title }: PageProps) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const { state, update } = useDirectoryState();
  const request = useMemo(() => coachesRequest(state), [state]);
  const list = useCoaches(request);
  const options = useFilterOptions();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const narrowed = isNarrowed(state);

  function goToPage(page: number) {
    update({ page });
    resultsHeading.current?.focus();
  }

  const count = list.data?.count ?? 0;
  return (
    <PageFrame title={title ?? t('pages.coaches')} testId="coaches-page">
      <Mine><Link to={coachingPaths.mySessions()}>{t('directory.toMySessions')}</Link></Mine>
      <Toolbar>
        <PausedSearchField
          value={state.query} onSearch={(query) => update({ query })}
          id="coaches-search-input" testId="coaches-search"
          label={t('directory.searchLabel')} placeholder={t('directory.searchPlaceholder')}
        />
        <CoachFilters state={state} options={options.data} onChange={update} />
      </Toolbar>
      <Results aria-labelledby="coaches-results-title" aria-busy={list.isFetching || undefined}>
        <div aria-live="polite">
          <h2 id="coaches-results-title" ref={resultsHeading} tabIndex={-1} data-testid="result-count">
            {list.data ? t('directory.count', { count, formatted: numberFormat(i18n.language).format(count) }) : t('directory.results')}
          </h2>
        </div>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState namespace="mfe-coaching" error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <EmptyState action={narrowed ? (
            <Button type="button" $variant="ghost" onClick={() => update(EMPTY_FILTERS)} data-testid="clear-filters">{t('directory.clear')}</Button>
          ) : undefined}>
            {narrowed ? t('directory.noMatch') : t('directory.empty')}
          </EmptyState>
        ) : (
          <>
            <Grid aria-label={t('directory.label')}>
              {list.data.data.map((coach) => <CoachCardView key={coach.id} coach={coach} />)}
            </Grid>
            <Pagination page={state.page} pageCount={pageCountOf(list.data.count, COACHES_PAGE_SIZE)} onPageChange={goToPage} label={t('directory.pagesLabel')} />
          </>
        )}
      </Results>
    </PageFrame>
  );
}
