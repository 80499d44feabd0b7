import { createSiteMap, defineRemote } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import type { AccessContext } from '@halaqa/permissions';
import { ANNOUNCEMENT_LIST_QUERY } from '@halaqa/contracts/src/announcement-list';
import { firstScreenShowsData, openedRemote, sendFirstScreenAhead, sendShellRequestsAhead } from './first-screen';

const texts = { en: { area: 'Fixture', labels: {} }, ar: { area: 'تجربة', labels: {} } };
const site = createSiteMap([defineRemote({
  name: 'mfe-fixture',
  prefixes: ['/fx'],
  routes: {
    list: { path: '/fx/list', firstScreen: [{ path: '/api/items', query: { skip: 0, take: 12 } }, { path: '/api/item-filters' }] },
    item: { path: '/fx/items/:itemId', firstScreen: [{ path: '/api/items/{itemId}' }] },
    mine: { path: '/fx/mine', meta: { requiresLogin: true }, firstScreen: [{ path: '/api/my-items' }] },
    open: { path: '/fx/open', meta: { allowAnonymousCourseView: true, memberPermissions: ['access-courses'] }, firstScreen: [{ path: '/api/open' }] },
    plain: { path: '/fx/plain' },
  },
  texts,
}).definition]);

const flags = organizationFixture().flags;
const visitor: AccessContext = { signedIn: false, flags, memberPermissions: [], organizationPermissions: null, hasGroups: false };
const member: AccessContext = { ...visitor, signedIn: true, memberPermissions: ['member-full-access'] };

function sent(pathname: string, search = '', access: AccessContext | null = visitor): string[] {
  const addresses: string[] = [];
  sendFirstScreenAhead(site, { pathname, search }, access, { sendAhead: (address) => addresses.push(address) });
  return addresses;
}

test("sends the opened page's first screen, its parameters filled in", () => {
  expect(sent('/fx/list')).toEqual(['/api/items?skip=0&take=12', '/api/item-filters']);
  expect(sent('/fx/items/42', '?lang=ar')).toEqual(['/api/items/42']);
});

test('sends nothing for an address with a query or a page without a first screen', () => {
  expect(sent('/fx/list', '?sort=name')).toEqual([]);
  expect(sent('/fx/plain')).toEqual([]);
  expect(sent('/elsewhere')).toEqual([]);
});

test('sends only what the guard will let the page load: never to a visitor the page turns away, nor before access is known', () => {
  expect(sent('/fx/mine')).toEqual([]);
  expect(sent('/fx/mine', '', member)).toEqual(['/api/my-items']);
  expect(sent('/fx/open', '', { ...visitor, flags: { ...flags, allowAnonymousCourseView: true } })).toEqual(['/api/open']);
  expect(sent('/fx/open', '', { ...visitor, flags: { ...flags, allowAnonymousCourseView: false } })).toEqual([]);
  expect(sent('/fx/list', '', null)).toEqual([]);
});

test("sends the shell's own first requests: the banner's list (the banner's exact query) and the permissions unless the page brought them", () => {
  const addresses: string[] = [];
  sendShellRequestsAhead({ sendAhead: (address) => addresses.push(address) }, { permissions: false });
  expect(addresses).toHaveLength(1);
  addresses.length = 0;
  sendShellRequestsAhead({ sendAhead: (address) => addresses.push(address) }, { permissions: true });
  expect(addresses).toHaveLength(2);
  const banner = new URL(addresses[0]!, 'http://demo.localhost');
  expect(banner.pathname).toBe('/api/org-announcements-management');
  expect(Object.fromEntries(banner.searchParams)).toEqual(Object.fromEntries(Object.entries(ANNOUNCEMENT_LIST_QUERY).map(([key, value]) => [key, String(value)])));
  expect(addresses[1]).toBe('/api/permissions-system');
});

test('names the remote to start loading at once: the owner of a page the guard will open with what is known now', () => {
  expect(openedRemote(site, '/fx/list', visitor)).toBe('mfe-fixture');
  expect(openedRemote(site, '/fx/mine', visitor)).toBeNull();
  expect(openedRemote(site, '/fx/mine', member)).toBe('mfe-fixture');
  expect(openedRemote(site, '/fx/list', null)).toBeNull();
  expect(openedRemote(site, '/nowhere', visitor)).toBeNull();
});

test('tells a page whose first screen loads data (its formatters are worth building first) from one that loads none', () => {
  expect(firstScreenShowsData(site, '/fx/list')).toBe(true);
  expect(firstScreenShowsData(site, '/fx/items/42')).toBe(true);
  expect(firstScreenShowsData(site, '/fx/plain')).toBe(false);
  expect(firstScreenShowsData(site, '/nowhere')).toBe(false);
});
