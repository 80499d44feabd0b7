import type { ReactNode } from 'react';
import { Navigate } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import type { RouteDefinition } from '@halaqa/contracts';
import { decideRouteAccess } from '@halaqa/permissions';
import { pathForRole } from '@halaqa/mfe-runtime';
import { Spinner } from '@halaqa/ui';
import { useAccessContext } from './use-access-context';
import { NotAllowed, NotAuthenticated, NotFound } from '../screens/GlobalScreens';

/** Renders `children` only when the route access decision (guard step 6) allows it. */
export function GuardedRoute({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const context = useAccessContext();
  if (!context) return <Spinner label={t('guard.checking')} testId="guard-waiting" />;
  const decision = decideRouteAccess(route.meta, context);
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'redirect': {
      const to = pathForRole(decision.to);
      return to ? <Navigate to={to} replace /> : <NotFound />;
    }
    case 'not-authenticated':
      return <NotAuthenticated />;
    case 'not-permitted':
      return <NotAllowed />;
    default:
      return <NotFound />;
  }
}
