// mfe-coaching declares itself. The spec lists no coaching screens (section 1
// names coaches and providers with a profile and bookable availability;
// section 3 "Coaching and booking" the data); these routes are our design.
// Data only, no React.
import { defineRemote, type PageKeysOf, type RouteMeta } from '@halaqa/contracts';
import en from './i18n/chrome.en.json';
import ar from './i18n/chrome.ar.json';

/** Members browsing and booking coaches. */
const MEMBER: RouteMeta = { requiresLogin: true, memberPermissions: ['access-coaching'], organizationPermissions: ['organization-coaching'] };

export const coaching = defineRemote({
  name: 'mfe-coaching',
  prefixes: ['/coaching'],
  routes: {
    coaching: { path: '/coaching', meta: MEMBER, redirect: 'coaches' },
    coaches: { path: '/coaching/coaches', meta: MEMBER },
    coachProfile: { path: '/coaching/coaches/:coachId', meta: MEMBER },
    bookSession: { path: '/coaching/coaches/:coachId/book', meta: MEMBER },
    mySessions: { path: '/coaching/my-sessions', meta: MEMBER, role: 'coachingSessions' },
    // For coaches and providers: being one is a role, not a member permission,
    // so the page itself checks it; the route needs only the organization's coaching.
    availability: { path: '/coaching/availability', meta: { requiresLogin: true, organizationPermissions: ['organization-coaching'] } },
  },
  menus: [
    // Side menu and drawer only (the app bar's tabs are dashboard, courses and my courses); shown to members whose set holds access-coaching.
    { id: 'coaching', page: 'coaches', label: 'coaching', icon: 'coach', placements: ['side-menu', 'mobile-drawer'], order: 50, audience: 'members' },
  ],
  texts: { en, ar },
});

export const coachingPaths = coaching.paths;
export type CoachingPage = PageKeysOf<typeof coaching.routes>;
