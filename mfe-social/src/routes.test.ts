import { checkRouteTable, findRoute } from '@halaqa/contracts/src/testing/route-table-checks';
import routesModule, { remote, routes } from './routes';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const byPath = (path: string) => findRoute(routes, path);

/** Spec section 2 paths owned by mfe-social. */
const SPEC_PATHS = [
  '/social/events', '/social/all-events', '/social/my-events', '/event/:eventId', '/event/:eventId/ticket',
  '/groups', '/groups/mine', '/groups/:groupId', '/groups/:groupId/post/:postId', '/saved-post',
];

checkRouteTable({ owner: remote, module: routesModule, routes, titles: { en, ar }, requiredPaths: SPEC_PATHS });

describe(`${remote} route table`, () => {
  it('carries the spec meta', () => {
    for (const path of ['/social/events', '/social/all-events', '/event/:eventId']) {
      expect(byPath(path).meta.allowAnonymousEventView).toBe(true);
      expect(byPath(path).meta.requiresLogin).toBeUndefined();
    }
    for (const path of ['/social/my-events', '/event/:eventId/ticket']) expect(byPath(path).meta.requiresLogin).toBe(true);
    expect(byPath('/groups').redirect).toBe('/groups/mine');
    for (const path of ['/groups', '/groups/mine', '/groups/:groupId', '/groups/:groupId/post/:postId', '/saved-post']) {
      expect(byPath(path).meta).toMatchObject({
        memberPermissions: ['access-communities'], organizationPermissions: ['organization-social-platform'],
      });
    }
    expect(byPath('/saved-post').meta).toMatchObject({ requiresLogin: true, requiresGroups: true });
  });
});
