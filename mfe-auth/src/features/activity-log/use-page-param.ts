import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@halaqa/router';
import { pageCountOf } from '@halaqa/ui/pages';

/** Never takes the focus from where someone is typing (the app bar's search). */
const isEditing = (element: Element | null) => element?.matches('input, textarea, select, [contenteditable="true"]') ?? false;

/**
 * The page of the log (1-based), kept in the address (`?page=`) so links,
 * back and forward keep it; and the page's heading, which takes the focus
 * when the page appears and after each page change, so keyboard and screen
 * reader users start at the top of what they came to.
 */
export function usePageParam() {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = Number(new URLSearchParams(location.search).get('page'));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!isEditing(document.activeElement)) heading.current?.focus();
  }, []);

  const setPage = useCallback((next: number, { replace = false, focus = true } = {}) => {
    const query = new URLSearchParams(location.search);
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    const search = query.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace });
    if (focus) heading.current?.focus();
  }, [location.pathname, location.search, navigate]);

  return { page, setPage, heading };
}

/**
 * A page past the end (an old link, a shorter log) shows the last page
 * instead, replacing the address. Returns the page count.
 */
export function usePageInRange(
  query: { data: { count: number } | undefined; isPlaceholderData: boolean },
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
