import { useEffect } from 'react';
import { pageCountOf } from '@halaqa/ui/pages';

interface PagedResult { count: number }

/**
 * A page past the end (the list shrank, or an old link) shows the last page
 * instead, replacing the address. Returns the page count.
 */
export function usePageInRange(
  query: { data: PagedResult | undefined; isPlaceholderData: boolean },
  page: number,
  pageSize: number,
  setPage: (page: number, options: { replace: boolean; focus: boolean }) => void,
): number {
  const pageCount = pageCountOf(query.data?.count ?? 0, pageSize);
  const pastTheEnd = !query.isPlaceholderData && query.data !== undefined && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount, { replace: true, focus: false });
  }, [pastTheEnd, pageCount, setPage]);
  return pageCount;
}
