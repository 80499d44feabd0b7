// Tests only. A small site like the real one, for the shell's component
// tests: the shell knows no remote's source, so its tests describe remotes
// with fixture definitions (the real ones are checked where they live, and
// composed for real in e2e/).
import { defineRemote, type DefinedRemote, type RemoteManifest, type RemoteManifestEntry, type RemoteName } from '@halaqa/contracts';

const texts = <Label extends string>(area: [string, string], labels: Record<Label, [string, string]>) => ({
  en: { area: area[0], labels: Object.fromEntries(Object.entries<[string, string]>(labels).map(([key, [en]]) => [key, en])) as Record<Label, string> },
  ar: { area: area[1], labels: Object.fromEntries(Object.entries<[string, string]>(labels).map(([key, [, ar]]) => [key, ar])) as Record<Label, string> },
});

const TABS = ['app-bar.tabs', 'side-menu', 'mobile-drawer'] as const;

export const lmsFixture = defineRemote({
  name: 'mfe-lms',
  prefixes: ['/lms', '/dashboard', '/favorite'],
  routes: {
    lmsRoot: { path: '/lms', role: 'coursesRoot', redirect: { flag: 'selfEnrollmentEnabled', whenOn: 'allCourses', whenOff: 'myCourses' } },
    allCourses: {
      path: '/lms/all-courses', role: 'allCourses',
      meta: { organizationPermissions: ['organization-lms'], memberPermissions: ['access-courses'], allowAnonymousCourseView: true, requiresSelfEnrollment: true },
    },
    myCourses: { path: '/lms/my-courses', meta: { requiresLogin: true, memberPermissions: ['access-courses'] } },
    dashboard: { path: '/dashboard', role: 'dashboard', meta: { requiresLogin: true, memberPermissions: ['access-courses'] } },
    favorite: { path: '/favorite', meta: { requiresLogin: true } },
  },
  menus: [
    { id: 'dashboard', page: 'dashboard', label: 'dashboard', icon: 'grid', placements: TABS, order: 10, audience: 'members' },
    { id: 'courses', page: 'allCourses', label: 'courses', icon: 'book', placements: TABS, order: 20, audience: 'members' },
    { id: 'coursesForVisitors', page: 'lmsRoot', label: 'courses', icon: 'book', placements: TABS, order: 20, audience: 'visitors' },
    { id: 'myCourses', page: 'myCourses', label: 'myCourses', icon: 'bookmark', placements: TABS, order: 30, audience: 'members' },
    { id: 'favorites', page: 'favorite', label: 'favorites', icon: 'heart', placements: ['app-bar.actions'], order: 10, audience: 'members' },
  ],
  slots: [{ slot: 'app-bar.search@1', id: 'courses', module: 'course-search', page: 'allCourses', label: 'search' }],
  texts: texts(['Learning', 'التعلم'], {
    dashboard: ['{{dashboard}}', '{{dashboard}}'],
    courses: ['{{courses}}', '{{courses}}'],
    myCourses: ['My {{courses}}', '{{courses}}ي'],
    favorites: ['Favorites', 'المفضلة'],
    search: ['Search {{courses}}', 'ابحث عن {{courses}}'],
  }),
});

export const authFixture = defineRemote({
  name: 'mfe-auth',
  prefixes: ['/auth', '/register', '/assessments', '/profile'],
  routes: {
    login: { path: '/auth/login', role: 'login', meta: { loggedOutOnly: true, authScreen: true } },
    verificationCode: { path: '/auth/verification-code', meta: { loggedOutOnly: true, authScreen: true } },
    verifyEmail: { path: '/auth/verify-email', meta: { authScreen: true, fromEmail: true } },
    verifyNumber: { path: '/auth/verify-number', role: 'verifyNumber', meta: { requiresLogin: true, authScreen: true } },
    register: { path: '/register', role: 'register', meta: { loggedOutOnly: true, requiresRegistrationEnabled: true } },
    assessments: { path: '/assessments', role: 'assessments', meta: { requiresLogin: true } },
    assessment: { path: '/assessments/:assessmentId', role: 'assessment', meta: { requiresLogin: true } },
    profile: { path: '/profile', meta: { requiresLogin: true } },
  },
  menus: [{ id: 'profile', page: 'profile', label: 'profile', icon: 'coach', placements: ['avatar-menu'], order: 10, audience: 'members' }],
  texts: texts(['Account', 'الحساب'], { profile: ['Profile', 'الملف الشخصي'] }),
});

const socialFixture = defineRemote({
  name: 'mfe-social',
  prefixes: ['/social'],
  routes: {
    events: { path: '/social/events', meta: { memberPermissions: ['access-events'], organizationPermissions: ['organization-social-events'], allowAnonymousEventView: true } },
  },
  menus: [{ id: 'events', page: 'events', label: 'events', icon: 'calendar', placements: ['side-menu', 'mobile-drawer'], order: 40, audience: 'everyone' }],
  texts: texts(['Community', 'المجتمع'], { events: ['Events', 'الفعاليات'] }),
});

const commerceFixture = defineRemote({
  name: 'mfe-commerce',
  prefixes: ['/profile/payment-history'],
  routes: { paymentHistory: { path: '/profile/payment-history', meta: { requiresLogin: true, featureFlags: ['marketplaceEnabled'] } } },
  menus: [{ id: 'paymentHistory', page: 'paymentHistory', label: 'paymentHistory', icon: 'book', placements: ['avatar-menu'], order: 20, audience: 'members' }],
  texts: texts(['Store', 'المتجر'], { paymentHistory: ['Payment history', 'سجل المدفوعات'] }),
});

/** A manifest entry for a fixture remote, as the API would list it. */
export function manifestEntry(remote: DefinedRemote, name: RemoteName): RemoteManifestEntry {
  return { ...remote.definition, name, entry: `/remotes/${name}/remoteEntry.js?v=1` };
}

/** Every fixture remote switched on. */
export const FIXTURE_MANIFEST: RemoteManifest = {
  organizationId: 1,
  remotes: [
    manifestEntry(authFixture, 'mfe-auth'),
    manifestEntry(lmsFixture, 'mfe-lms'),
    manifestEntry(commerceFixture, 'mfe-commerce'),
    manifestEntry(socialFixture, 'mfe-social'),
  ],
};
