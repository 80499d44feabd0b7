import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { EmptyState, Pagination, Skeleton, SkeletonRegion, SkeletonText, useFocusOnArrival } from '@halaqa/ui/pages';
import { QueryStates } from '../../auth-ui/PageStates';
import { ACTIVITY_PAGE_SIZE, useActivityLog } from './activity-log-query';
import { ActivityList } from './ActivityList';
import { usePageInRange, usePageParam } from '@halaqa/mfe-runtime/paging';

const Page = styled.div`
  max-inline-size: 760px;
  margin-inline: auto;
  h1 {
    margin: 0 0 4px;
    font-size: 1.6rem;
    /* Focused when the page appears and after a page change, to start reading there, not to be operated: no ring. */
    &:focus { outline: none; }
  }
`;

const Lead = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.muted};
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: 12px;
  padding: 14px 16px;
  > div { flex: 1; display: grid; gap: 8px; }
`;

function ActivitySkeletons({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <SkeletonRow key={i}>
          <Skeleton $width="40px" $height="40px" $radius="50%" />
          <div><SkeletonText lines={3} /></div>
        </SkeletonRow>
      ))}
    </SkeletonRegion>
  );
}

/** /activity-log: the member's own sign-ins, password changes and enrollments, newest first, 15 a page. */
export function ActivityLogPage() {
  const { t, i18n } = useTranslation('mfe-auth');
  const { page, setPage, listTop: heading } = usePageParam();
  useFocusOnArrival(heading);
  const log = useActivityLog(page, i18n.language);
  const pageCount = usePageInRange(log, page, ACTIVITY_PAGE_SIZE, setPage);
  return (
    <Page data-testid="activity-log-page">
      <h1 ref={heading} tabIndex={-1}>{t('pages.activityLog')}</h1>
      <Lead>{t('activityLog.lead')}</Lead>
      <QueryStates query={log} loading={<ActivitySkeletons label={t('activityLog.loading')} />}>
        {({ data }) => (data.length === 0 ? <EmptyState>{t('activityLog.empty')}</EmptyState> : (
          <>
            <ActivityList activities={data} busy={log.isPlaceholderData} />
            <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setPage(next)} label={t('activityLog.pagesLabel')} />
          </>
        ))}
      </QueryStates>
    </Page>
  );
}
