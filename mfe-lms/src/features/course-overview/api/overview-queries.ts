import { useInfiniteQuery, useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { usePageLanguage } from '@halaqa/i18n';
import { api, useSession } from '@halaqa/session';

/** Keys of one course's queries; all start with 'lms' (an enrollment anywhere invalidates them). */
export const courseKeys = {
  all: (courseId: number) => ['lms', 'courses', courseId] as const,
  overview: (courseId: number, language: string) => ['lms', 'courses', courseId, 'overview', language] as const,
  reviews: (courseId: number, language: string, pageSize: number) => ['lms', 'courses', courseId, 'reviews', language, pageSize] as const,
  myReview: (courseId: number) => ['lms', 'courses', courseId, 'my-review'] as const,
};

/** GET courses/{id}: the course with its outline, instructors and what the caller may do. */
export function useCourseOverview(courseId: number) {
  const language = usePageLanguage();
  return useQuery({
    queryKey: courseKeys.overview(courseId, language),
    queryFn: () => unwrap(api.GET('/api/courses/{courseId}', { params: { path: { courseId } } })),
  });
}

/** GET courses/{id}/reviews, newest first, `pageSize` at a time ("more reviews" fetches the next). */
export function useCourseReviews(courseId: number, pageSize: number) {
  const language = usePageLanguage();
  return useInfiniteQuery({
    queryKey: courseKeys.reviews(courseId, language, pageSize),
    queryFn: ({ pageParam }) => unwrap(api.GET('/api/courses/{courseId}/reviews', {
      params: { path: { courseId }, query: { skip: pageParam, take: pageSize } },
    })),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.count && last.data.length > 0 ? loaded : undefined;
    },
  });
}

/** GET courses/{id}/my-review: the member's own review (null when none); only asked of enrolled members. */
export function useMyReview(courseId: number, enrolled: boolean) {
  const { signedIn } = useSession();
  return useQuery({
    queryKey: courseKeys.myReview(courseId),
    queryFn: () => unwrap(api.GET('/api/courses/{courseId}/my-review', { params: { path: { courseId } } })),
    enabled: signedIn && enrolled,
  });
}
