import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { FeedDetails, FeedIcon, FeedRow, ProgressBar } from '@halaqa/ui/pages';
import { lmsPaths } from '../../../definition';
import { TouchLink } from '../TouchLink';
import type { Activity, ActivityKind } from './activities-query';
import { ActivityIcon } from './ActivityIcon';
import { absoluteDate, relativeTime } from './due-date';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
`;

const Row = styled(FeedRow)`padding-block: 12px;`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** Where each to-do takes the member: into the course, to its review, or to its overview. */
function targetOf(kind: ActivityKind, courseId: number): string {
  switch (kind) {
    case 'CONTINUE_COURSE':
    case 'COURSE_ENDS':
      return lmsPaths.courseContent(courseId);
    case 'REVIEW_COURSE':
      return lmsPaths.courseReview(courseId);
    default:
      return lmsPaths.courseOverview(courseId);
  }
}

/** The member's to-dos: the kind (icon and words), the course, when it is due (relative and absolute) and progress. */
export function ActivityList({ activities, now = new Date() }: { activities: readonly Activity[]; now?: Date }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const language = i18n.language;
  return (
    <List data-testid="activity-list">
      {activities.map((activity) => {
        const due = activity.dueAt ? new Date(activity.dueAt) : null;
        return (
          <Row key={`${activity.kind}-${activity.courseId}`} data-testid="activity">
            <FeedIcon><ActivityIcon kind={activity.kind} /></FeedIcon>
            <FeedDetails>
              <Meta>{t(`activities.kinds.${activity.kind}`)}</Meta>
              <TouchLink to={targetOf(activity.kind, activity.courseId)}>{activity.courseName}</TouchLink>
              {due ? (
                <Meta>
                  <time dateTime={activity.dueAt ?? undefined}>{relativeTime(due, now, language)} · {absoluteDate(due, language)}</time>
                </Meta>
              ) : (
                <Meta>{t('activities.noDate')}</Meta>
              )}
              {activity.progress !== null && (
                <ProgressBar value={activity.progress} label={t('activities.progress', { name: activity.courseName })} />
              )}
            </FeedDetails>
          </Row>
        );
      })}
    </List>
  );
}
