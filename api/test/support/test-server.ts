import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Static } from '@sinclair/typebox';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { and, eq } from 'drizzle-orm';
import type { Portals } from '../../src/core/access-token';
import type { App } from '../../src/core/context';
import type { Database } from '../../src/core/db/client';
import type { ErrorBodySchema } from '../../src/core/http-schemas';
import type { SignedIn, TwoFactorRequired } from '../../src/modules/auth/dto';
import { issueSession } from '../../src/modules/auth/sessions';
import type { OrganizationProfileSchema } from '../../src/modules/organizations/dto';
import type { OutboxEntry } from '../../src/modules/outbox/mailbox-query';
import { users } from '../../src/modules/users/tables';
import { DEMO_PASSWORD } from '../../src/seed/accounts';
import { ORGANIZATION_SEEDS } from '../../src/seed/organizations';
import { sessionCookiesOf, type SessionCookies } from './session-cookies';
import { createStaticRoot } from './static-root';
import { createTestDatabase } from './test-database';

interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
}

export interface TestServer {
  baseUrl: string;
  app: App;
  database: Database;
  /** The PostgreSQL database's URL, for a second API process on it; null on PGlite. */
  databaseUrl: string | null;
  staticRoot: string;
  request<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /**
   * Access token of a real session (a session family in the database) of a
   * seeded account: the first account of the organization whose portals
   * match `who` (default: the plain member), or the account with that email.
   * Portals come from the users row, so asking for an administrator gives
   * the seeded administrator.
   */
  memberToken(prefix: 'demo' | 'nour', who?: Partial<Portals> | string): Promise<string>;
  organizationId(prefix: string): Promise<number>;
  /**
   * Signs in through the real POST auth/login (and POST auth/2fa with the
   * code from the outbox when the organization asks for it).
   */
  signIn(prefix: string, email: string, password?: string): Promise<SignedIn & { cookies: SessionCookies }>;
  /** The development outbox for one recipient, newest first. */
  outbox(recipient: string): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

/** The error answer of every route. */
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** The whole app on a random port, over a database of its own. */
export async function startTestServer(options: Omit<BuildAppOptions, 'database' | 'staticRoot'> = {}): Promise<TestServer> {
  const { database, url: databaseUrl, dispose } = await createTestDatabase();
  const staticRoot = createStaticRoot();
  // A test file calls a few of the app's routes: each compiles its schemas when first called.
  const app = await buildApp({ schemaCompilation: 'on-first-use', ...options, database, staticRoot: staticRoot.root });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  // node:http rather than fetch: fetch will not send a Host header of our choosing.
  const request = async <T>(path: string, init: RequestOptions = {}): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
      // node:http sends a DELETE body without framing unless told its length.
      headers['content-length'] ??= String(Buffer.byteLength(body));
    }
    const { status, headers: responseHeaders, text } = await httpRequest(`${baseUrl}${path}`, init.method ?? 'GET', headers, body);
    let parsed: unknown = text;
    // A compressed answer (the caller asked for one) stays as it came.
    if ((responseHeaders.get('content-type') ?? '').includes('json') && text && !responseHeaders.get('content-encoding')) parsed = JSON.parse(text);
    return { status, headers: responseHeaders, body: parsed as T, text };
  };

  const organizationId = async (prefix: string) => {
    const res = await request<Static<typeof OrganizationProfileSchema>>(`/api/organizations-dashboard/prefix/${prefix}`);
    if (res.status !== 200) throw new Error(`no organization ${prefix}`);
    return res.body.id;
  };

  const memberToken = async (prefix: 'demo' | 'nour', who: Partial<Portals> | string = {}) => {
    const seed = ORGANIZATION_SEEDS.find((org) => org.domainPrefix === prefix)!;
    const account = typeof who === 'string'
      ? seed.accounts.find((candidate) => candidate.email === who.toLowerCase())
      : seed.accounts.find((candidate) => (candidate.isAdministrator ?? false) === (who.isAdministrator ?? false)
        && (candidate.isInstructor ?? false) === (who.isInstructor ?? false) && !candidate.forceResetPassword && !candidate.requiresApproval);
    if (!account) throw new Error(`no seeded account ${JSON.stringify(who)} in ${prefix}`);
    const orgId = await organizationId(prefix);
    const [member] = await database.db.select().from(users)
      .where(and(eq(users.organizationId, orgId), eq(users.email, account.email))).limit(1);
    if (!member) throw new Error(`no seeded member ${account.email} in ${prefix}`);
    const tokens = await database.db.transaction((tx) => issueSession(tx, member));
    return tokens.accessToken;
  };

  const outbox = async (recipient: string) => {
    const res = await request<OutboxEntry[]>(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
    if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
    return res.body;
  };

  const signIn = async (prefix: string, email: string, password = DEMO_PASSWORD): Promise<SignedIn & { cookies: SessionCookies }> => {
    const headers = { 'x-organization': prefix };
    const res = await request<SignedIn | TwoFactorRequired>('/api/auth/login', { method: 'POST', headers, body: { email, password } });
    if (res.status !== 200) throw new Error(`login of ${email} at ${prefix} answered ${res.status} ${res.text}`);
    // The refresh token is not in the body: it comes as a cookie, which the tests keep like a browser would.
    const withCookies = (answer: { headers: Headers; body: SignedIn }) => {
      const cookies = sessionCookiesOf(answer.headers);
      if (!cookies) throw new Error(`sign-in of ${email} at ${prefix} set no session cookies`);
      return { ...answer.body, cookies };
    };
    if (res.body.status === 'signed-in') return withCookies({ headers: res.headers, body: res.body });
    const [message] = await outbox(email);
    const code = message?.template === 'two-factor' ? message.data.code : undefined;
    if (!code) throw new Error(`no two-factor code for ${email} in the outbox`);
    const second = await request<SignedIn>('/api/auth/2fa', { method: 'POST', headers, body: { twoFactorToken: res.body.twoFactorToken, code } });
    if (second.status !== 200) throw new Error(`2fa of ${email} answered ${second.status} ${second.text}`);
    return withCookies(second);
  };

  return {
    baseUrl,
    app,
    database,
    databaseUrl,
    staticRoot: staticRoot.root,
    request,
    memberToken,
    organizationId,
    signIn,
    outbox,
    close: async () => {
      await app.close();
      await dispose();
      staticRoot.dispose();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function httpRequest(url: string, method: string, headers: Record<string, string>, body: string | undefined) {
  return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          // Set-Cookie lines one by one, so that Headers.getSetCookie() gives them back apart.
          if (name === 'set-cookie' && Array.isArray(value)) value.forEach((line) => out.append(name, line));
          else if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: res.statusCode ?? 0, headers: out, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    // The server may answer (413) and close before reading a large body.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(body);
  });
}
