import { keepPreviousData, useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { playerKeys } from './player-keys';
import type { AnnouncementPage, CourseAnnouncement } from './types';

export const ANNOUNCEMENTS_TAKE = 10;

/** GET courses/{id}/announcements: published ones, newest first, one page (1-based) at a time. */
export function useCourseAnnouncements(courseId: number, page: number) {
  return useQuery({
    queryKey: playerKeys.announcements(courseId, page),
    queryFn: (): Promise<AnnouncementPage> => unwrap(api.GET('/api/courses/{courseId}/announcements', {
      params: { path: { courseId }, query: { skip: (page - 1) * ANNOUNCEMENTS_TAKE, take: ANNOUNCEMENTS_TAKE } },
    })),
    placeholderData: keepPreviousData,
  });
}

export function useCourseAnnouncement(courseId: number, announcementId: number) {
  return useQuery({
    queryKey: playerKeys.announcement(courseId, announcementId),
    queryFn: (): Promise<CourseAnnouncement> => unwrap(api.GET('/api/courses/{courseId}/announcements/{announcementId}', { params: { path: { courseId, announcementId } } })),
  });
}
