import { useTranslation } from '@halaqa/i18n';
import { EmptyState, QueryStates } from '@halaqa/ui/pages';
import { lmsPaths } from '../../../definition';
import { DashboardBlock } from '../DashboardBlock';
import { TouchLink } from '../TouchLink';
import { useStudentActivities } from './activities-query';
import { ActivityList } from './ActivityList';
import { ActivitySkeletons } from './ActivitySkeletons';

/** The dashboard shows the first few to-dos; the rest are on /dashboard/user-activities. */
const ACTIVITIES_PREVIEW_TAKE = 3;

export function ActivitiesPreview() {
  const { t } = useTranslation('mfe-lms');
  const activities = useStudentActivities(0, ACTIVITIES_PREVIEW_TAKE);
  return (
    <DashboardBlock
      title={t('dashboard.activities.title')}
      action={<TouchLink to={lmsPaths.userActivities()}>{t('dashboard.activities.seeAll')}</TouchLink>}
      testId="dashboard-activities"
    >
      <QueryStates
        query={activities}
        namespace="mfe-lms"
        loading={<ActivitySkeletons count={ACTIVITIES_PREVIEW_TAKE} label={t('dashboard.activities.loading')} />}
      >
        {({ data }) => data.length === 0 ? <EmptyState>{t('activities.empty')}</EmptyState> : <ActivityList activities={data} />}
      </QueryStates>
    </DashboardBlock>
  );
}
