import { useTranslation, numberFormat } from '@halaqa/i18n';
import { EmptyState, ErrorState, pageCountOf, Pagination } from '@halaqa/ui/pages';
import { CardGrid } from '../../course-ui/CardGrid';
import { CourseCardSkeletons } from '../../course-ui/CourseCardSkeletons';
import { PageFrame } from '../../layout/PageFrame';
import { usePageParam } from '@halaqa/mfe-runtime/paging';
import { SPECIALIZATIONS_PAGE_SIZE, useSpecializations } from './api/specialization-queries';
import { SpecializationCard } from './components/SpecializationCard';

/** /lms/specializations: the organization's specializations, a page at a time. */
export function SpecializationsPage() {
  const { t, i18n } = useTranslation('mfe-lms');
  const { page, setPage, listTop } = usePageParam();
  const list = useSpecializations(page);
  const count = list.data?.count ?? 0;
  return (
    <PageFrame>
      <h1 ref={listTop} tabIndex={-1}>{t('pages.specializations')}</h1>
      {list.isPending ? <CourseCardSkeletons count={6} /> : list.isError ? (
        <ErrorState namespace="mfe-lms" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{t('specializations.empty')}</EmptyState>
      ) : (
        <>
          <p aria-live="polite" data-testid="specialization-count">
            {t('specializations.count', { count, formattedCount: numberFormat(i18n.language).format(count) })}
          </p>
          <CardGrid data-testid="specialization-list">
            {list.data.data.map((item) => <li key={item.id}><SpecializationCard specialization={item} /></li>)}
          </CardGrid>
          <Pagination page={page} pageCount={pageCountOf(count, SPECIALIZATIONS_PAGE_SIZE)} onPageChange={(next) => setPage(next)} label={t('specializations.pagesLabel')} />
        </>
      )}
    </PageFrame>
  );
}
