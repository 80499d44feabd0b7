import { keepPreviousData, useQuery } from '@halaqa/query';
import { unwrap, type operations } from '@halaqa/api-client';
import { skipOf } from '@halaqa/ui/pages';
import { api } from '@halaqa/session';

type ActivityPage = operations['listActivity']['responses'][200]['content']['application/json'];
/** One entry of GET activity-log, as the API's OpenAPI document describes it. */
export type Activity = ActivityPage['data'][number];
export type ActivityType = Activity['type'];

/** Entries a page of the log shows. */
export const ACTIVITY_PAGE_SIZE = 15;

/**
 * GET activity-log: the member's own sign-ins, password changes and
 * enrollments, newest first, a page (1-based) at a time. The entries' text
 * is in the request language, so the language is part of the key.
 */
export function useActivityLog(page: number, language: string) {
  const skip = skipOf(page, ACTIVITY_PAGE_SIZE);
  return useQuery({
    queryKey: ['auth', 'activity-log', language, skip, ACTIVITY_PAGE_SIZE],
    queryFn: () => unwrap(api.GET('/api/activity-log', { params: { query: { skip, take: ACTIVITY_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}
