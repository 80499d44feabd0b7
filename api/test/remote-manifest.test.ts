import { createHash } from 'node:crypto';
import type { RemoteManifest } from '@halaqa/contracts';
import { REMOTE_DEFINITIONS } from '../src/modules/remotes/registry';
import { STATIC_FIXTURE } from './support/static-root';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const manifest = async (prefix: string) => server.request<RemoteManifest>('/api/remote-manifest', { headers: { 'x-organization': prefix } });

test('demo enables every remote, each with its definition and a content-versioned entry', async () => {
  const res = await manifest('demo');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.body.organizationId).toBe(await server.organizationId('demo'));
  expect(res.body.remotes.map((r) => r.name)).toEqual(['mfe-auth', 'mfe-lms', 'mfe-exams', 'mfe-commerce', 'mfe-social', 'mfe-coaching']);
  const lms = res.body.remotes.find((r) => r.name === 'mfe-lms')!;
  const version = createHash('sha1').update(STATIC_FIXTURE.lmsEntry).digest('hex').slice(0, 12);
  expect(lms.entry).toBe(`/remotes/mfe-lms/remoteEntry.js?v=${version}`);
  // The definition travels whole: what the remote declares is what the shell reads.
  const { entry: _entry, ...declared } = lms;
  expect(declared).toEqual(REMOTE_DEFINITIONS.find((definition) => definition.name === 'mfe-lms'));
  // Not built in the fixture: still listed, marked missing.
  expect(res.body.remotes.find((r) => r.name === 'mfe-auth')!.entry).toBe('/remotes/mfe-auth/remoteEntry.js?v=missing');
});

test('nour has no mfe-social', async () => {
  const res = await manifest('nour');
  expect(res.body.remotes.map((r) => r.name)).toEqual(['mfe-auth', 'mfe-lms', 'mfe-exams', 'mfe-commerce', 'mfe-coaching']);
});

test('the versioned entry URL is served', async () => {
  const lms = (await manifest('demo')).body.remotes.find((r) => r.name === 'mfe-lms')!;
  const res = await server.request(lms.entry);
  expect(res.status).toBe(200);
  expect(res.text).toBe(STATIC_FIXTURE.lmsEntry);
});

test('an unknown organization is org-001', async () => {
  const res = await manifest('atlantis');
  expect([res.status, (res.body as unknown as { code: string }).code]).toEqual([404, 'org-001']);
});
