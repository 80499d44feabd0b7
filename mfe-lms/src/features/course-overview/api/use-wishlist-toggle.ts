import { useMutation, useQueryClient } from '@halaqa/query';
import { bus } from '@halaqa/bus';
import { unwrap } from '@halaqa/api-client';
import { useTranslation } from '@halaqa/i18n';
import { api } from '@halaqa/session';
import type { CourseOverview } from './types';
import { courseKeys } from './overview-queries';

/**
 * PUT or DELETE courses/{id}/wishlist, shown at once on the overview; a
 * failure puts the heart back and says so in a toast. Afterwards the
 * courses queries reload (favorites, cards).
 */
export function useWishlistToggle(course: Pick<CourseOverview, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('mfe-lms');
  const overviewKey = [...courseKeys.all(course.id), 'overview'];
  return useMutation({
    mutationFn: (wishlisted: boolean) => {
      const params = { params: { path: { courseId: course.id } } };
      return unwrap(wishlisted ? api.PUT('/api/courses/{courseId}/wishlist', params) : api.DELETE('/api/courses/{courseId}/wishlist', params));
    },
    onMutate: async (wishlisted) => {
      await queryClient.cancelQueries({ queryKey: overviewKey });
      const before = queryClient.getQueriesData<CourseOverview>({ queryKey: overviewKey });
      queryClient.setQueriesData<CourseOverview>({ queryKey: overviewKey }, (data) => data && { ...data, isWishlisted: wishlisted });
      return { before };
    },
    onError: (_error, wishlisted, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      bus.emit('toast', { type: 'error', message: t(wishlisted ? 'overview.wishlistAddFailed' : 'overview.wishlistRemoveFailed', { name: course.name }) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['lms'] }),
  });
}
