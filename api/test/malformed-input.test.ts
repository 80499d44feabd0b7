import { ALL_ERROR_CODES } from '@halaqa/contracts';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const huge = '9'.repeat(40);

/** [method, url, expected status, expected code, body?, headers?] */
type Case = [string, string, number, string, unknown?, Record<string, string>?];
const cases: Case[] = [
  ['GET', '/api/organizations-dashboard/custom-configs/abc/xyz', 400, 'req-001'],
  ['GET', `/api/organizations-dashboard/custom-configs/${huge}/marketplace-enabled`, 400, 'req-001'],
  ['GET', '/api/organizations-dashboard/custom-configs/-1/marketplace-enabled', 400, 'req-001'],
  ['GET', '/api/organizations-dashboard/custom-configs/1.5/marketplace-enabled', 400, 'req-001'],
  // Fastify's query/param coercion reads 0x10 as 16: some other organization's id.
  ['GET', '/api/organizations-dashboard/custom-configs/0x10/marketplace-enabled', 404, 'org-001'],
  ['GET', '/api/organizations-dashboard/custom-configs/1/%00', 400, 'req-001'],
  ['GET', '/api/organizations-dashboard/custom-configs/1/a%20b', 400, 'req-001'],
  ['GET', `/api/organizations-dashboard/custom-configs/1/${'k'.repeat(99)}`, 404, 'org-002'],
  // Beyond the router's 100-character parameter limit no route matches.
  ['GET', `/api/organizations-dashboard/custom-configs/1/${'k'.repeat(101)}`, 404, 'req-002'],
  ['GET', `/api/organizations-dashboard/prefix/${'x'.repeat(64)}`, 400, 'req-001'],
  ['GET', '/api/organizations-dashboard/prefix/%E2%9C%93', 404, 'org-001'],
  ['GET', "/api/organizations-dashboard/prefix/'%20or%201=1--", 404, 'org-001'],
  ['GET', '/api/org-announcements-management?take=abc', 400, 'req-001'],
  ['GET', '/api/org-announcements-management?take=-1', 400, 'req-001'],
  ['GET', `/api/org-announcements-management?take=${huge}`, 400, 'req-001'],
  ['GET', '/api/org-announcements-management?take=1e400', 400, 'req-001'],
  ['GET', '/api/org-announcements-management?skip=1.5', 400, 'req-001'],
  ['GET', `/api/org-announcements-management?skip=${Number.MAX_SAFE_INTEGER + 2}`, 400, 'req-001'],
  ['GET', '/api/org-announcements-management?filterExpired=2', 400, 'req-001'],
  ['GET', '/api/org-announcements-management?filterDismissed=yes', 400, 'req-001'],
  ['GET', '/api/org-announcements-management?take=1&take=2', 400, 'req-001'],
  ['POST', '/api/org-announcements-management/abc/dismiss', 400, 'req-001'],
  ['POST', `/api/org-announcements-management/${huge}/dismiss`, 400, 'req-001'],
  ['POST', '/api/org-announcements-management/0/dismiss', 400, 'req-001'],
  ['POST', '/api/org-announcements-management', 400, 'req-003', '{not json'],
  ['POST', '/api/org-announcements-management', 400, 'req-003', '{"body":"x"}}'],
  ['POST', '/api/org-announcements-management', 400, 'req-001', 'null'],
  ['POST', '/api/org-announcements-management', 400, 'req-001', '"just a string"'],
  // Prototype poisoning is refused by the JSON parser itself.
  ['POST', '/api/org-announcements-management', 400, 'req-003', '{"__proto__": {"x": 1}, "body": "x"}'],
  ['POST', '/api/org-announcements-management', 400, 'req-001', '{"body": "x", "endDate": "2024-02-30T00:00:00Z"}'],
  // RFC 3339 allows a leap second and year 0000; PostgreSQL stores neither.
  ['POST', '/api/org-announcements-management', 400, 'req-001', '{"body": "x", "endDate": "2026-06-30T23:59:60Z"}'],
  ['POST', '/api/org-announcements-management', 400, 'req-001', '{"body": "x", "endDate": "0000-01-01T00:00:00Z"}'],
  ['POST', '/api/org-announcements-management', 415, 'req-003', 'body=x', { 'content-type': 'application/x-www-form-urlencoded' }],
  ['POST', '/api/org-announcements-management', 413, 'req-003', 'BIG_BODY'],
  ['GET', '/%E0%A4%A', 400, 'req-001'],
  ['GET', '/api/%E0%A4%A', 400, 'req-001'],
  ['GET', '/api/terminology', 401, 'auth-006', undefined, { authorization: 'Bearer' }],
  ['GET', '/api/terminology', 401, 'auth-006', undefined, { authorization: 'Bearer a.b.c' }],
  ['GET', '/api/terminology', 401, 'auth-006', undefined, { authorization: `Bearer ${'x'.repeat(5000)}` }],
  ['GET', '/api/terminology', 404, 'org-001', undefined, { 'x-organization': '%%%' }],
  ['GET', '/api/terminology', 404, 'org-001', undefined, { 'x-organization': 'a'.repeat(300) }],
];

// Rest parameter: jest-each treats a callback with more parameters than the row as a `done` callback.
test.each(cases)('#%# %s %s -> %i %s', async (...row: Case) => {
  const [method, url, status, code, body, headers] = row;
  const token = await server.memberToken('demo');
  const payload = body === 'BIG_BODY' ? JSON.stringify({ body: 'x'.repeat(1_100_000) }) : body;
  const res = await server.request(url, { method, body: payload, headers: { ...(method === 'POST' && url.endsWith('management') ? bearer(token) : {}), ...headers } });
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ statusCode: status, code, message: expect.any(String), requestId: res.headers.get('x-request-id') });
});

test('a change with only unknown fields is refused, not taken as an empty change', async () => {
  const token = await server.memberToken('demo');
  const res = await server.request('/api/user', { method: 'PATCH', headers: bearer(token), body: { typo: 'x' } });
  expect([res.status, (res.body as ErrorBody).code]).toEqual([400, 'req-001']);
  const known = await server.request('/api/user', { method: 'PATCH', headers: bearer(token), body: { about: 'Still works', typo: 'x' } });
  expect(known.status).toBe(200);
});

test('no malformed request ever answers 500 or an unknown code', async () => {
  const token = await server.memberToken('demo');
  const garbage = ['abc', '-1', huge, '1e999', '%00', '..', 'null', '[]', '{}', '%F0%9F%92%A9', ' ', '0'];
  const templates = [
    (g: string) => `/api/organizations-dashboard/custom-configs/${g}/${g}`,
    (g: string) => `/api/organizations-dashboard/prefix/${g}`,
    (g: string) => `/api/org-announcements-management?skip=${g}&take=${g}&filterDismissed=${g}&filterExpired=${g}`,
    (g: string) => `/api/learning-categories?${g}=${g}`,
  ];
  for (const template of templates) {
    for (const g of garbage) {
      const url = template(g);
      const variants: Array<Record<string, string>> = [{}, bearer(token), { 'x-organization': g, 'x-lang': g }];
      for (const headers of variants) {
        const res = await server.request(url, { headers });
        expect([url, res.status < 500]).toEqual([url, true]);
        if (res.status >= 400) expect(ALL_ERROR_CODES).toContain((res.body as ErrorBody).code);
      }
    }
  }
  for (const g of garbage) {
    const res = await server.request(`/api/org-announcements-management/${g}/dismiss`, { method: 'POST', headers: bearer(token), body: g });
    expect([g, res.status < 500]).toEqual([g, true]);
  }
});
