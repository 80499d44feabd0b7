// Problem reports of a remote area (issue 10, "Seeing failures in production"),
// through the real loader: only the federation runtime is replaced.
import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@halaqa/contracts';
import type { FrontendReportBatch } from '@halaqa/contracts/src/telemetry';
import { installProblemReporting, queryClient } from '@halaqa/mfe-runtime';
import { renderInShell } from '../../test-support/render-in-shell';
import { lmsFixture, manifestEntry } from '../../test-support/site-fixture';
import type { RemoteAppModule } from './remote-loader';
import { RemoteArea } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadFromFederation = jest.mocked(loadRemote);

const lms = manifestEntry(lmsFixture, 'mfe-lms');
const route = { path: '/lms/all-courses', page: 'allCourses', meta: {} };

const batches: FrontendReportBatch[] = [];
const reports = () => batches.flatMap((batch) => batch.reports);

beforeAll(() => {
  // jsdom has no fetch: the reporter's requests end here.
  globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    batches.push(JSON.parse(String(init.body)) as FrontendReportBatch);
    return { ok: true, status: 204 } as Response;
  });
  installProblemReporting({ organization: 'demo', release: 'test' });
});
afterAll(() => { Reflect.deleteProperty(globalThis, 'fetch'); });
beforeEach(() => {
  queryClient.clear();
  loadFromFederation.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('a remote that still fails after the retries is reported once, without the query of the page', async () => {
  window.history.pushState({}, '', '/lms/all-courses?q=sara@example.com');
  loadFromFederation.mockRejectedValue(new Error('mfe-lms entry answered 503'));
  await renderInShell(<RemoteArea remote={lms} route={route} />, { path: '/lms/all-courses' });
  await screen.findByTestId('remote-fallback', {}, { timeout: 5000 });
  // Three attempts (the loader's retries), one report.
  expect(loadFromFederation).toHaveBeenCalledTimes(3);
  await waitFor(() => expect(reports().some((report) => report.message.includes('503'))).toBe(true), { timeout: 3000 });
  expect(reports().filter((report) => report.message.includes('503'))).toEqual([{
    kind: 'remote-load-failed', area: 'mfe-lms', page: '/lms/all-courses', message: 'Error: mfe-lms entry answered 503', stack: expect.any(String),
  }]);
  expect(JSON.stringify(batches)).not.toContain('sara@example.com');
});

test('a remote that throws while mounting is reported', async () => {
  const app: RemoteAppModule = {
    bootstrap: async () => undefined,
    mount: async (_props: RemoteAppProps) => { throw new Error('mount blew up'); },
    unmount: async () => undefined,
  };
  loadFromFederation.mockResolvedValue(app);
  await renderInShell(<RemoteArea remote={lms} route={route} />, { path: '/lms/all-courses' });
  await screen.findByTestId('remote-fallback');
  await waitFor(() => expect(reports()).toContainEqual(
    expect.objectContaining({ kind: 'render-error', area: 'mfe-lms', message: expect.stringContaining('mount blew up') }),
  ), { timeout: 3000 });
});
