import { useTranslation } from '@halaqa/i18n';
import { useOrganization } from '@halaqa/mfe-runtime';
import { EmptyState, QueryStates } from '@halaqa/ui/pages';
import { CardGrid } from '../../../course-ui/CardGrid';
import { CourseCard } from '../../../course-ui/CourseCard';
import { CourseCardSkeletons } from '../../../course-ui/CourseCardSkeletons';
import { lmsPaths } from '../../../definition';
import { DashboardBlock } from '../DashboardBlock';
import { TouchLink } from '../TouchLink';
import { RECOMMENDED_TAKE, useRecommendedCourses } from './recommended-query';

/** Recommended courses as a row of course cards. */
export function RecommendedCourses() {
  const { t } = useTranslation('mfe-lms');
  const { flags } = useOrganization();
  const courses = useRecommendedCourses();
  const browseAll = flags.selfEnrollmentEnabled
    ? <TouchLink to={lmsPaths.allCourses()}>{t('dashboard.recommended.browseAll')}</TouchLink>
    : undefined;
  return (
    <DashboardBlock title={t('dashboard.recommended.title')} action={browseAll} testId="dashboard-recommended">
      <QueryStates query={courses} namespace="mfe-lms" loading={<CourseCardSkeletons count={RECOMMENDED_TAKE} />}>
        {(data) => data.length === 0 ? (
          <EmptyState>{t('dashboard.recommended.empty')}</EmptyState>
        ) : (
          <CardGrid>
            {data.map((course) => <li key={course.id}><CourseCard course={course} headingLevel={3} /></li>)}
          </CardGrid>
        )}
      </QueryStates>
    </DashboardBlock>
  );
}
