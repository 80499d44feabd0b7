import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@halaqa/router';
import type { EventWhen } from '../../../api/events-types';
import { readEventsState, writeEventsState, type EventsState } from './events-url';

/** The list state, read from and written to the address; any change but a page change goes back to page 1. */
export function useEventsState(defaultWhen: EventWhen) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readEventsState(location.search, defaultWhen), [location.search, defaultWhen]);
  const update = useCallback((change: Partial<EventsState>) => {
    const next = { ...state, ...change };
    if (!('page' in change)) next.page = 1;
    const search = writeEventsState(next, defaultWhen);
    if (search !== location.search) navigate({ pathname: location.pathname, search });
  }, [state, defaultWhen, location.pathname, location.search, navigate]);
  return { state, update };
}
