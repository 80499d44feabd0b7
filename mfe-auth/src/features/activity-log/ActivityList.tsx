import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { pathForRole } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { FeedDetails, FeedIcon, FeedRow } from '@halaqa/ui/pages';
import type { Activity } from './activity-log-query';
import { formatWhen } from './activity-date';
import { ActivityIcon } from './ActivityIcon';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  &[aria-busy='true'] { opacity: 0.6; }
`;

const Row = styled(FeedRow)`padding: 14px 16px;`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Text = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    display: inline-block;
    min-block-size: 24px;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  div { display: flex; gap: 4px; min-inline-size: 0; }
  dt::after { content: ':'; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** The page an entry leads to, an enrollment's overview or an order's details (by the site map's roles: a remote never imports another), or null. */
function targetOf(activity: Activity): string | null {
  if (activity.type === 'course-enrolled' && activity.courseId !== null) return pathForRole('courseOverview', activity.courseId);
  if (activity.type === 'specialization-enrolled' && activity.specializationId !== null) {
    return pathForRole('specializationOverview', activity.specializationId);
  }
  // A purchase or a refund: the order in the payment history (null where the organization has no marketplace).
  if (activity.orderId !== null) return pathForRole('orderDetails', activity.orderId);
  return null;
}

/** One entry: its type (picture and words), what happened, when, and for a sign-in the device and address. */
function ActivityRow({ activity, language }: { activity: Activity; language: string }) {
  const { t } = useTranslation('mfe-auth');
  const target = targetOf(activity);
  const signIn = activity.type === 'sign-in';
  return (
    <Row data-testid="activity-entry" data-type={activity.type}>
      <FeedIcon><ActivityIcon type={activity.type} /></FeedIcon>
      <FeedDetails>
        <Kind>{t(`activityLog.types.${activity.type}`)}</Kind>
        <Text>{target ? <Link to={target}>{activity.text}</Link> : activity.text}</Text>
        <Meta>
          <time dateTime={activity.createdAt}>{formatWhen(activity.createdAt, language)}</time>
          {signIn && (activity.device || activity.address) ? (
            <Facts>
              {activity.device ? <div><dt>{t('activityLog.device')}</dt><dd data-testid="activity-device">{activity.device}</dd></div> : null}
              {activity.address ? (
                <div><dt>{t('activityLog.address')}</dt><dd dir="ltr" data-testid="activity-address">{activity.address}</dd></div>
              ) : null}
            </Facts>
          ) : null}
        </Meta>
      </FeedDetails>
    </Row>
  );
}

/** The log's entries, in the order the API gives them (newest first). */
export function ActivityList({ activities, busy }: { activities: readonly Activity[]; busy: boolean }) {
  const { t, i18n } = useTranslation('mfe-auth');
  return (
    <List aria-label={t('activityLog.listLabel')} aria-busy={busy} data-testid="activity-log">
      {activities.map((activity) => <ActivityRow key={activity.id} activity={activity} language={i18n.language} />)}
    </List>
  );
}
