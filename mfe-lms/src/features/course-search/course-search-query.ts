import { queryOptions } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { SEARCH_CACHE_MS } from '@halaqa/contracts';
import { api } from '@halaqa/session';

/** Results the app bar shows; the all-courses page has the rest. */
const SEARCH_RESULT_COUNT = 5;

/** GET courses/search for the app bar (`query` already trimmed; empty means no call). */
export function courseSearchQuery(query: string) {
  return queryOptions({
    queryKey: ['courses', 'search', { query, take: SEARCH_RESULT_COUNT }] as const,
    queryFn: () => unwrap(api.GET('/api/courses/search', { params: { query: { query, take: SEARCH_RESULT_COUNT } } })),
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    // Spec section 7: query failures are not retried automatically.
    retry: 0,
    enabled: query !== '',
  });
}
