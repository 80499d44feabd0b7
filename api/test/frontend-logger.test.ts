// POST frontend-logger (spec section 7 "Misc"; issue 10 "Seeing failures in
// production"): anyone may report, the report becomes a scrubbed log line
// with the request id, and input and rate are bounded.
import { Writable } from 'node:stream';
import { FRONTEND_REPORT_LIMITS } from '@halaqa/contracts/src/telemetry';
import { REPORT_REQUESTS_PER_MINUTE } from '../src/modules/frontend-logger/routes';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; frontend?: Record<string, unknown> };
const lines: LogLine[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ logger: { level: 'info', stream } }); });
afterAll(async () => { await server.close(); });
beforeEach(() => { lines.length = 0; });

const batch = (overrides: Record<string, unknown> = {}, report: Record<string, unknown> = {}) => ({
  sessionId: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
  release: '4c1d2e3f4a5b',
  language: 'en',
  reports: [{ kind: 'error', message: 'TypeError: x is undefined', page: '/lms/all-courses', area: 'mfe-lms', ...report }],
  ...overrides,
});
const send = (body: unknown, headers: Record<string, string> = { 'x-organization': 'demo' }) =>
  server.request<ErrorBody | string>('/api/frontend-logger', { method: 'POST', headers, body });
const frontendLines = () => lines.filter((line) => line.frontend);

describe('who may report', () => {
  test('a visitor: 204, and one log line per report naming the request and the organization', async () => {
    const res = await send(batch({}, { stack: 'TypeError: x is undefined\n    at render (https://demo.localhost/mfe-lms/12.js:1:200)' }));
    expect(res.status).toBe(204);
    const [line, ...more] = frontendLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 40,
      msg: 'frontend problem',
      reqId: res.headers.get('x-request-id'),
      organization: 'demo',
      frontend: {
        kind: 'error', area: 'mfe-lms', page: '/lms/all-courses', message: 'TypeError: x is undefined',
        release: '4c1d2e3f4a5b', language: 'en', session: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
      },
    });
  });

  test('a member, and a member whose token is no longer valid: the token is never read', async () => {
    const token = await server.memberToken('demo');
    expect((await send(batch(), { ...bearer(token), 'x-organization': 'demo' })).status).toBe(204);
    expect((await send(batch(), { ...bearer('expired.or.forged'), 'x-organization': 'demo' })).status).toBe(204);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('forged');
  });

  test('the organization comes from the host like any call; an unknown one is org-001', async () => {
    expect((await send(batch(), { host: 'nour.localhost' })).status).toBe(204);
    expect(frontendLines()[0]?.organization).toBe('nour');
    const res = await send(batch(), { 'x-organization': 'atlantis' });
    expect([res.status, (res.body as ErrorBody).code]).toEqual([404, 'org-001']);
  });
});

describe('no personal data in the log', () => {
  test('the page loses its query, hash and ids; messages and stacks lose emails, tokens and queries; the address is not logged', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';
    const res = await send(batch({}, {
      page: '/users/42/course-statistics?email=sara@example.com#token',
      message: `Failed for sara@example.com with Bearer ${jwt} at https://demo.localhost/auth/reset?code=123456 call +966 55 123 4567`,
      stack: `Error\n    at x (https://demo.localhost/main.js?token=${jwt}:1:2)`,
    }));
    expect(res.status).toBe(204);
    const [line] = frontendLines();
    expect(line?.frontend).toMatchObject({
      page: '/users/:id/course-statistics',
      message: 'Failed for [email] with Bearer [token] at https://demo.localhost/auth/reset call [number]',
      stack: 'Error\n    at x (https://demo.localhost/main.js)',
    });
    const logged = JSON.stringify(lines);
    for (const secret of ['sara@example.com', jwt, '123456', '127.0.0.1', 'remoteAddress']) expect(logged).not.toContain(secret);
  });

  test('a slow page is logged at info level with its duration', async () => {
    expect((await send(batch({}, { kind: 'slow-page', message: 'first screen', durationMs: 4200 }))).status).toBe(204);
    expect(frontendLines()[0]).toMatchObject({ level: 30, msg: 'frontend slow page', frontend: { kind: 'slow-page', durationMs: 4200 } });
  });
});

describe('bounded input', () => {
  test.each([
    ['an unknown kind', batch({}, { kind: 'keylogger' })],
    ['a message over the limit', batch({}, { message: 'x'.repeat(FRONTEND_REPORT_LIMITS.message + 1) })],
    ['a stack over the limit', batch({}, { stack: 'x'.repeat(FRONTEND_REPORT_LIMITS.stack + 1) })],
    ['no reports', batch({ reports: [] })],
    ['too many reports', batch({ reports: Array.from({ length: FRONTEND_REPORT_LIMITS.reportsPerRequest + 1 }, () => batch().reports[0]) })],
    ['a session id that is not a random token', batch({ sessionId: 'sara@example.com' })],
    ['an area that is not a name', batch({}, { area: '../../etc' })],
    ['a negative duration', batch({}, { kind: 'slow-page', durationMs: -1 })],
    ['no page', batch({}, { page: '' })],
  ])('%s is 400 req-001, and nothing is logged', async (_name, body) => {
    const res = await send(body);
    expect([res.status, (res.body as ErrorBody).code]).toEqual([400, 'req-001']);
    expect(frontendLines()).toEqual([]);
  });

  test(`a body over ${FRONTEND_REPORT_LIMITS.bodyBytes} bytes is 413 req-003`, async () => {
    const reports = Array.from({ length: 10 }, () => ({ kind: 'error', message: 'x'.repeat(400), stack: 'y'.repeat(3999), page: '/' }));
    const res = await send(batch({ reports }));
    expect([res.status, (res.body as ErrorBody).code]).toEqual([413, 'req-003']);
  });
});

// Last: it fills the address's window for the rest of the file.
test(`past ${REPORT_REQUESTS_PER_MINUTE} requests a minute from one address: 429 log-001, with the request id`, async () => {
  let answered = 0;
  for (let i = 0; i < REPORT_REQUESTS_PER_MINUTE + 5; i += 1) {
    const res = await send(batch());
    if (res.status === 429) {
      expect((res.body as ErrorBody).code).toBe('log-001');
      expect((res.body as ErrorBody).requestId).toBe(res.headers.get('x-request-id'));
      break;
    }
    expect(res.status).toBe(204);
    answered += 1;
  }
  // Earlier tests of this file used part of the same window.
  expect(answered).toBeGreaterThan(0);
  expect(answered).toBeLessThan(REPORT_REQUESTS_PER_MINUTE);
  expect((await send(batch())).status).toBe(429);
});
