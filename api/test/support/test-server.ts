import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { signAccessToken, type Portals } from '../../src/core/access-token';
import type { App } from '../../src/core/context';
import type { Database } from '../../src/core/db/client';
import { findMemberByEmail } from '../../src/modules/users/service';
import { ORGANIZATION_SEEDS } from '../../src/seed/organizations';
import { createStaticRoot } from './static-root';
import { createTestDatabase } from './test-database';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
}

export interface TestServer {
  baseUrl: string;
  app: App;
  database: Database;
  staticRoot: string;
  request<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Access token of the seeded member of an organization. */
  memberToken(prefix: 'demo' | 'nour', portals?: Partial<Portals>): Promise<string>;
  organizationId(prefix: string): Promise<number>;
  close(): Promise<void>;
}

/** The whole app on a random port, over a database of its own. */
export async function startTestServer(options: Omit<BuildAppOptions, 'database' | 'staticRoot'> = {}): Promise<TestServer> {
  const { database, dispose } = await createTestDatabase();
  const staticRoot = createStaticRoot();
  const app = await buildApp({ ...options, database, staticRoot: staticRoot.root });
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
    }
    const { status, headers: responseHeaders, text } = await httpRequest(`${baseUrl}${path}`, init.method ?? 'GET', headers, body);
    let parsed: unknown = text;
    if ((responseHeaders.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status, headers: responseHeaders, body: parsed as T, text };
  };

  const organizationId = async (prefix: string) => {
    const res = await request<{ id: number }>(`/api/organizations-dashboard/prefix/${prefix}`);
    if (res.status !== 200) throw new Error(`no organization ${prefix}`);
    return res.body.id;
  };

  const memberToken = async (prefix: 'demo' | 'nour', portals: Partial<Portals> = {}) => {
    const seed = ORGANIZATION_SEEDS.find((org) => org.domainPrefix === prefix)!;
    const orgId = await organizationId(prefix);
    const member = await findMemberByEmail(database.db, orgId, seed.accounts[0]!.email);
    if (!member) throw new Error(`no seeded member in ${prefix}`);
    return signAccessToken({ userId: member.id, organizationId: orgId, portals: { isAdministrator: false, isInstructor: false, ...portals } });
  };

  return {
    baseUrl,
    app,
    database,
    staticRoot: staticRoot.root,
    request,
    memberToken,
    organizationId,
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
          if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
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
