import { defineRemote, type PageKeysOf } from './remote-definition';
import { createSiteMap } from './site-map';

const texts = {
  en: { area: 'Fixture', labels: { home: 'Home', list: 'List' } },
  ar: { area: 'تجربة', labels: { home: 'الرئيسية', list: 'القائمة' } },
};

const fixture = defineRemote({
  name: 'mfe-fixture',
  prefixes: ['/fixture'],
  routes: {
    fixtureRoot: { path: '/fixture', redirect: { flag: 'selfEnrollmentEnabled', whenOn: 'list', whenOff: 'home' } },
    home: { path: '/fixture/home', meta: { requiresLogin: true }, role: 'dashboard' },
    list: { path: '/fixture/list' },
    item: { path: '/fixture/items/:courseId/parts/:partId', data: 'getFixtureItem' },
  },
  menus: [{ id: 'home', page: 'home', label: 'home', icon: 'grid', placements: ['side-menu'], order: 5, audience: 'members' }],
  deepLinks: { subsectionId: 'item' },
  slots: [{ slot: 'favorites.tabs@1', id: 'parts', module: 'parts', label: 'list' }],
  texts,
});

describe('defineRemote', () => {
  it('turns routes keyed by page into the route table, redirects into paths', () => {
    expect(fixture.definition.routes).toEqual([
      { path: '/fixture', page: 'fixtureRoot', meta: {}, redirect: { flag: 'selfEnrollmentEnabled', whenOn: '/fixture/list', whenOff: '/fixture/home' } },
      { path: '/fixture/home', page: 'home', meta: { requiresLogin: true }, role: 'dashboard' },
      { path: '/fixture/list', page: 'list', meta: {} },
      { path: '/fixture/items/:courseId/parts/:partId', page: 'item', meta: {}, data: 'getFixtureItem' },
    ]);
  });

  it('fills in gates and orders that were left out', () => {
    expect(fixture.definition.slots).toEqual([{ slot: 'favorites.tabs@1', id: 'parts', module: 'parts', label: 'list', audience: 'everyone', order: 0 }]);
    expect(fixture.definition.menus[0]).toMatchObject({ audience: 'members', order: 5 });
  });

  it('gives every page a typed path builder', () => {
    expect(fixture.paths.item(3, 'p 1')).toBe('/fixture/items/3/parts/p%201');
    expect(fixture.paths.list({ q: 'x' })).toBe('/fixture/list?q=x');
    // @ts-expect-error a page key that does not exist has no builder
    expect(fixture.paths.lsit).toBeUndefined();
    // @ts-expect-error the part is missing
    expect(() => fixture.paths.item(3)).toThrow();
  });

  it('types the page keys that need a page (redirects need none)', () => {
    const pages: Record<PageKeysOf<typeof fixture.routes>, string> = { home: 'Home', list: 'List', item: 'Item' };
    // @ts-expect-error a page key with no page fails the build
    const missing: Record<PageKeysOf<typeof fixture.routes>, string> = { home: 'Home', list: 'List' };
    // @ts-expect-error a redirect is not a page
    const redirect: Record<PageKeysOf<typeof fixture.routes>, string> = { ...pages, fixtureRoot: 'Root' };
    expect([pages, missing, redirect]).toHaveLength(3);
  });

  it('refuses menus, deep links and redirects that name unknown pages or labels, at build time', () => {
    const routes = { home: { path: '/typo/home' } };
    const base = { name: 'mfe-typo', prefixes: ['/typo'], texts } as const;
    // @ts-expect-error the redirect names no page of this definition (and it throws when run anyway)
    expect(() => defineRemote({ ...base, routes: { root: { path: '/typo', redirect: 'hmoe' }, home: { path: '/typo/home' } } })).toThrow('unknown page hmoe');
    // @ts-expect-error the label is not one of the texts' labels
    defineRemote({ ...base, routes, menus: [{ id: 'home', page: 'home', label: 'hoem', icon: 'grid', placements: ['side-menu'], order: 1 }] });
    // @ts-expect-error the menu opens no page of this definition
    defineRemote({ ...base, routes, menus: [{ id: 'home', page: 'hmoe', label: 'home', icon: 'grid', placements: ['side-menu'], order: 1 }] });
    // @ts-expect-error the deep link names no page
    defineRemote({ ...base, routes, deepLinks: { pollId: 'poll' } });
    // @ts-expect-error the slot is not one the platform declares
    defineRemote({ ...base, routes, slots: [{ slot: 'app-bar.search@2', id: 'x', module: 'x' }] });
    expect(defineRemote({ ...base, routes }).definition.routes).toHaveLength(1);
  });
});

describe('createSiteMap', () => {
  const other = defineRemote({
    name: 'mfe-other',
    prefixes: ['/fixture/deep', '/other'],
    routes: { deep: { path: '/fixture/deep', role: 'login' }, other: { path: '/other' } },
    menus: [
      { id: 'other', page: 'other', label: 'list', icon: 'book', placements: ['side-menu', 'app-bar.tabs'], order: 1 },
      { id: 'late', page: 'deep', label: 'list', icon: 'book', placements: ['side-menu'], order: 50 },
    ],
    slots: [{ slot: 'favorites.tabs@1', id: 'first', module: 'first', order: -1 }],
    texts,
  });
  const site = createSiteMap([fixture.definition, other.definition]);

  it('gives a path to the remote with the longest matching prefix', () => {
    expect(site.ownerOf('/fixture/list')?.name).toBe('mfe-fixture');
    expect(site.ownerOf('/fixture/deep/x')?.name).toBe('mfe-other');
    expect(site.ownerOf('/fixturex')).toBeNull();
  });

  it('resolves roles to the claiming route, and nothing where no area claims them', () => {
    expect(site.pathFor('dashboard')).toBe('/fixture/home');
    expect(site.pathFor('login')).toBe('/fixture/deep');
    expect(site.pathFor('register')).toBeNull();
  });

  it('lists every area’s entries of a placement by order', () => {
    expect(site.menu('side-menu').map(({ area, entry, path }) => [area.name, entry.id, path])).toEqual([
      ['mfe-other', 'other', '/other'], ['mfe-fixture', 'home', '/fixture/home'], ['mfe-other', 'late', '/fixture/deep'],
    ]);
    expect(site.menu('app-bar.tabs').map(({ entry }) => entry.id)).toEqual(['other']);
    expect(site.menu('avatar-menu')).toEqual([]);
  });

  it('lists the fillers of a slot by order', () => {
    expect(site.fills('favorites.tabs@1').map(({ fill }) => fill.id)).toEqual(['first', 'parts']);
    expect(site.fills('app-bar.cart@1')).toEqual([]);
  });

  it('finds the route a path opens, with its parameters, preferring fixed segments', () => {
    const ranked = createSiteMap([defineRemote({
      name: 'mfe-ranked', prefixes: ['/r'], routes: { byId: { path: '/r/:id' }, search: { path: '/r/search' } }, texts,
    }).definition]);
    expect(ranked.routeAt('/r/search')?.route.page).toBe('search');
    expect(ranked.routeAt('/r/42')).toMatchObject({ route: { page: 'byId' }, params: { id: '42' } });
    expect(site.routeAt('/fixture/items/7/parts/a%20b')).toMatchObject({ area: { name: 'mfe-fixture' }, route: { page: 'item' }, params: { courseId: '7', partId: 'a b' } });
    expect(site.routeAt('/fixture/items/7')).toBeNull();
    expect(site.routeAt('/nowhere')).toBeNull();
  });

  it('opens deep links on the declared page, and refuses ids unfit for a path', () => {
    expect(site.deepLink('subsectionId', '7', 'abc')).toBe('/fixture/items/7/parts/abc');
    expect(site.deepLink('pollId', '7', 'abc')).toBeNull();
    expect(site.deepLink('subsectionId', '7', '../admin')).toBeNull();
    expect(site.deepLink('subsectionId', '7/x', '1')).toBeNull();
  });
});
