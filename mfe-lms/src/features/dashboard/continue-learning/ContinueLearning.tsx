import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { EmptyState, ProgressBar, QueryStates, Skeleton, SkeletonRegion } from '@halaqa/ui/pages';
import { lmsPaths } from '../../../definition';
import { DashboardBlock } from '../DashboardBlock';
import { TouchLink } from '../TouchLink';
import { CONTINUE_LEARNING_TAKE, useCoursesByProgress } from './by-progress-query';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const Item = styled.li`
  display: grid;
  gap: 6px;
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
`;

/** "Continue learning": the unfinished courses furthest along, each with its progress and a way back in. */
export function ContinueLearning() {
  const { t } = useTranslation('mfe-lms');
  const courses = useCoursesByProgress();
  return (
    <DashboardBlock
      title={t('dashboard.continueLearning.title')}
      action={<TouchLink to={lmsPaths.myCourses()}>{t('dashboard.continueLearning.seeAll')}</TouchLink>}
      testId="dashboard-continue-learning"
    >
      <QueryStates
        query={courses}
        namespace="mfe-lms"
        loading={(
          <SkeletonRegion label={t('dashboard.continueLearning.loading')}>
            <List as="div">{Array.from({ length: CONTINUE_LEARNING_TAKE }, (_, i) => <Skeleton key={i} $height="56px" />)}</List>
          </SkeletonRegion>
        )}
      >
        {({ data }) => data.length === 0 ? (
          <EmptyState>{t('dashboard.continueLearning.empty')}</EmptyState>
        ) : (
          <List>
            {data.map((course) => (
              <Item key={course.id}>
                <TouchLink to={lmsPaths.courseContent(course.id)}>{course.name}</TouchLink>
                {course.category && <span>{course.category.name}</span>}
                <ProgressBar value={course.progress} label={t('myCourses.progress', { name: course.name })} />
              </Item>
            ))}
          </List>
        )}
      </QueryStates>
    </DashboardBlock>
  );
}
