import type { Static } from '@sinclair/typebox';
import fs from 'node:fs';
import path from 'node:path';
import { STATIC_FIXTURE } from './support/static-root';
import type { OrganizationProfileSchema } from '../src/modules/organizations/dto';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const IMMUTABLE = 'public, max-age=31536000, immutable';

test('remote entries and manifests are no-cache, hashed chunks immutable', async () => {
  const entry = await server.request('/remotes/mfe-lms/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(entry.headers.get('content-type')).toMatch(/javascript/);
  const chunk = await server.request(`/remotes/mfe-lms/${STATIC_FIXTURE.lmsChunk}`);
  expect([chunk.status, chunk.headers.get('cache-control')]).toEqual([200, IMMUTABLE]);
  const mf = await server.request('/remotes/mfe-lms/mf-manifest.json');
  expect([mf.status, mf.headers.get('cache-control')]).toEqual([200, 'no-cache']);
});

test('missing remote files, unknown remotes and traversal are JSON 404s', async () => {
  for (const url of ['/remotes/mfe-lms/nope.js', '/remotes/mfe-social/remoteEntry.js', '/remotes/evil/remoteEntry.js', '/remotes/mfe-lms/../../secret.txt', '/remotes/mfe-lms/%2e%2e/%2e%2e/secret.txt', '/remotes/mfe-lms/..%2f..%2fsecret.txt']) {
    const res = await server.request(url);
    expect([url, res.status]).toEqual([url, 404]);
    expect(res.text).not.toContain('outside every dist folder');
  }
});

test('the shell: its page for any page path (SPA fallback), no-cache; its bundles immutable', async () => {
  for (const page of ['/', '/index.html', '/lms/courses/12/overview', '/auth/login?lang=ar', '/social/events']) {
    const res = await server.request(page);
    expect([page, res.status, res.headers.get('cache-control')]).toEqual([page, 200, 'no-cache']);
    // The built page, rendered for the request (site-page.test.ts has the details; a visitor's course
    // overview has its first screen written before a waiting #root, site-page-first-screen.test.ts).
    expect(res.text).toMatch(/<div id="root"(?: data-first-screen-waits)?><\/div><script nonce=/);
    expect(res.text).toContain('src="/main.0a1b2c3d4e.js"');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  }
  const bundle = await server.request(`/${STATIC_FIXTURE.shellBundle}`);
  expect([bundle.status, bundle.headers.get('cache-control')]).toEqual([200, IMMUTABLE]);
  const favicon = await server.request('/favicon.svg');
  expect([favicon.status, favicon.headers.get('cache-control')]).toEqual([200, 'no-cache']);
  expect((await server.request('/missing-chunk.1234abcd.js')).status).toBe(404);
});

test('unknown /api paths stay JSON 404s', async () => {
  for (const [method, url] of [['GET', '/api/nope'], ['GET', '/api'], ['POST', '/api/nope'], ['DELETE', '/api/health'], ['GET', '/api/organizations-dashboard/prefix']]) {
    const res = await server.request(url!, { method });
    expect([url, res.status, res.body]).toEqual([url, 404, { statusCode: 404, code: 'req-002', message: expect.any(String), requestId: res.headers.get('x-request-id') }]);
  }
});

test('organization logos and icons are served', async () => {
  for (const org of ['demo', 'nour']) {
    const res = await server.request(`/assets/organizations/${org}/logo.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/svg/);
  }
  const demo = await server.request('/assets/organizations/demo/logo.svg');
  const nour = await server.request('/assets/organizations/nour/logo.svg');
  expect(demo.text).not.toEqual(nour.text);
  expect((await server.request('/assets/nope.svg')).status).toBe(404);
});

test('font URLs of the profiles map to the @fontsource packages', async () => {
  const res = await server.request<Static<typeof OrganizationProfileSchema>>('/api/organizations-dashboard/prefix/demo');
  const url = res.body.fonts.en!.styles[0]!.url;
  const [, , , family, file] = url.split('/');
  const installed = [path.join(__dirname, '..', 'node_modules', '@fontsource', family!, 'files', file!)].some((f) => fs.existsSync(f));
  const font = await server.request(url);
  // The packages are declared in api/package.json; serve them when installed.
  expect(font.status).toBe(installed ? 200 : 404);
  if (installed) expect(font.headers.get('content-type')).toMatch(/font\/woff2/);
  expect((await server.request('/assets/fonts/inter/../../package.json')).status).toBe(404);
  expect((await server.request('/assets/fonts/unknown/x.woff2')).status).toBe(404);
});

test('English text needs only the basic cut of the font; the full file stays for the rarer characters', async () => {
  const res = await server.request<Static<typeof OrganizationProfileSchema>>('/api/organizations-dashboard/prefix/demo');
  const regular = res.body.fonts.en!.styles.filter((style) => style.weight === 400);
  expect(regular.map((style) => style.url)).toEqual([
    '/assets/fonts/inter/inter-latin-400-normal.woff2',
    '/assets/fonts/inter/inter-latin-basic-400-normal.woff2',
  ]);
  expect(regular[1]!.unicodeRange).toContain('U+0020-007E');
  const full = await server.request('/assets/fonts/inter/inter-latin-400-normal.woff2');
  const basic = await server.request('/assets/fonts/inter/inter-latin-basic-400-normal.woff2');
  expect([basic.status, basic.headers.get('content-type')]).toEqual([200, 'font/woff2']);
  const basicBytes = Number(basic.headers.get('content-length'));
  expect(basicBytes).toBeGreaterThan(5_000);
  expect(basicBytes).toBeLessThan(Number(full.headers.get('content-length')) * 0.7);
  expect((await server.request('/assets/fonts/inter/inter-latin-basic-450-normal.woff2')).status).toBe(404);
});

test('without a shell build, a "not built yet" page', async () => {
  fs.renameSync(path.join(server.staticRoot, 'shell'), path.join(server.staticRoot, 'shell-hidden'));
  try {
    const res = await server.request('/dashboard');
    expect(res.status).toBe(503);
    expect(res.text).toContain('not built yet');
  } finally {
    fs.renameSync(path.join(server.staticRoot, 'shell-hidden'), path.join(server.staticRoot, 'shell'));
  }
});
