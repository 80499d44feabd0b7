import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { EmptyState, Pagination, QueryStates, RichText, SkeletonRegion, SkeletonText, pageCountOf } from '@halaqa/ui/pages';
import { formatDate } from '../../../format/dates';
import { routeIdOf } from '../../../route-id';
import { ANNOUNCEMENTS_TAKE, useCourseAnnouncement, useCourseAnnouncements } from '../api/announcements-queries';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import type { PlayerChildProps } from '../player-child';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 12px;
  li { padding: 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
  h2 { margin: 0 0 4px; font-size: 1.1rem; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const Meta = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

function Loading() {
  const { t } = useTranslation('common');
  return <SkeletonRegion label={t('loading')}><SkeletonText lines={6} /></SkeletonRegion>;
}

/** announcements: the course's published announcements, newest first, a page at a time. */
export function AnnouncementsPage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { courseId, paths } = usePlayer();
  const [page, setPage] = useState(1);
  const announcements = useCourseAnnouncements(courseId, page);
  return (
    <div data-testid="course-announcements">
      <PlayerHeading>{title ?? t('pages.courseAnnouncements')}</PlayerHeading>
      <QueryStates query={announcements} namespace="mfe-lms" loading={<Loading />}>
        {({ count, data }) => data.length === 0 ? <EmptyState>{t('player.announcements.empty')}</EmptyState> : (
          <>
            <List>
              {data.map((announcement) => (
                <li key={announcement.id} data-testid="announcement">
                  <h2 dir="auto"><Link to={paths.announcement(announcement.id)}>{announcement.title}</Link></h2>
                  <Meta>
                    {formatDate(announcement.announcementDate, language)}
                    {announcement.author && ` · ${announcement.author.name}`}
                  </Meta>
                </li>
              ))}
            </List>
            <Pagination page={page} pageCount={pageCountOf(count, ANNOUNCEMENTS_TAKE)} onPageChange={setPage} label={t('player.announcements.pages')} />
          </>
        )}
      </QueryStates>
    </div>
  );
}

/** announcements/{id}: one announcement; the author is left out when it was posted anonymously. */
export function AnnouncementPage({ params }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { courseId, paths } = usePlayer();
  const announcementId = routeIdOf(params.announcementId) ?? 0;
  const announcement = useCourseAnnouncement(courseId, announcementId);
  return (
    <article data-testid="course-announcement">
      <QueryStates query={announcement} namespace="mfe-lms" loading={<Loading />}>
        {(item) => (
          <>
            <PlayerHeading>{item.title}</PlayerHeading>
            <Meta data-testid="announcement-meta">
              {formatDate(item.announcementDate, language)}
              {item.author && ` · ${item.author.name}`}
            </Meta>
            <RichText html={item.content} testId="announcement-content" />
          </>
        )}
      </QueryStates>
      <p><Link to={paths.announcements()}>{t('player.announcements.all')}</Link></p>
    </article>
  );
}
