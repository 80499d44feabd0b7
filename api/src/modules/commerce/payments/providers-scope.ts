import type { RouteScopeDeclaration } from '../../../core/route-scope';

/** commerce/routes.ts's `providers` scope, opened again where a route needs a body parser of its own: nobody signed in, the site's organization. */
export const PROVIDERS_SCOPE: RouteScopeDeclaration = { tenant: 'resolve', user: 'none' };
