import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { useOrganization } from '@halaqa/mfe-runtime';
import { EmptyState, ErrorState, pageCountOf, Pagination, PausedSearchField, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { Button } from '@halaqa/ui';
import { CardGrid } from '../../course-ui/CardGrid';
import { CourseCard } from '../../course-ui/CourseCard';
import { coverPriorityOf, useFirstScreenFirst } from '../../course-ui/CourseCover';
import { CourseCardSkeletons } from '../../course-ui/CourseCardSkeletons';
import { LmsTabs } from '../../layout/LmsTabs';
import { useCourseSearch, useFilterOptions } from './api/catalogue-queries';
import { CatalogueFailure } from './components/CatalogueFailure';
import { SortSelect } from './components/SortSelect';
import { CATALOGUE_PAGE_SIZE, hasFilters, withoutFilters } from './filters/catalogue-url';
import { FilterPanel } from './filters/FilterPanel';
import { searchRequest } from './filters/search-request';
import { useCatalogueState } from './filters/use-catalogue-state';


/** The search box takes the toolbar's free width beside the sort. */
const Search = styled(PausedSearchField)`
  flex: 1 1 280px;
`;
const WIDE = '@media (min-width: 900px)';
const NARROW = '@media (max-width: 899.98px)';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-block: 16px 20px;
`;

const FiltersToggle = styled(Button)`
  display: none;
  ${NARROW} { display: inline-flex; }
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${WIDE} { grid-template-columns: 260px minmax(0, 1fr); }
`;

/** On phones the panel folds away behind the "Filters" button; from 900 px it is always shown. */
const Filters = styled.section<{ $open: boolean }>`
  ${NARROW} { display: ${({ $open }) => ($open ? 'block' : 'none')}; }
  h2 { font-size: 1.1rem; margin: 0 0 12px; }
`;

const Results = styled.section`
  min-inline-size: 0;
  h2 { font-size: 1.1rem; margin: 0 0 16px; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const NO_COURSES: readonly never[] = [];

/** /lms/all-courses: the catalogue with search, filters, sort and pages; the "all courses" tab of /lms. */
export function AllCoursesPage() {
  return <LmsTabs><AllCourses /></LmsTabs>;
}

function AllCourses() {
  const { t, i18n } = useTranslation('mfe-lms');
  const organization = useOrganization();
  const { state, update } = useCatalogueState();
  const options = useFilterOptions();
  const currency = options.data?.currencyCode ?? organization.currencyCode;
  const request = useMemo(() => searchRequest(state, currency), [state, currency]);
  const search = useCourseSearch(request);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  function goToPage(page: number) {
    update({ page });
    // The new page starts at the list's top for keyboard and reader users.
    resultsHeading.current?.focus();
  }

  const count = search.data?.count ?? 0;
  const shown = useFirstScreenFirst(search.data?.data ?? NO_COURSES);
  const number = numberFormat(i18n.language);

  return (
    <>
      <Toolbar>
        <Search
          value={state.query} onSearch={(query) => update({ query })}
          id="catalogue-search-input" testId="catalogue-search"
          label={t('allCourses.searchLabel')} placeholder={t('allCourses.searchPlaceholder')}
        />
        <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
        <FiltersToggle
          type="button"
          $variant="ghost"
          aria-expanded={filtersOpen}
          aria-controls="catalogue-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          data-testid="filters-toggle"
        >
          {t('filters.toggle')}
        </FiltersToggle>
      </Toolbar>
      <Layout>
        <Filters id="catalogue-filters" $open={filtersOpen} aria-labelledby="catalogue-filters-title">
          <h2 id="catalogue-filters-title">{t('filters.title')}</h2>
          {options.isPending ? (
            <SkeletonRegion label={t('loading', { ns: 'common' })} testId="filters-loading"><SkeletonText lines={8} /></SkeletonRegion>
          ) : options.isError ? (
            <ErrorState namespace="mfe-lms" error={options.error} onRetry={() => void options.refetch()} />
          ) : (
            <FilterPanel options={options.data} state={state} onChange={update} />
          )}
        </Filters>
        <Results aria-labelledby="catalogue-results-title" aria-busy={search.isFetching || undefined}>
          <div aria-live="polite">
            <h2 id="catalogue-results-title" ref={resultsHeading} tabIndex={-1} data-testid="result-count">
              {search.data ? t('allCourses.count', { count, formattedCount: number.format(count) }) : t('allCourses.results')}
            </h2>
          </div>
          {search.isPending ? (
            <CourseCardSkeletons count={CATALOGUE_PAGE_SIZE / 2} />
          ) : search.isError ? (
            <CatalogueFailure error={search.error} onRetry={() => void search.refetch()} signInTitle={t('signIn.toSeeCourses')} />
          ) : search.data.count === 0 ? (
            <EmptyState action={hasFilters(state) || state.query ? (
              <Button type="button" $variant="ghost" onClick={() => update({ ...withoutFilters(state), query: '' })} data-testid="empty-clear">
                {t('filters.clearAll')}
              </Button>
            ) : undefined}>
              {hasFilters(state) || state.query ? t('allCourses.noMatch') : t('allCourses.empty')}
            </EmptyState>
          ) : search.data.data.length === 0 ? (
            <EmptyState action={<Button type="button" $variant="ghost" onClick={() => goToPage(1)}>{t('allCourses.firstPage')}</Button>}>
              {t('allCourses.pastTheEnd')}
            </EmptyState>
          ) : (
            <>
              <CardGrid data-testid="course-list">
                {shown.map((course, index) => <li key={course.id}><CourseCard course={course} coverPriority={coverPriorityOf(index)} /></li>)}
              </CardGrid>
              <Pagination
                page={state.page}
                pageCount={pageCountOf(search.data.count, CATALOGUE_PAGE_SIZE)}
                onPageChange={goToPage}
                label={t('allCourses.pagesLabel')}
              />
            </>
          )}
        </Results>
      </Layout>
    </>
  );
}
