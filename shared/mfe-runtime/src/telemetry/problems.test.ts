import type { FrontendReportBatch } from '@halaqa/contracts/src/telemetry';

// problems.ts keeps one queue per page: every test loads a fresh copy.
type Problems = typeof import('./problems');
/** The batches sent, through the fetch the reporter uses (jsdom has none of its own). */
const batches: Array<{ url: string; init: RequestInit; batch: FrontendReportBatch }> = [];

function freshProblems(): Problems {
  let loaded: Problems | undefined;
  jest.isolateModules(() => { loaded = jest.requireActual<Problems>('./problems'); });
  return loaded!;
}

/** Lets the dynamic import of the reporter settle, then its batch delay pass. */
async function sent(): Promise<FrontendReportBatch['reports']> {
  await jest.advanceTimersByTimeAsync(1000);
  return batches.flatMap(({ batch }) => batch.reports);
}

beforeAll(() => {
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    batches.push({ url: String(url), init, batch: JSON.parse(String(init.body)) as FrontendReportBatch });
    return { ok: true, status: 204 } as Response;
  });
});
afterAll(() => { Reflect.deleteProperty(globalThis, 'fetch'); });
// Each fresh copy listens to the window: a test's listeners go with it.
let listeners: Array<Parameters<typeof window.removeEventListener>> = [];
beforeEach(() => {
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
    listeners.push(args);
    add(...args);
  });
  batches.length = 0;
  jest.useFakeTimers();
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  for (const args of listeners) window.removeEventListener(...args);
  listeners = [];
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('problems before installation wait; installation sends them to the API, for the organization, without cookies', async () => {
  const problems = freshProblems();
  problems.reportProblem({ kind: 'error', error: new Error('early'), area: 'shell' });
  expect(await sent()).toEqual([]);
  problems.installProblemReporting({ organization: 'nour' });
  expect((await sent()).map((report) => report.message)).toEqual(['Error: early']);
  const [{ url, init }] = batches as [(typeof batches)[number]];
  expect(url).toBe('/api/frontend-logger');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'x-organization': 'nour' } });
  expect(init.headers).not.toHaveProperty('authorization');
});

test('uncaught errors and unhandled rejections are reported', async () => {
  const problems = freshProblems();
  problems.installProblemReporting({ organization: 'demo' });
  window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('uncaught'), message: 'uncaught' }));
  const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
  rejection.reason = new Error('nobody caught this');
  window.dispatchEvent(rejection);
  expect((await sent()).map((report) => [report.kind, report.message])).toEqual([
    ['error', 'RangeError: uncaught'],
    ['unhandled-rejection', 'Error: nobody caught this'],
  ]);
});

describe('sampling (spec section 9: sessions 0.1, on error 1)', () => {
  test('a page load outside the sampled tenth reports errors but not slow pages', async () => {
    const problems = freshProblems();
    problems.installProblemReporting({ organization: 'demo' });
    problems.reportProblem({ kind: 'slow-page', area: 'mfe-lms', durationMs: 10_000 });
    problems.reportProblem({ kind: 'render-error', error: new Error('still reported'), area: 'mfe-lms' });
    expect((await sent()).map((report) => report.kind)).toEqual(['render-error']);
  });

  test('a sampled page load reports a screen slower than the threshold, and not a fast one', async () => {
    jest.mocked(Math.random).mockReturnValue(0.05);
    const problems = freshProblems();
    problems.installProblemReporting({ organization: 'demo' });
    problems.reportProblem({ kind: 'slow-page', area: 'mfe-social', durationMs: 100 });
    problems.reportProblem({ kind: 'slow-page', area: 'mfe-lms', durationMs: 3_000.4 });
    expect(await sent()).toEqual([expect.objectContaining({ kind: 'slow-page', area: 'mfe-lms', durationMs: 3_000 })]);
  });
});

test('a page where nothing goes wrong never downloads the reporter; the first problem does', async () => {
  let loaded = false;
  let problems: Problems | undefined;
  jest.isolateModules(() => {
    jest.doMock('./reporter', () => {
      loaded = true;
      return jest.requireActual('./reporter');
    });
    problems = jest.requireActual<Problems>('./problems');
  });
  problems!.installProblemReporting({ organization: 'demo' });
  problems!.reportProblem({ kind: 'slow-page', area: 'mfe-lms', durationMs: 300 });
  await jest.advanceTimersByTimeAsync(5_000);
  expect(loaded).toBe(false);
  problems!.reportProblem({ kind: 'remote-load-failed', error: new Error('entry unreachable'), area: 'mfe-lms' });
  await jest.advanceTimersByTimeAsync(1_000);
  expect(loaded).toBe(true);
});
