import { checkRouteTable, findRoute } from '@halaqa/contracts/src/testing/route-table-checks';
import routesModule, { remote, routes } from './routes';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const byPath = (path: string) => findRoute(routes, path);

/** Spec section 2 paths owned by mfe-commerce. */
const SPEC_PATHS = ['/cart', '/profile/payment-history', '/profile/payment-history/:orderId', '/payment-complete'];

checkRouteTable({ owner: remote, module: routesModule, routes, titles: { en, ar }, requiredPaths: SPEC_PATHS });

describe(`${remote} route table`, () => {
  it('carries the spec meta', () => {
    for (const path of ['/cart', '/profile/payment-history', '/profile/payment-history/:orderId']) {
      expect(byPath(path).meta).toEqual({ requiresLogin: true, featureFlags: ['marketplaceEnabled'] });
    }
    expect(byPath('/payment-complete').meta).toEqual({ requiresLogin: true, memberPermissions: ['access-courses'] });
  });
});
