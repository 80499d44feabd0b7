// One access rule per route (issue 9): the route meta of a page is the
// single source for who may see it. The shell's guard decides with it; the
// API keeps its own enforcement. This test holds the two together: for every
// page (and slot filler) that declares the API call loading its data, every
// seeded role of both organizations gets from the API what the guard
// decides from the meta: the page (2xx), the sign-in page (401) or the
// not-allowed card (403).
import type { Static } from '@sinclair/typebox';
import { SHELL_AREA, type RemoteDefinition, type RouteMeta } from '@halaqa/contracts';
import { decideRouteAccess, passesGate, type AccessContext, type PermissionDefinition } from '@halaqa/permissions';
import { shell } from '../../shell/src/definition';
import type { OrganizationProfileSchema } from '../src/modules/organizations/dto';
import type { PermissionsSystemSchema } from '../src/modules/permissions/dto';
import { REMOTE_DEFINITIONS } from '../src/modules/remotes/registry';
import type { SeedPermissionSet } from '../src/seed/accounts';
import { ORGANIZATION_SEEDS } from '../src/seed/organizations';
import { bearer, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type Prefix = 'demo' | 'nour';
type Role = 'visitor' | SeedPermissionSet;
const ROLES: readonly Role[] = ['visitor', 'member', 'events-only-member', 'instructor', 'coach', 'provider', 'administrator'];
const PREFIXES: readonly Prefix[] = ['demo', 'nour'];

/** What a page or filler gates and the call that loads its data. */
interface Gated {
  name: string;
  data: string;
  /** The guard's (or the slot's) decision for a visitor. */
  decide(context: AccessContext): 'allow' | 'not-authenticated' | 'denied';
}

const areas: readonly RemoteDefinition[] = [shell.definition, ...REMOTE_DEFINITIONS];

function decisionOf(meta: RouteMeta, context: AccessContext): Gated['decide'] extends (c: AccessContext) => infer R ? R : never {
  const decision = decideRouteAccess(meta, context).kind;
  if (decision === 'allow') return 'allow';
  if (decision === 'not-authenticated') return 'not-authenticated';
  return 'denied';
}

const GATED: readonly Gated[] = areas.flatMap((area) => [
  ...area.routes.filter((route) => route.data).map((route): Gated => ({
    name: `${area.name} ${route.path}`,
    data: route.data!,
    decide: (context) => decisionOf(route.meta, context),
  })),
  ...area.slots.filter((fill) => fill.data).map((fill): Gated => {
    const route = fill.page ? area.routes.find((candidate) => candidate.page === fill.page) ?? null : null;
    return {
      name: `${area.name} slot ${fill.slot}/${fill.id}`,
      data: fill.data!,
      // A filler left out is what a denied call would show: nothing (401 and 403 alike).
      decide: (context) => (passesGate(fill, route?.meta ?? null, context) ? 'allow' : 'denied'),
    };
  }),
]);

interface Operation { method: string; path: string }
type OpenApi = { paths: Record<string, Record<string, { operationId?: string }>> };

async function operations(): Promise<Map<string, Operation>> {
  const doc = (await server.request<OpenApi>('/api/docs/json')).body;
  const found = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) if (operation.operationId) found.set(operation.operationId, { method, path });
  }
  return found;
}

function accountOf(prefix: Prefix, role: Exclude<Role, 'visitor'>): string {
  const seed = ORGANIZATION_SEEDS.find((organization) => organization.domainPrefix === prefix)!;
  const account = seed.accounts.find((candidate) => candidate.permissionSet === role
    && !candidate.forceResetPassword && !candidate.requiresApproval && !candidate.onboardingPending);
  if (!account) throw new Error(`no ${role} account in ${prefix}`);
  return account.email;
}

interface Caller {
  headers: Record<string, string>;
  context: AccessContext;
  userId: number | null;
}

async function callerOf(prefix: Prefix, role: Role): Promise<Caller> {
  const headers: Record<string, string> = { 'x-organization': prefix };
  if (role !== 'visitor') Object.assign(headers, bearer(await server.memberToken(prefix, accountOf(prefix, role))));
  const [profile, permissions, me] = await Promise.all([
    server.request<Static<typeof OrganizationProfileSchema>>(`/api/organizations-dashboard/prefix/${prefix}`),
    server.request<Static<typeof PermissionsSystemSchema>>('/api/permissions-system', { headers }),
    role === 'visitor' ? null : server.request<{ id: number }>('/api/auth', { headers }),
  ]);
  return {
    headers,
    userId: me?.body.id ?? null,
    context: {
      signedIn: role !== 'visitor',
      flags: profile.body.flags,
      memberPermissions: permissions.body.userPermissions,
      organizationPermissions: permissions.body.organizationPermissions,
      hasGroups: false,
      catalogue: permissions.body.permissions as readonly PermissionDefinition[],
    },
  };
}

/** Ids of real items of the organization, for the calls' path parameters. */
async function itemsOf(prefix: Prefix): Promise<Record<string, string>> {
  const headers = { 'x-organization': prefix, ...bearer(await server.memberToken(prefix, accountOf(prefix, 'member'))) };
  const courses = await server.request<{ data: Array<{ id: number }> }>('/api/courses/search?take=1', { headers });
  const specializations = await server.request<{ data: Array<{ id: number }> }>('/api/specializations?take=1', { headers });
  return { courseId: String(courses.body.data[0]!.id), specializationId: String(specializations.body.data[0]!.id) };
}

const classOf = (status: number): 'allow' | 'not-authenticated' | 'denied' | `unexpected ${number}` => {
  if (status >= 200 && status < 300) return 'allow';
  if (status === 401) return 'not-authenticated';
  if (status === 403) return 'denied';
  return `unexpected ${status}`;
};

test('pages and slot fillers declare the calls that load them', () => {
  const names = GATED.map((gated) => gated.name);
  expect(names).toEqual(expect.arrayContaining([
    'mfe-lms /lms/all-courses', 'mfe-lms /lms/my-courses', 'mfe-lms /dashboard', 'mfe-lms /lms/courses/:courseId/overview',
    'mfe-lms slot app-bar.search@1/courses', 'mfe-lms slot favorites.tabs@1/courses',
  ]));
  expect(areas.some((area) => area.name === SHELL_AREA)).toBe(true);
});

test.each(PREFIXES)("in %s, the API's gate and the route's meta agree for every seeded role", async (prefix) => {
  const known = await operations();
  const items = await itemsOf(prefix);
  const disagreements: string[] = [];
  for (const role of ROLES) {
    const caller = await callerOf(prefix, role);
    for (const gated of GATED) {
      const operation = known.get(gated.data);
      if (!operation) {
        disagreements.push(`${gated.name}: no API operation ${gated.data}`);
        continue;
      }
      const values: Record<string, string> = { ...items, userId: String(caller.userId ?? 1) };
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `missing-${name}`);
      const answer = await server.request(path, { method: operation.method.toUpperCase(), headers: caller.headers });
      const expected = gated.decide(caller.context);
      const got = classOf(answer.status);
      // A filler left out (denied) matches a refusal of either kind.
      const agrees = got === expected || (gated.name.includes(' slot ') && expected === 'denied' && got === 'not-authenticated');
      if (!agrees) disagreements.push(`${gated.name} as ${role}: the meta says ${expected}, ${operation.method.toUpperCase()} ${path} answers ${answer.status}`);
    }
  }
  expect(disagreements).toEqual([]);
});
