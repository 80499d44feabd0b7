import { and, eq } from 'drizzle-orm';
import { MANAGE_PERMISSIONS, PERMISSION_CATALOGUE } from '@halaqa/permissions/src/catalogue';
import type { Named, PermissionPage, PermissionSet, PermissionsSystem } from '../src/modules/permissions/dto';
import { permissionSets } from '../src/modules/permissions/tables';
import { users } from '../src/modules/users/tables';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const ALL_ACCESS = ['access-coaching', 'access-communities', 'access-courses', 'access-events', 'access-external-courses', 'access-skills-development'];
const NOUR_ORGANIZATION = [
  'manage-checklists', 'manage-courses', 'manage-external-courses', 'manage-learning-paths', 'manage-members', 'manage-specializations',
  'manage-support-teams', 'organization-coaching', 'organization-enabled', 'organization-learning-path', 'organization-lms',
];

const as = async (prefix: 'demo' | 'nour', email: string) => ({ ...bearer(await server.memberToken(prefix, email)), 'x-organization': prefix });
const system = async (headers: Record<string, string>) => {
  const res = await server.request<PermissionsSystem>('/api/permissions-system', { headers });
  expect(res.status).toBe(200);
  return res.body;
};

/** The id of a seeded set of an organization, by its seed key. */
async function setId(prefix: string, key: string): Promise<number> {
  const organizationId = await server.organizationId(prefix);
  const [row] = await server.database.db.select({ id: permissionSets.id }).from(permissionSets)
    .where(and(eq(permissionSets.organizationId, organizationId), eq(permissionSets.seedKey, key)));
  return row!.id;
}

describe('GET permissions-system', () => {
  test('visitors get the whole catalogue and the organization permissions, and no user permissions', async () => {
    const demo = await system({});
    expect(demo.permissions).toHaveLength(PERMISSION_CATALOGUE.length);
    expect(demo.permissions).toEqual(expect.arrayContaining([
      { slug: 'manage-social-events', contextId: 3, prerequisites: ['organization-social-events'], isHidden: false, category: 'administration' },
      { slug: 'access-communities', contextId: 4, prerequisites: [], isHidden: false, category: 'member-access' },
      { slug: 'organization-lms', contextId: 3, prerequisites: ['organization-enabled'], isHidden: true, category: 'organization-features' },
    ]));
    expect(demo.organizationPermissions).toEqual(['organization-everything']);
    expect(demo.userPermissions).toEqual([]);
    // Social groups (issue 16): a visitor belongs to no group.
    expect(demo.hasGroups).toBe(false);

    const nour = await system({ 'x-organization': 'nour' });
    expect(nour.organizationPermissions).toEqual(NOUR_ORGANIZATION);
    expect(nour.organizationPermissions).not.toContain('organization-registration-enabled');
  });

  test('each seeded account gets its own set', async () => {
    expect((await system(await as('demo', 'member@demo.halaqa.test'))).userPermissions).toEqual(ALL_ACCESS);
    expect((await system(await as('demo', 'events@demo.halaqa.test'))).userPermissions).toEqual(['access-events']);
    expect((await system(await as('demo', 'instructor@demo.halaqa.test'))).userPermissions).toEqual(['access-courses', 'access-events', 'manage-courses']);
    expect((await system(await as('demo', 'coach@demo.halaqa.test'))).userPermissions).toEqual(['access-coaching', 'access-courses']);
    expect((await system(await as('demo', 'provider@demo.halaqa.test'))).userPermissions).toEqual(['access-coaching', 'access-courses']);
  });

  test("an administrator gets full member access and the organization's manage permissions", async () => {
    const demoAdmin = await system(await as('demo', 'admin@demo.halaqa.test'));
    expect(demoAdmin.userPermissions).toEqual(['member-full-access', ...MANAGE_PERMISSIONS].sort());
    const nourAdmin = await system(await as('nour', 'admin@nour.halaqa.test'));
    expect(nourAdmin.userPermissions).toContain('manage-members');
    expect(nourAdmin.userPermissions).not.toContain('manage-social-events');
    expect(nourAdmin.userPermissions).not.toContain('manage-social-groups');
  });

  test('a user with no set of their own gets the default member set', async () => {
    const organizationId = await server.organizationId('demo');
    await server.database.db.update(users).set({ permissionSetId: null })
      .where(and(eq(users.organizationId, organizationId), eq(users.email, 'newcomer@demo.halaqa.test')));
    expect((await system(await as('demo', 'newcomer@demo.halaqa.test'))).userPermissions).toEqual(ALL_ACCESS);
  });

  test('a user who must reset their password may still ask', async () => {
    expect((await system(await as('demo', 'reset@demo.halaqa.test'))).userPermissions).toEqual(ALL_ACCESS);
  });

  test('a bad token is refused rather than treated as a visitor', async () => {
    const res = await server.request('/api/permissions-system', { headers: { authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'auth-006' });
  });
});

describe('permissions admin', () => {
  const ADMIN_READS = ['/api/permission-contexts', '/api/permission-categories', '/api/permission-sets', '/api/permissions?take=5'];

  test('needs a signed-in administrator holding manage-members', async () => {
    const member = await as('demo', 'member@demo.halaqa.test');
    const instructor = await as('demo', 'instructor@demo.halaqa.test');
    for (const path of ADMIN_READS) {
      expect((await server.request(path)).body).toMatchObject({ statusCode: 401, code: 'auth-006' });
      expect((await server.request(path, { headers: member })).body).toMatchObject({ statusCode: 403, code: 'perm-001' });
      expect((await server.request(path, { headers: instructor })).body).toMatchObject({ statusCode: 403, code: 'perm-001' });
    }
  });

  test('an administrator portal without manage-members is refused too', async () => {
    const organizationId = await server.organizationId('nour');
    const eventsOnly = await setId('nour', 'events-only-member');
    const [admin] = await server.database.db.select({ id: users.id, permissionSetId: users.permissionSetId }).from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.email, 'admin@nour.halaqa.test')));
    const headers = await as('nour', 'admin@nour.halaqa.test');
    await server.database.db.update(users).set({ permissionSetId: eventsOnly }).where(eq(users.id, admin!.id));
    try {
      expect((await server.request('/api/permission-sets', { headers })).body).toMatchObject({ code: 'perm-001' });
    } finally {
      await server.database.db.update(users).set({ permissionSetId: admin!.permissionSetId }).where(eq(users.id, admin!.id));
    }
    expect((await server.request('/api/permission-sets', { headers })).status).toBe(200);
  });

  test('reads contexts, categories and the assignable permissions', async () => {
    const admin = await as('demo', 'admin@demo.halaqa.test');
    const contexts = await server.request<Named[]>('/api/permission-contexts', { headers: admin });
    expect(contexts.body.map((context) => [context.id, context.slug])).toEqual([
      [1, 'global'], [2, 'user'], [3, 'organization'], [4, 'organization-member'], [5, 'other'],
    ]);
    const categories = await server.request<Named[]>('/api/permission-categories', { headers: admin });
    expect(categories.body.map((category) => category.slug)).toEqual(['platform', 'organization-features', 'member-access', 'administration']);
    expect(categories.body.every((category) => category.nameAr.length > 0)).toBe(true);

    const all = await server.request<PermissionPage>(`/api/permissions?take=${Number.MAX_SAFE_INTEGER}`, { headers: admin });
    const visible = PERMISSION_CATALOGUE.filter((permission) => !permission.isHidden);
    expect(all.body.count).toBe(visible.length);
    expect(all.body.data.map((permission) => permission.slug).sort()).toEqual(visible.map((permission) => permission.slug).sort());
    const page = await server.request<PermissionPage>('/api/permissions?skip=2&take=3', { headers: admin });
    expect(page.body).toEqual({ count: visible.length, data: all.body.data.slice(2, 5) });
    expect((await server.request('/api/permissions?take=-1', { headers: admin })).body).toMatchObject({ code: 'req-001' });
  });

  test("lists the organization's sets: its own, the locked predefined ones and the editable example", async () => {
    const res = await server.request<PermissionSet[]>('/api/permission-sets', { headers: await as('nour', 'admin@nour.halaqa.test') });
    expect(res.status).toBe(200);
    expect(res.body.map((set) => set.name)).toEqual([
      'Organization', 'Administrator', 'Instructor', 'Coach', 'Provider', 'Member', 'Events-only member', 'Learner without coaching',
    ]);
    const [organization, ...memberSets] = res.body;
    expect(organization).toMatchObject({ contextId: 3, isPredefined: true, canBeEdited: false, permissions: NOUR_ORGANIZATION });
    expect(memberSets.every((set) => set.contextId === 4)).toBe(true);
    const example = memberSets.at(-1)!;
    expect(example).toMatchObject({ isPredefined: false, canBeEdited: true, canBeDeleted: true, clonedFromId: memberSets[4]!.id });
    expect(memberSets.slice(0, -1).every((set) => set.isPredefined && !set.canBeEdited && !set.canBeDeleted)).toBe(true);

    const one = await server.request<PermissionSet>(`/api/permission-sets/${example.id}`, { headers: await as('nour', 'admin@nour.halaqa.test') });
    expect(one.body).toEqual(example);
  });

  test('edits an editable set in one go, and members holding it feel it at once', async () => {
    const admin = await as('demo', 'admin@demo.halaqa.test');
    const example = await setId('demo', 'learner-without-coaching');
    const organizationId = await server.organizationId('demo');
    await server.database.db.update(users).set({ permissionSetId: example })
      .where(and(eq(users.organizationId, organizationId), eq(users.email, 'coach@demo.halaqa.test')));
    const coach = await as('demo', 'coach@demo.halaqa.test');
    expect((await system(coach)).userPermissions).not.toContain('access-coaching');

    const res = await server.request<PermissionSet>(`/api/permission-sets/${example}`, {
      method: 'PATCH', headers: admin, body: { name: 'Coaching only', nameAr: 'الإرشاد فقط', permissions: ['access-coaching', 'manage-support-teams'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Coaching only', nameAr: 'الإرشاد فقط', permissions: ['access-coaching', 'manage-support-teams'] });
    expect((await system(coach)).userPermissions).toEqual(['access-coaching', 'manage-support-teams']);

    const renamed = await server.request<PermissionSet>(`/api/permission-sets/${example}`, { method: 'PATCH', headers: admin, body: { name: 'Coaches' } });
    expect(renamed.body).toMatchObject({ name: 'Coaches', nameAr: 'الإرشاد فقط', permissions: ['access-coaching', 'manage-support-teams'] });
    const emptied = await server.request<PermissionSet>(`/api/permission-sets/${example}`, { method: 'PATCH', headers: admin, body: { permissions: [] } });
    expect(emptied.body.permissions).toEqual([]);
  });

  test('refuses predefined sets, unknown or hidden permissions and empty edits, changing nothing', async () => {
    const admin = await as('demo', 'admin@demo.halaqa.test');
    const member = await setId('demo', 'member');
    const locked = await server.request(`/api/permission-sets/${member}`, { method: 'PATCH', headers: admin, body: { name: 'Everyone' } });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'perm-002' });
    const organizationSet = await setId('demo', 'organization');
    expect((await server.request(`/api/permission-sets/${organizationSet}`, { method: 'PATCH', headers: admin, body: { permissions: [] } })).status).toBe(409);

    const example = await setId('demo', 'learner-without-coaching');
    const before = await server.request<PermissionSet>(`/api/permission-sets/${example}`, { headers: admin });
    for (const body of [
      { permissions: ['access-courses', 'no-such-permission'] },
      { permissions: ['organization-lms'] },
      { permissions: ['global-everything'] },
      { permissions: ['access-courses', 'access-courses'] },
      { name: '' },
      {},
    ]) {
      const res = await server.request(`/api/permission-sets/${example}`, { method: 'PATCH', headers: admin, body });
      expect({ body, status: res.status, code: (res.body as ErrorBody).code }).toEqual({ body, status: 400, code: 'req-001' });
    }
    expect((await server.request(`/api/permission-sets/${example}`, { headers: admin })).body).toEqual(before.body);
    expect((await server.request('/api/permission-sets/0', { headers: admin })).status).toBe(400);
    expect((await server.request('/api/permission-sets/999999', { headers: admin })).body).toMatchObject({ statusCode: 404, code: 'req-002' });
  });

  test("another organization's sets are not found, whatever the header says", async () => {
    const demoAdmin = await as('demo', 'admin@demo.halaqa.test');
    const nourExample = await setId('nour', 'learner-without-coaching');
    const nourAdmin = await as('nour', 'admin@nour.halaqa.test');
    const before = await server.request<PermissionSet>(`/api/permission-sets/${nourExample}`, { headers: nourAdmin });
    expect(before.status).toBe(200);

    expect((await server.request(`/api/permission-sets/${nourExample}`, { headers: demoAdmin })).body).toMatchObject({ statusCode: 404, code: 'req-002' });
    const patched = await server.request(`/api/permission-sets/${nourExample}`, { method: 'PATCH', headers: demoAdmin, body: { name: 'Taken over' } });
    expect(patched.body).toMatchObject({ statusCode: 404, code: 'req-002' });
    const listed = await server.request<PermissionSet[]>('/api/permission-sets', { headers: demoAdmin });
    expect(listed.body.map((set) => set.id)).not.toContain(nourExample);
    // The demo token naming nour is refused before anything is read.
    const crossed = await server.request(`/api/permission-sets/${nourExample}`, { headers: { ...demoAdmin, 'x-organization': 'nour' } });
    expect(crossed.body).toMatchObject({ statusCode: 403, code: 'auth-002' });

    expect((await server.request(`/api/permission-sets/${nourExample}`, { headers: nourAdmin })).body).toEqual(before.body);
  });
});
