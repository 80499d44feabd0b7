import { useMemo } from 'react';
import { useLocation, useNavigate } from '@halaqa/router';
import type { ShellLocation, ShellNavigator } from '@halaqa/contracts';

/** The shell's location and navigator in the shape remotes receive. */
export function useShellNavigation(): { location: ShellLocation; navigator: ShellNavigator } {
  const current = useLocation();
  const navigate = useNavigate();
  const navigator = useMemo<ShellNavigator>(() => ({
    push: (to, state) => navigate(to, { state }),
    replace: (to, state) => navigate(to, { replace: true, state }),
    go: (delta) => navigate(delta),
    createHref: (to) => to,
  }), [navigate]);
  const location = useMemo<ShellLocation>(() => ({
    pathname: current.pathname,
    search: current.search,
    hash: current.hash,
    state: current.state as unknown,
    key: current.key,
  }), [current.pathname, current.search, current.hash, current.state, current.key]);
  return { location, navigator };
}
