import type { ReactNode } from 'react';
import { Navigate } from '@halaqa/router';
import type { RouteDefinition } from '@halaqa/contracts';
import { decideRouteAccess } from '@halaqa/permissions';
import { useOrganization } from '@halaqa/mfe-runtime';
import { useAppSelector } from '../../store/store';
import { accessContext } from './access-context';
import { NotAllowed, NotAuthenticated, NotFound } from '../global-screens/GlobalScreens';

/** Renders `children` only when the route access decision allows it. */
export function GuardedRoute({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const organization = useOrganization();
  const session = useAppSelector((state) => state.session);
  const decision = decideRouteAccess(route.meta, accessContext(organization, session));
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'not-authenticated':
      return <NotAuthenticated />;
    case 'not-permitted':
      return <NotAllowed />;
    default:
      return <NotFound />;
  }
}
