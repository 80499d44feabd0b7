import { checkRouteTable, findRoute } from '@halaqa/contracts/src/testing/route-table-checks';
import routesModule, { remote, routes } from './routes';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const byPath = (path: string) => findRoute(routes, path);

/** Spec section 2 paths owned by mfe-auth. */
const SPEC_PATHS = [
  '/auth', '/auth/login', '/auth/verification-code', '/auth/forget-password', '/auth/reset-password',
  '/auth/verify-email', '/auth/verify-number', '/register',
  '/assessments', '/assessments/:assessmentId',
  '/profile', '/profile/details', '/profile/profile-image', '/profile/security',
  '/account-settings', '/activity-log',
];

checkRouteTable({ owner: remote, module: routesModule, routes, titles: { en, ar }, requiredPaths: SPEC_PATHS });

describe(`${remote} route table`, () => {
  it('carries the spec meta', () => {
    expect(byPath('/auth').redirect).toBe('/auth/login');
    expect(byPath('/profile').redirect).toBe('/profile/details');
    for (const path of ['/auth/login', '/auth/verification-code', '/auth/forget-password']) {
      expect(byPath(path).meta).toEqual({ loggedOutOnly: true, hideSidebar: true });
    }
    for (const path of ['/auth/reset-password', '/auth/verify-email']) {
      expect(byPath(path).meta).toEqual({ hideSidebar: true });
    }
    expect(byPath('/auth/verify-number').meta).toEqual({ requiresLogin: true });
    expect(byPath('/register').meta).toMatchObject({ loggedOutOnly: true, requiresRegistrationEnabled: true });
    for (const path of ['/assessments', '/assessments/:assessmentId']) {
      expect(byPath(path).meta).toEqual({ requiresLogin: true, hideSidebar: true });
    }
    for (const path of ['/profile/details', '/profile/profile-image', '/profile/security', '/account-settings', '/activity-log']) {
      expect(byPath(path).meta.requiresLogin).toBe(true);
    }
  });
});
