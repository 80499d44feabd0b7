// mfe-social declares itself (spec section 2: Social): data only, no React.
import { defineRemote, type PageKeysOf, type RouteMeta } from '@halaqa/contracts';
import en from './i18n/chrome.en.json';
import ar from './i18n/chrome.ar.json';

/** Events are gated by the member and organization permissions the spec names for them (section 6). */
const EVENTS: RouteMeta = { memberPermissions: ['access-events'], organizationPermissions: ['organization-social-events'] };
/** Groups routes need communities access plus the social-platform organization permission. */
const GROUPS: RouteMeta = { requiresLogin: true, memberPermissions: ['access-communities'], organizationPermissions: ['organization-social-platform'] };

export const social = defineRemote({
  name: 'mfe-social',
  prefixes: ['/social', '/event', '/groups', '/saved-post'],
  routes: {
    // Events.
    events: { path: '/social/events', meta: { ...EVENTS, allowAnonymousEventView: true } },
    allEvents: { path: '/social/all-events', meta: { ...EVENTS, allowAnonymousEventView: true } },
    myEvents: { path: '/social/my-events', meta: { ...EVENTS, requiresLogin: true } },
    event: { path: '/event/:eventId', meta: { ...EVENTS, allowAnonymousEventView: true }, role: 'event' },
    eventTicket: { path: '/event/:eventId/ticket', meta: { ...EVENTS, requiresLogin: true } },
    // The hosts' check-in screen (issue 16): the API lets only the event's hosts and the event managers use it.
    eventCheckIn: { path: '/event/:eventId/check-in', meta: { ...EVENTS, requiresLogin: true } },

    // Groups.
    groups: { path: '/groups', meta: GROUPS, redirect: 'myGroups' },
    myGroups: { path: '/groups/mine', meta: GROUPS },
    group: { path: '/groups/:groupId', meta: GROUPS, role: 'group' },
    groupPost: { path: '/groups/:groupId/post/:postId', meta: GROUPS, role: 'groupPost' },
    savedPosts: { path: '/saved-post', meta: { ...GROUPS, requiresGroups: true } },
  },
  menus: [
    // Side menu and drawer only (the app bar's tabs are dashboard, courses and my courses).
    { id: 'events', page: 'events', label: 'events', icon: 'calendar', placements: ['side-menu', 'mobile-drawer'], order: 40, audience: 'everyone' },
  ],
  slots: [
    { slot: 'favorites.tabs@1', id: 'events', module: 'favorite-events', label: 'favoriteEvents', order: 20, audience: 'members', page: 'myEvents' },
  ],
  texts: { en, ar },
});

export const socialPaths = social.paths;
export type SocialPage = PageKeysOf<typeof social.routes>;
