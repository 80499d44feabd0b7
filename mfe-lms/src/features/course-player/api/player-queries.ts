import { queryOptions, useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { usePageLanguage } from '@halaqa/i18n';
import { api } from '@halaqa/session';
import { playerKeys, viewAsOf } from './player-keys';
import type { PlayerCourse, PlayerSubsection } from './types';

/** GET courses/{id}/player: the course, its outline with locks and ticks, and where to resume. */
export function useCoursePlayer(courseId: number, studentView: boolean) {
  // The answer names learning types and units in the page's language.
  const language = usePageLanguage();
  return useQuery({
    queryKey: playerKeys.outline(courseId, studentView, language),
    queryFn: (): Promise<PlayerCourse> => unwrap(api.GET('/api/courses/{courseId}/player', { params: { path: { courseId }, query: viewAsOf(studentView) } })),
  });
}

/**
 * GET courses/{id}/subsections/{subsectionId}: one item's content. Its media
 * addresses are signed for 15 minutes: kept fresh for 10, never refetched on
 * focus (a new address would reload a playing video).
 */
export const subsectionQuery = (courseId: number, subsectionId: number, studentView: boolean) => queryOptions({
  queryKey: playerKeys.item(courseId, subsectionId, studentView),
  queryFn: (): Promise<PlayerSubsection> => unwrap(api.GET('/api/courses/{courseId}/subsections/{subsectionId}', {
    params: { path: { courseId, subsectionId }, query: viewAsOf(studentView) },
  })),
  staleTime: 10 * 60_000,
  refetchOnWindowFocus: false,
  // A locked item (ply-002) or a missing one is an answer, not a hiccup to retry.
  retry: false,
});

/** One item's content; nothing is asked for an id that is not one (null). */
export function usePlayerSubsection(courseId: number, subsectionId: number | null, studentView: boolean) {
  return useQuery({ ...subsectionQuery(courseId, subsectionId ?? 0, studentView), enabled: subsectionId !== null });
}
