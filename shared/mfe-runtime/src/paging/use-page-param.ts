import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from '@halaqa/router';

/** The page of a paginated list (1-based), kept in the address (`?page=`) so links, back and forward keep it. */
export function usePageParam() {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = Number(new URLSearchParams(location.search).get('page'));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  // Moved to after a page change, so keyboard and screen-reader users start at the new page's top.
  const listTop = useRef<HTMLHeadingElement>(null);

  const setPage = useCallback((next: number, { replace = false, focus = true } = {}) => {
    const query = new URLSearchParams(location.search);
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    const search = query.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace });
    if (focus) listTop.current?.focus();
  }, [location.pathname, location.search, navigate]);

  return { page, setPage, listTop };
}
