import { useMutation, useQueryClient } from '@halaqa/query';
import { bus } from '@halaqa/bus';
import { unwrap } from '@halaqa/api-client';
import { useTranslation } from '@halaqa/i18n';
import { api } from '@halaqa/session';
import { WISHLIST_KEY, type FavoriteCourse, type WishlistPage } from './wishlist-query';

/**
 * DELETE courses/{id}/wishlist. The card leaves the list at once; a failure
 * brings it back and says so in a toast. Afterwards every courses query
 * reloads (the page refills, cards elsewhere lose their heart, the counts change).
 */
export function useRemoveFavorite(onRemoved: (course: FavoriteCourse) => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('mfe-lms');
  return useMutation({
    mutationFn: (course: FavoriteCourse) => unwrap(api.DELETE('/api/courses/{courseId}/wishlist', { params: { path: { courseId: course.id } } })),
    onMutate: async (course) => {
      await queryClient.cancelQueries({ queryKey: WISHLIST_KEY });
      const before = queryClient.getQueriesData<WishlistPage>({ queryKey: WISHLIST_KEY });
      queryClient.setQueriesData<WishlistPage>({ queryKey: WISHLIST_KEY }, (page) => {
        if (!page?.data.some((item) => item.id === course.id)) return page;
        return { count: page.count - 1, data: page.data.filter((item) => item.id !== course.id) };
      });
      return { before };
    },
    onSuccess: (_nothing, course) => onRemoved(course),
    onError: (_error, course, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      bus.emit('toast', { type: 'error', message: t('favorites.removeFailed', { name: course.name }) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['lms'] }),
  });
}
