import { checkRouteTable, findRoute } from '@halaqa/contracts/src/testing/route-table-checks';
import routesModule, { remote, routes } from './routes';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const byPath = (path: string) => findRoute(routes, path);

/** Our coaching design (spec sections 1 and 3 "Coaching and booking"). */
const SPEC_PATHS = [
  '/coaching', '/coaching/coaches', '/coaching/coaches/:coachId', '/coaching/coaches/:coachId/book',
  '/coaching/my-sessions', '/coaching/availability',
];

checkRouteTable({ owner: remote, module: routesModule, routes, titles: { en, ar }, requiredPaths: SPEC_PATHS });

describe(`${remote} route table`, () => {
  it('carries the designed meta', () => {
    expect(byPath('/coaching').redirect).toBe('/coaching/coaches');
    expect(byPath('/coaching/coaches').meta).toEqual({
      requiresLogin: true, memberPermissions: ['access-coaching'], organizationPermissions: ['organization-coaching'],
    });
    for (const route of routes) {
      expect(route.meta.requiresLogin).toBe(true);
      expect(route.meta.organizationPermissions).toEqual(['organization-coaching']);
    }
  });
});
