import { createSiteMap, defineRemote, type RouteDefinition, type RouteMeta, type RouteRole } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import type { AccessContext } from '@halaqa/permissions';
import { PERMISSION_CATALOGUE } from '@halaqa/permissions/src/catalogue';
import { authFixture, lmsFixture } from '../../../test-support/site-fixture';
import { afterSignInTarget, clearsRememberedRoute, pendingAssessment, runNavigationGuard, type GuardInput, type GuardSite } from './navigation-guard';

const route = (path: string, meta: RouteMeta = {}, role?: RouteRole): RouteDefinition => ({ path, page: 'page', meta, ...(role ? { role } : {}) });
/** The course player's assignment page, where guard step 1's assignmentId leads. */
const coursePlayer = defineRemote({
  name: 'mfe-course-player-fixture',
  prefixes: ['/lms/courses'],
  routes: { assignment: { path: '/lms/courses/:courseId/assignments/:assignmentId' } },
  deepLinks: { assignmentId: 'assignment' },
  texts: { en: { area: 'Courses', labels: {} }, ar: { area: 'الدورات', labels: {} } },
});
const map = createSiteMap([authFixture.definition, lmsFixture.definition, coursePlayer.definition, rolesFixture]);
const AUTH_ROUTES = authFixture.definition.routes;
/** The fixture site: roles at the real paths, auth screens where the auth area puts them. */
const site: GuardSite = {
  pathFor: map.pathFor,
  deepLink: map.deepLink,
  routeAt: (pathname) => AUTH_ROUTES.find((r) => r.path === pathname) ?? null,
};
const authScreen = (path: string, meta: RouteMeta = {}) => route(path, { ...meta, authScreen: true });
const remembering = (pathname: string, previousPathname: string | null, rememberedRoute: string | null, onAuthScreen: boolean) =>
  clearsRememberedRoute({ site, previousPathname, rememberedRoute, route: onAuthScreen ? authScreen(pathname) : route(pathname) });
const access = (signedIn: boolean, memberPermissions: string[] = ['access-courses']): AccessContext => ({
  signedIn,
  flags: organizationFixture().flags,
  memberPermissions,
  organizationPermissions: ['organization-everything'],
  hasGroups: false,
  catalogue: PERMISSION_CATALOGUE,
});
const verified = { isPhoneVerified: true, forceResetPassword: false };

function visitor(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    pathname: '/contact-us', search: '', site, previousPathname: '/', signedIn: false, rememberedRoute: null,
    access: access(false), route: route('/contact-us'), user: undefined, assessments: undefined,
    justSignedIn: false, allCoursesAllowed: true,
    ...overrides,
  };
}
function member(overrides: Partial<GuardInput> = {}): GuardInput {
  return visitor({ signedIn: true, access: access(true), user: verified, assessments: [], ...overrides });
}

describe('step 1: super_token', () => {
  it('signs in with the token, keeps the student view flag, and leads to the deep link', () => {
    expect(runNavigationGuard(visitor({ pathname: '/', search: '?super_token=abc&student_view=1&courseId=3&assignmentId=8&lang=ar' })))
      .toEqual({ kind: 'sso-login', token: 'abc', studentView: true, to: '/lms/courses/3/assignments/8' });
  });

  it('without student_view the instructor view is cleared, and it runs before anything else', () => {
    expect(runNavigationGuard(member({ pathname: '/dashboard', search: '?super_token=abc&ssoid=9', access: null })))
      .toEqual({ kind: 'sso-login', token: 'abc', studentView: false, to: '/dashboard?ssoid=9' });
  });
});

describe('step 2: ssoid', () => {
  it('a visitor keeps the value and goes to login', () => {
    expect(runNavigationGuard(visitor({ search: '?ssoid=xyz' }))).toEqual({ kind: 'store-sso-id', ssoId: 'xyz', to: '/auth/login' });
  });

  it('a signed-in user is told SAML is not available and the value is dropped', () => {
    expect(runNavigationGuard(member({ pathname: '/lms', search: '?ssoid=xyz&tab=2' }))).toEqual({ kind: 'saml-unavailable', to: '/lms?tab=2' });
  });
});

describe('step 3: auth screens clear the remembered route', () => {
  it('clears it when an auth screen is reached from elsewhere', () => {
    expect(remembering('/auth/login', '/contact-us', '/dashboard', true)).toBe(true);
    expect(remembering('/auth/login', null, '/dashboard', true)).toBe(true);
    const outcome = runNavigationGuard(visitor({ pathname: '/auth/login', previousPathname: '/contact-us', rememberedRoute: '/dashboard', route: authScreen('/auth/login', { loggedOutOnly: true }) }));
    expect(outcome).toEqual({ kind: 'render', decision: { kind: 'allow' }, effects: { forgetRememberedRoute: true } });
  });

  it('keeps it on the 403 page\'s way to login and between auth screens', () => {
    expect(remembering('/auth/login', '/dashboard', '/dashboard?x=1', true)).toBe(false);
    expect(remembering('/auth/verification-code', '/auth/login', '/dashboard', true)).toBe(false);
    expect(remembering('/contact-us', '/lms', '/dashboard', false)).toBe(false);
  });
});

describe('step 4: permissions', () => {
  it('waits for them when nothing is cached', () => {
    expect(runNavigationGuard(visitor({ access: null }))).toEqual({ kind: 'wait', for: 'permissions', effects: {} });
  });
});

describe('step 6: authentication and permission', () => {
  it('a visitor on a login route gets the 403 page and the route is remembered', () => {
    const outcome = runNavigationGuard(visitor({ pathname: '/dashboard', search: '?tab=1', route: route('/dashboard', { requiresLogin: true, memberPermissions: ['access-courses'] }) }));
    expect(outcome).toEqual({ kind: 'render', decision: { kind: 'not-authenticated' }, effects: { rememberRoute: '/dashboard?tab=1' } });
  });

  it('a member without the permission gets the not-allowed card', () => {
    const outcome = runNavigationGuard(member({ pathname: '/dashboard', access: access(true, ['access-events']), route: route('/dashboard', { requiresLogin: true, memberPermissions: ['access-courses'] }) }));
    expect(outcome).toEqual({ kind: 'render', decision: { kind: 'not-permitted' }, effects: {} });
  });

  it('a member holding the bypass permission gets the page', () => {
    const outcome = runNavigationGuard(member({ pathname: '/dashboard', access: access(true, ['member-full-access']), route: route('/dashboard', { requiresLogin: true, memberPermissions: ['access-courses'] }) }));
    expect(outcome).toEqual({ kind: 'render', decision: { kind: 'allow' }, effects: {} });
  });
});

describe('step 7: the user and the assessments are loaded when signed in', () => {
  it('waits for GET auth, then for the assessments', () => {
    expect(runNavigationGuard(member({ user: undefined })).kind).toBe('wait');
    expect(runNavigationGuard(member({ user: undefined }))).toMatchObject({ for: 'user' });
    expect(runNavigationGuard(member({ assessments: undefined }))).toMatchObject({ for: 'assessments' });
  });

  it('does not wait for assessments while a password reset is forced (the API refuses them)', () => {
    expect(runNavigationGuard(member({ user: { ...verified, forceResetPassword: true }, assessments: undefined })).kind).toBe('render');
  });

  it('visitors wait for neither', () => {
    expect(runNavigationGuard(visitor()).kind).toBe('render');
  });
});

describe('step 8: logged-out-only routes', () => {
  const login = route('/auth/login', { loggedOutOnly: true });

  it('send a signed-in user to the dashboard', () => {
    expect(runNavigationGuard(member({ pathname: '/auth/login', route: login }))).toEqual({ kind: 'redirect', to: '/dashboard', step: 8, effects: {} });
  });

  it('right after signing in here: the remembered route (forgotten once used), else all courses, else the dashboard', () => {
    expect(runNavigationGuard(member({ pathname: '/auth/login', previousPathname: '/dashboard', route: login, justSignedIn: true, rememberedRoute: '/dashboard?tab=2' })))
      .toEqual({ kind: 'redirect', to: '/dashboard?tab=2', step: 8, effects: { forgetRememberedRoute: true } });
    expect(afterSignInTarget(null, true, site)).toBe('/lms/all-courses');
    expect(afterSignInTarget(null, false, site)).toBe('/dashboard');
  });
});

describe('step 9: phone verification', () => {
  it('sends an unverified user to verify-number, and lets them stay there', () => {
    const unverified = { ...verified, isPhoneVerified: false };
    expect(runNavigationGuard(member({ pathname: '/lms', user: unverified }))).toMatchObject({ kind: 'redirect', to: '/auth/verify-number', step: 9 });
    expect(runNavigationGuard(member({ pathname: '/auth/verify-number', user: unverified, route: route('/auth/verify-number', { requiresLogin: true }, 'verifyNumber') })).kind).toBe('render');
  });

  it('sends a verified user away from verify-number to the dashboard', () => {
    expect(runNavigationGuard(member({ pathname: '/auth/verify-number', route: route('/auth/verify-number', { requiresLogin: true }, 'verifyNumber') })))
      .toMatchObject({ kind: 'redirect', to: '/dashboard', step: 9 });
  });

  it('lets email links through (verify the email before the phone)', () => {
    const unverified = { ...verified, isPhoneVerified: false };
    expect(runNavigationGuard(member({ pathname: '/auth/verify-email', user: unverified, route: route('/auth/verify-email', { fromEmail: true }) })).kind).toBe('render');
  });
});

describe('step 10: onboarding assessments', () => {
  it('a pending assessment leads to the welcome screen, a started one to its page', () => {
    expect(runNavigationGuard(member({ pathname: '/lms', assessments: [{ id: 4, status: 'pending' }] })))
      .toMatchObject({ kind: 'redirect', to: '/assessments', step: 10 });
    expect(runNavigationGuard(member({ pathname: '/lms', assessments: [{ id: 4, status: 'pending' }, { id: 6, status: 'started' }] })))
      .toMatchObject({ kind: 'redirect', to: '/assessments/6', step: 10 });
  });

  it('lets the user take them, and leaves users with none (or all completed) alone', () => {
    expect(runNavigationGuard(member({ pathname: '/assessments/4', route: route('/assessments/:assessmentId', {}, 'assessment'), assessments: [{ id: 4, status: 'pending' }] })).kind).toBe('render');
    expect(runNavigationGuard(member({ pathname: '/lms', assessments: [{ id: 4, status: 'completed' }] })).kind).toBe('render');
    expect(pendingAssessment([])).toBeNull();
  });

  it('comes after phone verification', () => {
    expect(runNavigationGuard(member({ pathname: '/lms', user: { ...verified, isPhoneVerified: false }, assessments: [{ id: 4, status: 'pending' }] })))
      .toMatchObject({ to: '/auth/verify-number' });
  });
});
