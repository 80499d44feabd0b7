import { keepPreviousData, useQuery } from '@halaqa/query';
import { unwrap, type paths } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { skipOf } from '@halaqa/ui/pages';

export type WishlistPage = paths['/api/courses/wishlist']['get']['responses'][200]['content']['application/json'];
export type FavoriteCourse = WishlistPage['data'][number];

export const WISHLIST_PAGE_SIZE = 12;
export const WISHLIST_KEY = ['lms', 'wishlist'] as const;

/** GET courses/wishlist: the member's favorite courses, a page at a time. */
export function useWishlist(page: number) {
  return useQuery({
    queryKey: [...WISHLIST_KEY, page],
    queryFn: () => unwrap(api.GET('/api/courses/wishlist', {
      params: { query: { skip: skipOf(page, WISHLIST_PAGE_SIZE), take: WISHLIST_PAGE_SIZE } },
    })),
    placeholderData: keepPreviousData,
  });
}
