import { and, asc, eq, inArray } from 'drizzle-orm';
import { PERMISSION_CATALOGUE } from '@halaqa/permissions/src/catalogue';
import { organizations } from '../src/modules/organizations/tables';
import { readCatalogue } from '../src/modules/permissions/catalogue-store';
import { permissions, permissionSets } from '../src/modules/permissions/tables';
import { users } from '../src/modules/users/tables';
import { seedDatabase } from '../src/seed';
import { NOUR_ACCOUNTS } from '../src/seed/accounts';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let test_: TestDatabase;
beforeAll(async () => { test_ = await createTestDatabase(); });
afterAll(async () => { await test_.dispose(); });

const db = () => test_.database.db;

async function organizationId(prefix: string): Promise<number> {
  const [row] = await db().select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, prefix));
  return row!.id;
}

/** Each account's set, by seed key. */
async function accountSets(prefix: string): Promise<Record<string, string | null>> {
  const rows = await db().select({ email: users.email, key: permissionSets.seedKey }).from(users)
    .leftJoin(permissionSets, and(eq(permissionSets.organizationId, users.organizationId), eq(permissionSets.id, users.permissionSetId)))
    .where(eq(users.organizationId, await organizationId(prefix))).orderBy(asc(users.email));
  return Object.fromEntries(rows.map((row) => [row.email, row.key]));
}

test('the database holds the catalogue of shared/permissions', async () => {
  const stored = await readCatalogue(db());
  const comparable = (list: typeof PERMISSION_CATALOGUE) => list
    .map(({ slug, contextId, prerequisites, isHidden, category }) => ({ slug, contextId, prerequisites: [...prerequisites].sort(), isHidden, category }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  expect(comparable(stored)).toEqual(comparable(PERMISSION_CATALOGUE));
});

test('every seeded account holds the set accounts.ts names for it', async () => {
  const sets = await accountSets('nour');
  for (const account of NOUR_ACCOUNTS) expect(sets[account.email]).toBe(account.permissionSet);
});

test('seeding completes an organization seeded before its permission sets existed, and only that', async () => {
  const nour = await organizationId('nour');
  const demoSetsBefore = await db().select().from(permissionSets).where(eq(permissionSets.organizationId, await organizationId('demo')));
  const nourAccountsBefore = await accountSets('nour');

  // Take nour back to how an earlier seed left it.
  await db().update(users).set({ permissionSetId: null }).where(eq(users.organizationId, nour));
  await db().update(organizations).set({ permissionSetId: null, defaultMemberPermissionSetId: null }).where(eq(organizations.id, nour));
  await db().update(permissionSets).set({ clonedFromId: null }).where(eq(permissionSets.organizationId, nour));
  await db().delete(permissionSets).where(eq(permissionSets.organizationId, nour));
  // A catalogue row drifted from the code.
  await db().update(permissions).set({ isHidden: true }).where(inArray(permissions.slug, ['access-courses']));

  const report = await seedDatabase(db());
  expect(report.createdOrganizations).toEqual([]);
  expect(await accountSets('nour')).toEqual(nourAccountsBefore);
  const [organization] = await db().select().from(organizations).where(eq(organizations.id, nour));
  const nourSets = await db().select().from(permissionSets).where(eq(permissionSets.organizationId, nour));
  expect(nourSets.find((set) => set.id === organization!.permissionSetId)?.seedKey).toBe('organization');
  expect(nourSets.find((set) => set.id === organization!.defaultMemberPermissionSetId)?.seedKey).toBe('member');
  expect(await db().select().from(permissionSets).where(eq(permissionSets.organizationId, await organizationId('demo')))).toEqual(demoSetsBefore);
  const [accessCourses] = await db().select().from(permissions).where(eq(permissions.slug, 'access-courses'));
  expect(accessCourses?.isHidden).toBe(false);
});

test('a member cannot be given another organization\'s set', async () => {
  const [demoSet] = await db().select({ id: permissionSets.id }).from(permissionSets)
    .where(eq(permissionSets.organizationId, await organizationId('demo'))).limit(1);
  const attempt = db().update(users).set({ permissionSetId: demoSet!.id })
    .where(and(eq(users.organizationId, await organizationId('nour')), eq(users.email, 'member@nour.halaqa.test')));
  await expect(attempt).rejects.toThrow();
});
