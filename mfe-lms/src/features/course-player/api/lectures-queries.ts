import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { playerKeys } from './player-keys';
import type { JoinAnswer, OnCampusLecture, OnCampusLecturePage, OnlineLecture, OnlineLecturePage } from './types';

export const LECTURES_TAKE = 10;

const pageQuery = (page: number) => ({ skip: (page - 1) * LECTURES_TAKE, take: LECTURES_TAKE });

export function useOnlineLectures(courseId: number, page: number) {
  return useQuery({
    queryKey: playerKeys.onlineLectures(courseId, page),
    queryFn: (): Promise<OnlineLecturePage> => unwrap(api.GET('/api/courses/{courseId}/online-lectures', { params: { path: { courseId }, query: pageQuery(page) } })),
    placeholderData: keepPreviousData,
  });
}

export function useOnlineLecture(courseId: number, onlineLectureId: number) {
  return useQuery({
    queryKey: playerKeys.onlineLecture(courseId, onlineLectureId),
    queryFn: (): Promise<OnlineLecture> => unwrap(api.GET('/api/courses/{courseId}/online-lectures/{onlineLectureId}', { params: { path: { courseId, onlineLectureId } } })),
  });
}

export function useOnCampusLectures(courseId: number, page: number) {
  return useQuery({
    queryKey: playerKeys.onCampusLectures(courseId, page),
    queryFn: (): Promise<OnCampusLecturePage> => unwrap(api.GET('/api/courses/{courseId}/on-campus-lectures', { params: { path: { courseId }, query: pageQuery(page) } })),
    placeholderData: keepPreviousData,
  });
}

export function useOnCampusLecture(courseId: number, onCampusLectureId: number) {
  return useQuery({
    queryKey: playerKeys.onCampusLecture(courseId, onCampusLectureId),
    queryFn: (): Promise<OnCampusLecture> => unwrap(api.GET('/api/courses/{courseId}/on-campus-lectures/{onCampusLectureId}', { params: { path: { courseId, onCampusLectureId } } })),
  });
}

/**
 * POST …/online-lectures/{id}/join: the meeting's address, in the join window
 * only (att-002 outside it); joining records the member's attendance, so the
 * course's queries reload (attendance, the outline's tick).
 */
export function useJoinOnlineLecture(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onlineLectureId: number): Promise<JoinAnswer> => unwrap(api.POST('/api/courses/{courseId}/online-lectures/{onlineLectureId}/join', {
      params: { path: { courseId, onlineLectureId } },
    })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lms'], predicate: (query) => query.queryKey[3] !== 'player-item' }),
  });
}
