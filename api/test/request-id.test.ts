// Request ids (issue 10, "Seeing failures in production"): every answer
// carries x-request-id, every error body the same id as requestId, and the
// log lines of the request name it too.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('an error answer carries the id of its x-request-id header', async () => {
  const res = await server.request<ErrorBody>('/api/organizations-dashboard/prefix/atlantis');
  expect(res.status).toBe(404);
  expect(res.headers.get('x-request-id')).toMatch(UUID);
  expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
});

test('a validation refusal and an unknown route carry it as well, each request its own', async () => {
  const invalid = await server.request<ErrorBody>('/api/org-announcements-management?take=abc', { headers: { 'x-organization': 'demo' } });
  const missing = await server.request<ErrorBody>('/api/no-such-route');
  for (const res of [invalid, missing]) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
  }
  expect(invalid.body.requestId).not.toBe(missing.body.requestId);
});

test('a successful answer has the header', async () => {
  const res = await server.request('/api/terminology', { headers: { 'x-organization': 'demo' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-request-id')).toMatch(UUID);
});

test("a caller's safe id (a load balancer's) is kept", async () => {
  const id = 'lb-7f3a9c21.0042:edge';
  const res = await server.request<ErrorBody>('/api/organizations-dashboard/prefix/atlantis', { headers: { 'x-request-id': id } });
  expect(res.headers.get('x-request-id')).toBe(id);
  expect(res.body.requestId).toBe(id);
});

test.each([
  ['too short', 'abc'],
  ['too long', 'x'.repeat(65)],
  ['a space', 'request id 12345'],
  ['markup', '<script>alert(1)</script>'],
  ['a line break escaped in a JSON log', 'abcdefgh\\nfake'],
])('an unsafe id (%s) is replaced', async (_name, id) => {
  const res = await server.request<ErrorBody>('/api/organizations-dashboard/prefix/atlantis', { headers: { 'x-request-id': id } });
  expect(res.headers.get('x-request-id')).toMatch(UUID);
  expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
});

test('a 5xx is logged as a JSON line with the request id the answer gave', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // Docs-only mode: no database, so a handler that reads it fails (a real 500).
  const app = await buildApp({ logger: { level: 'info', stream } });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    const body = await res.json() as ErrorBody;
    expect([res.status, body.code]).toEqual([500, 'srv-001']);
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    const failure = lines.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, reqId: body.requestId, route: '/api/health', method: 'GET' });
  } finally {
    await app.close();
  }
});
