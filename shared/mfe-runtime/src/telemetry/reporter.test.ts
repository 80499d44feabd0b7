import { FRONTEND_REPORT_LIMITS, type FrontendReportBatch } from '@halaqa/contracts/src/telemetry';
import { createReporter, type Transport } from './reporter';
import type { PlacedProblem } from './problems';

let sent: Array<{ batch: FrontendReportBatch; organization: string }>;
const transport: Transport = (body, organization) => { sent.push({ batch: JSON.parse(body) as FrontendReportBatch, organization }); };
const reports = () => sent.flatMap(({ batch }) => batch.reports);
// jsdom's Blob has no text().
const readBlob = (blob: Blob) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.readAsText(blob);
});

beforeEach(() => {
  sent = [];
  jest.useFakeTimers();
  document.documentElement.lang = 'ar';
});
afterEach(() => { jest.useRealTimers(); });

const problem = (overrides: Partial<PlacedProblem> = {}): PlacedProblem => ({
  kind: 'error', error: new TypeError('x is undefined'), area: 'mfe-lms', page: '/lms/all-courses', ...overrides,
});

test('a batch has the shape POST frontend-logger takes: one random page-load id, the release, the language', () => {
  const reporter = createReporter({ organization: 'nour', release: 'abc123' }, transport);
  reporter.report(problem());
  reporter.report(problem({ kind: 'remote-load-failed', error: new Error('entry unreachable'), area: 'mfe-social' }));
  expect(sent).toEqual([]);
  jest.advanceTimersByTime(1000);
  expect(sent).toHaveLength(1);
  const [{ batch, organization }] = sent as [{ batch: FrontendReportBatch; organization: string }];
  expect(organization).toBe('nour');
  expect(batch).toEqual({
    sessionId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    release: 'abc123',
    language: 'ar',
    reports: [
      { kind: 'error', message: 'TypeError: x is undefined', stack: expect.stringContaining('x is undefined'), page: '/lms/all-courses', area: 'mfe-lms' },
      { kind: 'remote-load-failed', message: 'Error: entry unreachable', stack: expect.any(String), page: '/lms/all-courses', area: 'mfe-social' },
    ],
  });
  const other = createReporter({ organization: 'nour' }, transport);
  other.report(problem());
  jest.advanceTimersByTime(1000);
  expect(sent[1]!.batch.sessionId).not.toBe(batch.sessionId);
  expect(sent[1]!.batch).not.toHaveProperty('release');
});

test('pages lose their ids; messages and stacks lose emails, tokens and queries', () => {
  const reporter = createReporter({ organization: 'demo' }, transport);
  const error = new Error('No profile for sara@example.com (Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2ln)');
  error.stack = 'Error: boom\n    at load (https://demo.localhost/remotes/mfe-lms/1.js?v=abc&sig=xyz:1:20)';
  reporter.report(problem({ error, page: '/users/42/course-statistics' }));
  jest.advanceTimersByTime(1000);
  const [report] = reports();
  expect(report).toMatchObject({
    page: '/users/:id/course-statistics',
    message: 'Error: No profile for [email] (Bearer [token])',
    stack: 'Error: boom\n    at load (https://demo.localhost/remotes/mfe-lms/1.js)',
  });
});

test('the same problem is reported once; a different one still is', () => {
  const reporter = createReporter({ organization: 'demo' }, transport);
  for (let i = 0; i < 5; i += 1) reporter.report(problem({ error: new TypeError('x is undefined') }));
  reporter.report(problem({ error: new TypeError('y is undefined') }));
  reporter.report(problem({ error: new TypeError('x is undefined'), area: 'mfe-social' }));
  jest.advanceTimersByTime(1000);
  expect(reports().map((report) => [report.area, report.message])).toEqual([
    ['mfe-lms', 'TypeError: x is undefined'],
    ['mfe-lms', 'TypeError: y is undefined'],
    ['mfe-social', 'TypeError: x is undefined'],
  ]);
});

test(`at most ${FRONTEND_REPORT_LIMITS.reportsPerPageLoad} reports a page load, in requests of at most ${FRONTEND_REPORT_LIMITS.reportsPerRequest}`, () => {
  const reporter = createReporter({ organization: 'demo' }, transport);
  for (let i = 0; i < 50; i += 1) reporter.report(problem({ error: new Error(`failure ${i}`) }));
  jest.advanceTimersByTime(1000);
  expect(sent.map(({ batch }) => batch.reports.length)).toEqual([10, 10]);
  reporter.report(problem({ error: new Error('one more') }));
  jest.advanceTimersByTime(1000);
  expect(reports()).toHaveLength(FRONTEND_REPORT_LIMITS.reportsPerPageLoad);
});

test('what is waiting is sent at once when the page is hidden', () => {
  const reporter = createReporter({ organization: 'demo' }, transport);
  reporter.report(problem({ error: new Error('while leaving') }));
  window.dispatchEvent(new Event('pagehide'));
  expect(reports().map((report) => report.message)).toEqual(['Error: while leaving']);
});

test('a slow page carries its duration; rejections that are not Errors are described without their contents', () => {
  const reporter = createReporter({ organization: 'demo' }, transport);
  reporter.report({ kind: 'slow-page', area: 'mfe-lms', durationMs: 4321.6, page: '/lms/all-courses' });
  reporter.report({ kind: 'unhandled-rejection', error: { statusCode: 500, code: 'srv-001', message: 'Internal server error', email: 'sara@example.com' }, page: '/' });
  reporter.report({ kind: 'unhandled-rejection', error: 42, page: '/' });
  jest.advanceTimersByTime(1000);
  expect(reports()).toEqual([
    { kind: 'slow-page', message: 'The first screen was slow', page: '/lms/all-courses', area: 'mfe-lms', durationMs: 4322 },
    { kind: 'unhandled-rejection', message: 'Internal server error', page: '/' },
    { kind: 'unhandled-rejection', message: 'Unknown problem', page: '/' },
  ]);
});

test('without fetch, the report goes as a beacon to the API', async () => {
  const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  try {
    const reporter = createReporter({ organization: 'demo' });
    reporter.report(problem());
    jest.advanceTimersByTime(1000);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/frontend-logger');
    expect(JSON.parse(await readBlob(data))).toMatchObject({ reports: [{ kind: 'error', area: 'mfe-lms' }] });
  } finally {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  }
});
