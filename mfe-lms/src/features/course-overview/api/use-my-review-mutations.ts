import { useMutation, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { Review } from './types';
import { courseKeys } from './overview-queries';

/** After a change of the member's review: their review is what the server said, and the course's reviews and rating reload. */
function useAfterReviewChange(courseId: number) {
  const queryClient = useQueryClient();
  return async (review: Review | null) => {
    queryClient.setQueryData(courseKeys.myReview(courseId), review);
    await queryClient.invalidateQueries({
      queryKey: courseKeys.all(courseId),
      predicate: (query) => query.queryKey[3] !== 'my-review',
    });
  };
}

/** PUT courses/{id}/my-review: creates or replaces the member's one review (rev-001 when not enrolled). */
export function useSaveMyReview(courseId: number) {
  const after = useAfterReviewChange(courseId);
  return useMutation({
    mutationFn: (body: { rating: number; text: string }) => unwrap(api.PUT('/api/courses/{courseId}/my-review', { params: { path: { courseId } }, body })),
    onSuccess: (review) => after(review),
  });
}

/** DELETE courses/{id}/my-review. */
export function useDeleteMyReview(courseId: number) {
  const after = useAfterReviewChange(courseId);
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/courses/{courseId}/my-review', { params: { path: { courseId } } })),
    onSuccess: () => after(null),
  });
}
