import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { EmptyState, Pagination, QueryStates, RichText, pageCountOf } from '@halaqa/ui/pages';
import { formatDate } from '../../../format/dates';
import { routeIdOf } from '../../../route-id';
import { ANNOUNCEMENTS_TAKE, useCourseAnnouncement, useCourseAnnouncements } from '../api/announcements-queries';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerList, PlayerListLoading } from '../frame/player-list';
import type { PlayerChildProps } from '../player-child';


const Meta = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;


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
      <QueryStates query={announcements} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {({ count, data }) => data.length === 0 ? <EmptyState>{t('player.announcements.empty')}</EmptyState> : (
          <>
            <PlayerList>
              {data.map((announcement) => (
                <li key={announcement.id} data-testid="announcement">
                  <h2 dir="auto"><Link to={paths.announcement(announcement.id)}>{announcement.title}</Link></h2>
                  <Meta>
                    {formatDate(announcement.announcementDate, language)}
                    {announcement.author && ` · ${announcement.author.name}`}
                  </Meta>
                </li>
              ))}
            </PlayerList>
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
      <QueryStates query={announcement} namespace="mfe-lms" loading={<PlayerListLoading />}>
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
