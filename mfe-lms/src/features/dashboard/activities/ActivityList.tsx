import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { pathForRole } from '@halaqa/mfe-runtime';
import { FeedDetails, FeedIcon, FeedRow, ProgressBar } from '@halaqa/ui/pages';
import { lmsPaths } from '../../../definition';
import { TouchLink } from '../TouchLink';
import type { Activity } from './activities-query';
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

/** Where each to-do takes the member: into the course, to its review, or to its overview; an event's page (mfe-social's, by its role). */
function targetOf(activity: Activity): string | null {
  if ('eventId' in activity) return pathForRole('event', activity.eventId);
  switch (activity.kind) {
    case 'CONTINUE_COURSE':
    case 'COURSE_ENDS':
      return lmsPaths.courseContent(activity.courseId);
    case 'REVIEW_COURSE':
      return lmsPaths.courseReview(activity.courseId);
    default:
      return lmsPaths.courseOverview(activity.courseId);
  }
}

/** The member's to-dos: the kind (icon and words), the course or event, when it is due (relative and absolute) and progress. */
export function ActivityList({ activities, now = new Date() }: { activities: readonly Activity[]; now?: Date }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const language = i18n.language;
  return (
    <List data-testid="activity-list">
      {activities.map((activity) => {
        const due = activity.dueAt ? new Date(activity.dueAt) : null;
        const isEvent = 'eventId' in activity;
        const name = isEvent ? activity.title : activity.courseName;
        const to = targetOf(activity);
        return (
          <Row key={isEvent ? `${activity.kind}-event-${activity.eventId}` : `${activity.kind}-${activity.courseId}`} data-testid="activity">
            <FeedIcon><ActivityIcon kind={activity.kind} /></FeedIcon>
            <FeedDetails>
              <Meta>{t(`activities.kinds.${activity.kind}`)}</Meta>
              {to ? <TouchLink to={to}>{name}</TouchLink> : <strong>{name}</strong>}
              {due ? (
                <Meta>
                  <time dateTime={activity.dueAt ?? undefined}>{relativeTime(due, now, language)} · {absoluteDate(due, language)}</time>
                </Meta>
              ) : (
                <Meta>{t('activities.noDate')}</Meta>
              )}
              {!isEvent && activity.progress !== null && (
                <ProgressBar value={activity.progress} label={t('activities.progress', { name: activity.courseName })} />
              )}
            </FeedDetails>
          </Row>
        );
      })}
    </List>
  );
}
