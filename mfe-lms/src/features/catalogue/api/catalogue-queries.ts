import { keepPreviousData, useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { SEARCH_CACHE_MS } from '@halaqa/contracts';
import { usePageLanguage } from '@halaqa/i18n';
import { api } from '@halaqa/session';
import type { CourseSearchQuery } from './types';

/**
 * Every query of the courses area starts with 'lms' (an enrollment
 * invalidates them all); names come in the page language, so it is part of the key.
 */
const catalogueKeys = {
  search: (language: string, query: CourseSearchQuery) => ['lms', 'courses', 'search', language, query] as const,
  filterOptions: (language: string) => ['lms', 'courses', 'filter-options', language] as const,
};

/** GET courses/search; the previous page stays on screen while the next loads. */
export function useCourseSearch(query: CourseSearchQuery) {
  const language = usePageLanguage();
  return useQuery({
    queryKey: catalogueKeys.search(language, query),
    queryFn: () => unwrap(api.GET('/api/courses/search', { params: { query } })),
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET courses/filter-options: what the filter panel offers, with course counts. */
export function useFilterOptions() {
  const language = usePageLanguage();
  return useQuery({
    queryKey: catalogueKeys.filterOptions(language),
    queryFn: () => unwrap(api.GET('/api/courses/filter-options')),
    staleTime: SEARCH_CACHE_MS,
  });
}
