// Route table of mfe-coaching. The spec lists no coaching screens (section 1
// names coaches and providers with a profile and bookable availability;
// section 3 "Coaching and booking" the data); these routes are our design.
// Loaded by the shell before the remote's app: no React, no runtime imports.
import type { RouteTable, RemoteRoutesModule, RouteMeta } from '@halaqa/contracts';

export const remote = 'mfe-coaching' as const;

/** Members browsing and booking coaches. */
const MEMBER: RouteMeta = {
  requiresLogin: true,
  memberPermissions: ['access-coaching'],
  organizationPermissions: ['organization-coaching'],
};

export const routes: RouteTable = [
  { path: '/coaching', page: 'coaching', meta: MEMBER, redirect: '/coaching/coaches' },
  { path: '/coaching/coaches', page: 'coaches', meta: MEMBER },
  { path: '/coaching/coaches/:coachId', page: 'coachProfile', meta: MEMBER },
  { path: '/coaching/coaches/:coachId/book', page: 'bookSession', meta: MEMBER },
  { path: '/coaching/my-sessions', page: 'mySessions', meta: MEMBER },
  // For coaches and providers: being one is a role, not a member permission,
  // so the page itself checks it; the route needs only the organization's coaching.
  {
    path: '/coaching/availability',
    page: 'availability',
    meta: { requiresLogin: true, organizationPermissions: ['organization-coaching'] },
  },
];

const routesModule: RemoteRoutesModule = { remote, routes };
export default routesModule;
