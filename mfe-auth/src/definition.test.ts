import path from 'node:path';
import { checkDefinition, findRoute } from '@halaqa/contracts/src/testing/definition-checks';
import { auth } from './definition';
import { pages } from './pages';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const { definition } = auth;
const byPath = (routePath: string) => findRoute(definition, routePath);

/** Spec section 2 paths owned by mfe-auth. */
const SPEC_PATHS = [
  '/auth', '/auth/login', '/auth/verification-code', '/auth/forget-password', '/auth/reset-password',
  '/auth/verify-email', '/auth/verify-number', '/register',
  '/assessments', '/assessments/:assessmentId',
  '/profile', '/profile/details', '/profile/profile-image', '/profile/security',
  '/account-settings', '/activity-log',
];

checkDefinition({ definition, pages, titles: { en, ar }, requiredPaths: SPEC_PATHS, packageDir: path.join(__dirname, '..') });

describe('mfe-auth definition', () => {
  it('carries the spec meta', () => {
    expect(byPath('/auth').redirect).toBe('/auth/login');
    expect(byPath('/profile').redirect).toBe('/profile/details');
    for (const routePath of ['/auth/login', '/auth/verification-code', '/auth/forget-password']) {
      expect(byPath(routePath).meta).toEqual({ loggedOutOnly: true, hideSidebar: true, authScreen: true });
    }
    for (const routePath of ['/auth/reset-password', '/auth/verify-email']) {
      expect(byPath(routePath).meta).toEqual({ hideSidebar: true, authScreen: true, fromEmail: true });
    }
    expect(byPath('/auth/verify-number').meta).toEqual({ requiresLogin: true, authScreen: true });
    expect(byPath('/register').meta).toEqual({ loggedOutOnly: true, requiresRegistrationEnabled: true, hideSidebar: true });
    for (const routePath of ['/assessments', '/assessments/:assessmentId']) {
      expect(byPath(routePath).meta).toEqual({ requiresLogin: true, hideSidebar: true });
    }
    for (const routePath of ['/profile/details', '/profile/profile-image', '/profile/security', '/account-settings', '/activity-log']) {
      expect(byPath(routePath).meta.requiresLogin).toBe(true);
    }
  });

  it('plays the guard’s and the chrome’s roles', () => {
    const roles = Object.fromEntries(definition.routes.filter((route) => route.role).map((route) => [route.role, route.path]));
    expect(roles).toEqual({
      login: '/auth/login', forgetPassword: '/auth/forget-password', register: '/register', verifyNumber: '/auth/verify-number',
      assessments: '/assessments', assessment: '/assessments/:assessmentId', activityLog: '/activity-log',
    });
  });

  it('offers the profile and the activity log in the avatar menu', () => {
    expect(definition.menus).toEqual([
      expect.objectContaining({ id: 'profile', page: 'profile', placements: ['avatar-menu'], audience: 'members' }),
      expect.objectContaining({ id: 'activityLog', page: 'activityLog', placements: ['avatar-menu'], audience: 'members' }),
    ]);
  });
});
