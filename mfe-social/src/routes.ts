// Route table of mfe-social (spec section 2: Social). Loaded by the shell
// before the remote's app: no React, no runtime imports.
import type { RouteTable, RemoteRoutesModule, RouteMeta } from '@halaqa/contracts';

export const remote = 'mfe-social' as const;

/** Events are gated by the member and organization permissions the spec names for them (section 6). */
const EVENTS: RouteMeta = {
  memberPermissions: ['access-events'],
  organizationPermissions: ['organization-social-events'],
};

/** Groups routes need communities access plus the social-platform organization permission. */
const GROUPS: RouteMeta = {
  requiresLogin: true,
  memberPermissions: ['access-communities'],
  organizationPermissions: ['organization-social-platform'],
};

export const routes: RouteTable = [
  // Events.
  { path: '/social/events', page: 'events', meta: { ...EVENTS, allowAnonymousEventView: true } },
  { path: '/social/all-events', page: 'allEvents', meta: { ...EVENTS, allowAnonymousEventView: true } },
  { path: '/social/my-events', page: 'myEvents', meta: { ...EVENTS, requiresLogin: true } },
  { path: '/event/:eventId', page: 'event', meta: { ...EVENTS, allowAnonymousEventView: true } },
  { path: '/event/:eventId/ticket', page: 'eventTicket', meta: { ...EVENTS, requiresLogin: true } },

  // Groups.
  { path: '/groups', page: 'groups', meta: GROUPS, redirect: '/groups/mine' },
  { path: '/groups/mine', page: 'myGroups', meta: GROUPS },
  { path: '/groups/:groupId', page: 'group', meta: GROUPS },
  { path: '/groups/:groupId/post/:postId', page: 'groupPost', meta: GROUPS },
  { path: '/saved-post', page: 'savedPosts', meta: { ...GROUPS, requiresGroups: true } },
];

const routesModule: RemoteRoutesModule = { remote, routes };
export default routesModule;
