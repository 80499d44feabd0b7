import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { displayName, useCurrentUser } from '@halaqa/session';
import { ActivitiesPreview } from './activities/ActivitiesPreview';
import { CalendarBlock } from './calendar/CalendarBlock';
import { ContinueLearning } from './continue-learning/ContinueLearning';
import { RecommendedCourses } from './recommended/RecommendedCourses';
import { CourseStatistics } from './statistics/CourseStatistics';

const Page = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
  display: grid;
  gap: 20px;
  h1 { margin: 0; font-size: 1.6rem; }
`;

/** Two columns on wide screens (continue learning beside the calendar), one on phones. */
const Columns = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  align-items: start;
`;

/** /dashboard: a greeting and blocks that each load (and fail) on their own. */
export function DashboardPage() {
  const { t } = useTranslation('mfe-lms');
  const user = useCurrentUser();
  const language = usePageLanguage();
  const name = user.data ? displayName(user.data, language).first : '';
  return (
    <Page>
      <h1 data-testid="dashboard-greeting">{name ? t('dashboard.greeting', { name }) : t('dashboard.greetingNoName')}</h1>
      <CourseStatistics />
      <Columns>
        <ContinueLearning />
        <CalendarBlock />
      </Columns>
      <ActivitiesPreview />
      <RecommendedCourses />
    </Page>
  );
}
