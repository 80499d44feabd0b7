import type { AddressInfo } from 'node:net';
import { eq, sql, type SQL } from 'drizzle-orm';
import { HTTP_HEADERS } from '@halaqa/contracts';
import { buildApp } from '../src/app';
import type { App, AppContext } from '../src/core/context';
import { TENANT_ROLE } from '../src/core/db/client';
import { runInTenantScope } from '../src/core/db/tenant-scope';
import type { Db } from '../src/core/db/types';
import { createTenancy } from '../src/core/tenancy';
import { courses, courseTargetOrganizations } from '../src/modules/lms/tables';
import { issueSession } from '../src/modules/auth/sessions';
import { learningCategories } from '../src/modules/learning-categories/tables';
import { organizationColors, organizations } from '../src/modules/organizations/tables';
import { users } from '../src/modules/users/tables';
import { createStaticRoot } from './support/static-root';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The backstop under the organization filters every query writes: row-level
 * security, forced, on every table with an organization_id, with requests
 * running as a role that is neither superuser nor owner.
 */

let test_: TestDatabase;
let staticRoot: ReturnType<typeof createStaticRoot>;
let app: App;
let baseUrl: string;
let demoId: number;
let nourId: number;

/** The cause PostgreSQL gave (drizzle wraps driver errors). */
function sqlStateOf(error: unknown): string | null {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : null;
}

const INSUFFICIENT_PRIVILEGE = '42501';

/** Rows of raw SQL: PGlite and node-postgres both answer `{ rows }`, which drizzle's shared Db type leaves unknown. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

interface ProbeAnswer {
  role: string;
  superuser: boolean;
  bypassRls: boolean;
  organizationsSeen: number[];
  foreignInsert: string;
}

beforeAll(async () => {
  test_ = await createTestDatabase();
  const { database } = test_;
  staticRoot = createStaticRoot();
  app = await buildApp({ database, staticRoot: staticRoot.root });
  const idOf = async (prefix: string) => (await database.db.select({ id: organizations.id }).from(organizations)
    .where(eq(organizations.domainPrefix, prefix)))[0]!.id;
  demoId = await idOf('demo');
  nourId = await idOf('nour');

  // A route written carelessly: no organization filter, and a row for another organization. It sits behind the
  // real tenant resolution (token, else host) and the app's request scope, and reads through what ctx.db() gives.
  const ctx = { db: () => database.tenantDb, now: () => new Date(), defaultOrgPrefix: 'demo' } as Pick<AppContext, 'db' | 'now' | 'defaultOrgPrefix'> as AppContext;
  const tenancy = createTenancy(ctx);
  app.post('/probe/unfiltered', { preHandler: tenancy.resolveTenant }, async (request): Promise<ProbeAnswer> => {
    const db = ctx.db();
    const [who] = await rowsOf<{ role: string; superuser: boolean; bypass_rls: boolean }>(db,
      sql`select current_user as role, rolsuper as superuser, rolbypassrls as bypass_rls from pg_roles where rolname = current_user`);
    const rows = await db.select({ organizationId: users.organizationId }).from(users);
    const body = request.body as { foreignOrganizationId: number };
    const foreignInsert = await db.insert(organizationColors).values({ organizationId: body.foreignOrganizationId, position: 99, color: '#000000' })
      .then(() => 'inserted', (error: unknown) => sqlStateOf(error) ?? String(error));
    return {
      role: who!.role,
      superuser: who!.superuser,
      bypassRls: who!.bypass_rls,
      organizationsSeen: [...new Set(rows.map((row) => row.organizationId))].sort(),
      foreignInsert,
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  staticRoot?.dispose();
  await test_?.dispose();
});

async function probe(headers: Record<string, string>, foreignOrganizationId: number): Promise<ProbeAnswer> {
  const res = await fetch(`${baseUrl}/probe/unfiltered`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ foreignOrganizationId }),
  });
  expect(res.status).toBe(200);
  return res.json() as Promise<ProbeAnswer>;
}

describe('a request', () => {
  it('runs as a role that is neither superuser nor BYPASSRLS', async () => {
    const answer = await probe({ [HTTP_HEADERS.organization]: 'demo' }, nourId);
    expect(answer).toMatchObject({ role: TENANT_ROLE, superuser: false, bypassRls: false });
  });

  it('of a nour member sees only nour rows through an unfiltered query, and cannot write a demo row', async () => {
    const [member] = await test_.database.db.select().from(users).where(eq(users.organizationId, nourId)).limit(1);
    const { accessToken } = await test_.database.db.transaction((tx) => issueSession(tx, member!));
    const answer = await probe({ [HTTP_HEADERS.authorization]: `Bearer ${accessToken}` }, demoId);
    expect(answer.organizationsSeen).toEqual([nourId]);
    expect(answer.foreignInsert).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('of a demo visitor sees only demo rows', async () => {
    const answer = await probe({ [HTTP_HEADERS.organization]: 'demo' }, nourId);
    expect(answer.organizationsSeen).toEqual([demoId]);
    expect(answer.foreignInsert).toBe(INSUFFICIENT_PRIVILEGE);
  });
});

/** Every table of the public schema with an organization_id column, found in the catalog (not listed by hand). */
async function tenantTables(db: Db): Promise<{ name: string; rowSecurity: boolean; forced: boolean; policies: number }[]> {
  const rows = await rowsOf<{ name: string; row_security: boolean; forced: boolean; policies: number }>(db, sql`
    select c.relname as name, c.relrowsecurity as row_security, c.relforcerowsecurity as forced,
      (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped)
    order by c.relname`);
  return rows.map((row) => ({ name: row.name, rowSecurity: row.row_security, forced: row.forced, policies: row.policies }));
}

describe('every tenant table', () => {
  it('has row-level security enabled and forced, with a policy', async () => {
    const tables = await tenantTables(test_.database.db);
    expect(tables.length).toBeGreaterThan(30);
    const uncovered = tables.filter((table) => !table.rowSecurity || !table.forced || table.policies === 0).map((table) => table.name);
    expect(uncovered).toEqual([]);
  });

  it('shows a tenant scope only its own rows, even where another organization has rows', async () => {
    const { database } = test_;
    // Courses are read wherever they are offered: the test below covers them.
    const names = (await tenantTables(database.db)).map((table) => table.name).filter((name) => name !== 'courses');
    const seen = async (db: Db, table: string) => (await rowsOf<{ organization_id: number }>(db,
      sql`select distinct organization_id from ${sql.identifier(table)}`)).map((row) => row.organization_id);
    const leaks: string[] = [];
    const othersPresent: string[] = [];
    for (const table of names) {
      if ((await seen(database.systemDb, table)).some((id) => id !== demoId)) othersPresent.push(table);
      const visible = await runInTenantScope({ organizationId: () => demoId }, () => seen(database.tenantDb, table));
      if (visible.some((id) => id !== demoId)) leaks.push(`${table}: ${visible.join(', ')}`);
    }
    expect(leaks).toEqual([]);
    // The seed gives nour rows in the main tables, so the check above had something to hide.
    expect(othersPresent).toEqual(expect.arrayContaining(['users', 'organization_configs', 'learning_categories', 'course_target_organizations']));
  });

  it('lets a tenant change only the courses it owns or is offered, and delete only its own', async () => {
    const { database } = test_;
    const offered = new Set((await database.db.select({ courseId: courseTargetOrganizations.courseId }).from(courseTargetOrganizations)
      .where(eq(courseTargetOrganizations.organizationId, nourId))).map((row) => row.courseId));
    const all = await database.db.select({ id: courses.id, owner: courses.organizationId }).from(courses);
    const changeable = all.filter((course) => course.owner === nourId || offered.has(course.id)).map((course) => course.id).sort();
    const own = all.filter((course) => course.owner === nourId).map((course) => course.id).sort();
    expect(changeable.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(changeable.length);

    class Undo extends Error {}
    let outcome: { read: number[]; updated: number[]; deleted: number[] } | null = null;
    // Unfiltered writes, undone: the policies alone decide which rows they reach.
    await runInTenantScope({ organizationId: () => nourId }, () => database.tenantDb.transaction(async (tx) => {
      const read = await tx.select({ id: courses.id }).from(courses);
      const updated = await tx.update(courses).set({ enrollmentCount: sql`${courses.enrollmentCount}` }).returning({ id: courses.id });
      const deleted = await tx.delete(courses).returning({ id: courses.id });
      outcome = { read: read.map((row) => row.id), updated: updated.map((row) => row.id), deleted: deleted.map((row) => row.id) };
      throw new Undo();
    })).catch((error: unknown) => { if (!(error instanceof Undo)) throw error; });

    expect(outcome).not.toBeNull();
    const { read, updated, deleted } = outcome!;
    // Courses are open to read (see the migration: the catalogue's full-text index needs it); what a tenant lists goes through its target rows.
    expect(read.length).toBe(all.length);
    expect(updated.sort()).toEqual(changeable);
    expect(deleted.sort()).toEqual(own);
    expect(await database.db.select({ id: courses.id }).from(courses)).toHaveLength(all.length);
  });
});

describe('the tenant handle', () => {
  it('refuses to run outside a request scope', async () => {
    const error: unknown = await test_.database.tenantDb.select().from(organizations).then(() => null, (failure: unknown) => failure);
    expect(String((error as { cause?: unknown } | null)?.cause)).toMatch(/outside a request scope/);
  });

  it('shows no tenant row before the tenant is known, and still the organizations directory', async () => {
    const { database } = test_;
    const [memberRows, directory] = await runInTenantScope({ organizationId: () => null }, () => Promise.all([
      database.tenantDb.select({ id: users.id }).from(users),
      database.tenantDb.select({ id: organizations.id }).from(organizations),
    ]));
    expect(memberRows).toEqual([]);
    expect(directory.map((row) => row.id)).toEqual(expect.arrayContaining([demoId, nourId]));
  });

  it('keeps a transaction in its tenant, savepoints included', async () => {
    const { database } = test_;
    const outcome = await runInTenantScope({ organizationId: () => demoId }, () => database.tenantDb.transaction(async (tx) => {
      const outer = await tx.select({ organizationId: learningCategories.organizationId }).from(learningCategories);
      const inner = await tx.transaction((nested) => nested.select({ organizationId: learningCategories.organizationId }).from(learningCategories));
      const refused = await tx.transaction((nested) => nested.insert(organizationColors).values({ organizationId: nourId, position: 98, color: '#111111' }))
        .then(() => 'inserted', (error: unknown) => sqlStateOf(error));
      // The refused savepoint rolled back alone: the transaction goes on.
      const after = await tx.select({ organizationId: learningCategories.organizationId }).from(learningCategories);
      return { outer, inner, refused, after };
    }));
    for (const rows of [outcome.outer, outcome.inner, outcome.after]) {
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.organizationId))).toEqual(new Set([demoId]));
    }
    expect(outcome.refused).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('gives a connection that served one organization the next one\'s rows', async () => {
    const { database } = test_;
    // Many at once and alternating, so that on PostgreSQL pooled connections change organization under load.
    const seen = await Promise.all(Array.from({ length: 30 }, (_, i) => {
      const organizationId = i % 2 ? demoId : nourId;
      return runInTenantScope({ organizationId: () => organizationId }, async () => ({
        organizationId,
        rows: await database.tenantDb.select({ organizationId: users.organizationId }).from(users),
      }));
    }));
    for (const { organizationId, rows } of seen) {
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.organizationId))).toEqual(new Set([organizationId]));
    }
  });

  it('leaves no role or setting behind on a connection', async () => {
    const { database } = test_;
    // Several at once, so that on PostgreSQL they spread over the pool's connections.
    await runInTenantScope({ organizationId: () => demoId }, () => Promise.all(Array.from({ length: 10 }, () => database.tenantDb.select().from(users).execute())));
    const states = await Promise.all(Array.from({ length: 10 }, async () => (await rowsOf<{ role: string; organization: string | null }>(database.db,
      sql`select current_user as role, current_setting('app.organization_id', true) as organization`))[0]!));
    for (const state of states) {
      expect(state.role).not.toBe(TENANT_ROLE);
      expect(state.organization ?? '').toBe('');
    }
  });
});
