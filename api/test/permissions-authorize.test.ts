import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  permissionsOf, requireAdministrator, requireInstructor, requireMemberPermission, requireOrganizationPermission, requireQueryPortal,
} from '../src/core/authorize';
import type { AppContext, AuthUser } from '../src/core/context';
import { createOrganizationCache } from '../src/core/organization-cache';
import { organizations } from '../src/modules/organizations/tables';
import { heldPermissions } from '../src/modules/permissions/holder';
import { users } from '../src/modules/users/tables';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** The guards on their own, over the seeded database: what routes of later modules will put in front of their handlers. */

let test_: TestDatabase;
let ctx: AppContext;
beforeAll(async () => {
  test_ = await createTestDatabase();
  ctx = { db: () => test_.database.db, organizationCache: createOrganizationCache(0) } as Pick<AppContext, 'db' | 'organizationCache'> as AppContext;
});
afterAll(async () => { await test_.dispose(); });

/** A request as resolveTenant and requireUser leave it, for a seeded account (or a visitor). */
async function requestOf(prefix: string, email: string | null, query: Record<string, unknown> = {}): Promise<FastifyRequest> {
  const db = test_.database.db;
  const [organization] = await db.select({ id: organizations.id, domainPrefix: organizations.domainPrefix }).from(organizations)
    .where(eq(organizations.domainPrefix, prefix));
  let user: AuthUser | null = null;
  if (email) {
    const [row] = await db.select().from(users).where(and(eq(users.organizationId, organization!.id), eq(users.email, email)));
    user = {
      id: row!.id, organizationId: row!.organizationId, forceResetPassword: false, masqueradedById: null,
      sessionFamilyId: '00000000-0000-0000-0000-000000000000',
      portals: { isAdministrator: row!.isAdministrator, isInstructor: row!.isInstructor },
      held: await heldPermissions(db, organization!.id, row!.id),
    };
  }
  return { tenant: organization!, user, query } as Partial<FastifyRequest> as FastifyRequest;
}

async function outcome(guard: preHandlerAsyncHookHandler, request: FastifyRequest): Promise<string> {
  try {
    await guard.call({} as FastifyInstance, request, {} as FastifyReply);
    return 'through';
  } catch (error) {
    const { statusCode, code } = error as { statusCode: number; code: string };
    return `${statusCode} ${code}`;
  }
}

test('requireMemberPermission: any one of the slugs, with bypass and the organization behind prerequisites', async () => {
  const events = await requestOf('demo', 'events@demo.halaqa.test');
  expect(await outcome(requireMemberPermission(ctx, 'access-events'), events)).toBe('through');
  expect(await outcome(requireMemberPermission(ctx, 'access-courses'), events)).toBe('403 perm-001');
  expect(await outcome(requireMemberPermission(ctx, 'access-courses', 'access-events'), events)).toBe('through');

  const demoAdmin = await requestOf('demo', 'admin@demo.halaqa.test');
  expect(await outcome(requireMemberPermission(ctx, 'access-coaching'), demoAdmin)).toBe('through');
  expect(await outcome(requireMemberPermission(ctx, 'manage-social-events'), demoAdmin)).toBe('through');
  // nour has no social platform: its administrator holds no social manage permission, and full access does not stand in.
  const nourAdmin = await requestOf('nour', 'admin@nour.halaqa.test');
  expect(await outcome(requireMemberPermission(ctx, 'manage-social-events'), nourAdmin)).toBe('403 perm-001');
  expect(await outcome(requireMemberPermission(ctx, 'manage-courses'), nourAdmin)).toBe('through');

  expect(await outcome(requireMemberPermission(ctx, 'access-events'), await requestOf('demo', null))).toBe('401 auth-006');
});

test("requireOrganizationPermission: the organization's own set", async () => {
  const demoVisitor = await requestOf('demo', null);
  const nourVisitor = await requestOf('nour', null);
  expect(await outcome(requireOrganizationPermission(ctx, 'organization-social-events'), demoVisitor)).toBe('through');
  expect(await outcome(requireOrganizationPermission(ctx, 'organization-social-events'), nourVisitor)).toBe('403 perm-001');
  expect(await outcome(requireOrganizationPermission(ctx, 'organization-registration-enabled'), nourVisitor)).toBe('403 perm-001');
  expect(await outcome(requireOrganizationPermission(ctx, 'organization-lms', 'organization-social-platform'), nourVisitor)).toBe('through');
});

test('requireAdministrator, requireInstructor and requireQueryPortal', async () => {
  const admin = await requestOf('demo', 'admin@demo.halaqa.test', { portal: 'admin' });
  const instructor = await requestOf('demo', 'instructor@demo.halaqa.test', { portal: 'instructor' });
  const member = await requestOf('demo', 'member@demo.halaqa.test', { portal: 'admin' });
  expect(await outcome(requireAdministrator(ctx), admin)).toBe('through');
  expect(await outcome(requireAdministrator(ctx), instructor)).toBe('403 perm-001');
  expect(await outcome(requireAdministrator(ctx), member)).toBe('403 perm-001');
  expect(await outcome(requireInstructor(), instructor)).toBe('through');
  expect(await outcome(requireInstructor(), admin)).toBe('403 perm-001');
  expect(await outcome(requireQueryPortal(ctx), admin)).toBe('through');
  expect(await outcome(requireQueryPortal(ctx), instructor)).toBe('through');
  expect(await outcome(requireQueryPortal(ctx), member)).toBe('403 perm-001');
  expect(await outcome(requireQueryPortal(ctx), await requestOf('demo', 'admin@demo.halaqa.test', { portal: 'instructor' }))).toBe('403 perm-001');
  expect(await outcome(requireQueryPortal(ctx), await requestOf('demo', 'admin@demo.halaqa.test', { portal: 'other' }))).toBe('400 req-001');

  // The administrator portal alone is not enough: the set must hold manage-members.
  const portalOnly = await requestOf('demo', 'member@demo.halaqa.test');
  portalOnly.user = { ...portalOnly.user!, portals: { isAdministrator: true, isInstructor: false } };
  expect(await outcome(requireAdministrator(ctx), portalOnly)).toBe('403 perm-001');
});

test('loads the slugs once per request, however many guards ask', async () => {
  const request = await requestOf('demo', 'admin@demo.halaqa.test');
  const first = permissionsOf(ctx, request);
  expect(permissionsOf(ctx, request)).toBe(first);
  const other = permissionsOf(ctx, await requestOf('demo', 'admin@demo.halaqa.test'));
  expect(other).not.toBe(first);
  expect((await first).memberSlugs).toContain('manage-members');
  expect((await other).memberSlugs).toEqual((await first).memberSlugs);
});
