import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@halaqa/router';
import { readDirectoryState, writeDirectoryState, type DirectoryState } from './directory-url';

/** The directory state, read from and written to the address; any change but a page change goes back to page 1. */
export function useDirectoryState() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readDirectoryState(location.search), [location.search]);
  const update = useCallback((change: Partial<DirectoryState>) => {
    const next = { ...state, ...change };
    if (!('page' in change)) next.page = 1;
    const search = writeDirectoryState(next);
    if (search !== location.search) navigate({ pathname: location.pathname, search });
  }, [state, location.pathname, location.search, navigate]);
  return { state, update };
}
