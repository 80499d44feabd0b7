import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { EmptyState, Pagination, QueryStates, skipOf } from '@halaqa/ui/pages';
import { lmsPaths } from '../../../definition';
import { usePageInRange, usePageParam } from '@halaqa/mfe-runtime/paging';
import { useStudentActivities } from './activities-query';
import { ActivityList } from './ActivityList';
import { ActivitySkeletons } from './ActivitySkeletons';

export const ACTIVITIES_PAGE_SIZE = 10;

const Page = styled.div`
  max-inline-size: 860px;
  margin-inline: auto;
  h1 { margin: 0 0 16px; font-size: 1.6rem; }
  h2 { margin: 0 0 8px; font-size: 1.1rem; outline: none; }
`;

/** /dashboard/user-activities: the member's whole to-do list, a page at a time. */
export function UserActivitiesPage() {
  const { t } = useTranslation('mfe-lms');
  const { page, setPage, listTop } = usePageParam();
  const activities = useStudentActivities(skipOf(page, ACTIVITIES_PAGE_SIZE), ACTIVITIES_PAGE_SIZE);
  const pageCount = usePageInRange(activities, page, ACTIVITIES_PAGE_SIZE, setPage);

  return (
    <Page>
      <h1>{t('pages.userActivities')}</h1>
      <h2 ref={listTop} tabIndex={-1}>{t('activities.listTitle')}</h2>
      <QueryStates
        query={activities}
        namespace="mfe-lms"
        loading={<ActivitySkeletons count={4} label={t('activities.loading')} />}
      >
        {({ data }) => data.length === 0 ? (
          <EmptyState action={<Link to={lmsPaths.myCourses()}>{t('activities.goToMyCourses')}</Link>}>{t('activities.empty')}</EmptyState>
        ) : (
          <>
            <ActivityList activities={data} />
            <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setPage(next)} />
          </>
        )}
      </QueryStates>
    </Page>
  );
}
