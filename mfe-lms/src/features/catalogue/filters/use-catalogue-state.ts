import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@halaqa/router';
import { readCatalogueState, writeCatalogueState, type CatalogueState } from './catalogue-url';

/**
 * The all-courses page state, read from and written to the address. Any
 * change but a page change goes back to page 1.
 */
export function useCatalogueState() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readCatalogueState(location.search), [location.search]);

  const update = useCallback((change: Partial<CatalogueState>) => {
    const next = { ...state, ...change };
    if (!('page' in change)) next.page = 1;
    const search = writeCatalogueState(next);
    if (search !== location.search) navigate({ pathname: location.pathname, search });
  }, [state, location.pathname, location.search, navigate]);

  return { state, update };
}
