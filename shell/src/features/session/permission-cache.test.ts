import { permissionsDiffer, readCachedPermissions, writeCachedPermissions } from './permission-cache';

const answer = {
  permissions: [{ slug: 'access-courses', contextId: 4 as const, prerequisites: [], isHidden: false, category: 'member-access' }],
  organizationPermissions: ['organization-lms'],
  userPermissions: ['access-courses'],
  hasGroups: true,
};

beforeEach(() => localStorage.clear());

test('stores the system part and the user part under the spec keys, and reads them back', () => {
  writeCachedPermissions(localStorage, answer);
  expect(JSON.parse(localStorage.getItem('userPermissions')!)).toEqual(['access-courses']);
  expect(JSON.parse(localStorage.getItem('systemPermissions')!).organizationPermissions).toEqual(['organization-lms']);
  expect(readCachedPermissions(localStorage)).toEqual(answer);
});

test('nothing, half or garbage cached reads as nothing cached', () => {
  expect(readCachedPermissions(localStorage)).toBeNull();
  writeCachedPermissions(localStorage, answer);
  localStorage.removeItem('userPermissions');
  expect(readCachedPermissions(localStorage)).toBeNull();
  localStorage.setItem('userPermissions', '{oops');
  expect(readCachedPermissions(localStorage)).toBeNull();
});

test('a fresh copy differs from none, or from a copy with other permissions', () => {
  expect(permissionsDiffer(null, answer)).toBe(true);
  expect(permissionsDiffer(answer, { ...answer })).toBe(false);
  expect(permissionsDiffer(answer, { ...answer, userPermissions: [] })).toBe(true);
  expect(permissionsDiffer(answer, { ...answer, hasGroups: false })).toBe(true);
});
