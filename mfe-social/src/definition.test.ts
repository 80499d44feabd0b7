import path from 'node:path';
import { checkDefinition, findRoute } from '@halaqa/contracts/src/testing/definition-checks';
import { social } from './definition';
import { pages } from './pages';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const { definition } = social;
const byPath = (routePath: string) => findRoute(definition, routePath);

/** Spec section 2 paths owned by mfe-social. */
const SPEC_PATHS = [
  '/social/events', '/social/all-events', '/social/my-events', '/event/:eventId', '/event/:eventId/ticket',
  '/groups', '/groups/mine', '/groups/:groupId', '/groups/:groupId/post/:postId', '/saved-post',
];

checkDefinition({ definition, pages, titles: { en, ar }, requiredPaths: SPEC_PATHS, packageDir: path.join(__dirname, '..') });

describe('mfe-social definition', () => {
  it('carries the spec meta', () => {
    for (const routePath of ['/social/events', '/social/all-events', '/event/:eventId']) {
      expect(byPath(routePath).meta.allowAnonymousEventView).toBe(true);
      expect(byPath(routePath).meta.requiresLogin).toBeUndefined();
    }
    for (const routePath of ['/social/my-events', '/event/:eventId/ticket']) expect(byPath(routePath).meta.requiresLogin).toBe(true);
    expect(byPath('/groups').redirect).toBe('/groups/mine');
    for (const routePath of ['/groups', '/groups/mine', '/groups/:groupId', '/groups/:groupId/post/:postId', '/saved-post']) {
      expect(byPath(routePath).meta).toMatchObject({
        memberPermissions: ['access-communities'], organizationPermissions: ['organization-social-platform'],
      });
    }
    expect(byPath('/saved-post').meta).toMatchObject({ requiresLogin: true, requiresGroups: true });
  });

  it('offers events in the side menu and drawer, and a favorites tab', () => {
    expect(definition.menus).toEqual([expect.objectContaining({ page: 'events', placements: ['side-menu', 'mobile-drawer'], audience: 'everyone' })]);
    expect(definition.slots).toEqual([expect.objectContaining({ slot: 'favorites.tabs@1', id: 'events', module: 'favorite-events', page: 'myEvents' })]);
  });
});
