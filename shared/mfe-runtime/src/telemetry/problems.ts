// The eager half of problem reporting (issue 10, "Seeing failures in
// production"): what every part of the page calls when something goes wrong.
// It is in the shell's first load, so it only queues: the reporter that
// shapes, scrubs, dedupes and sends (./reporter.ts) is downloaded on the
// first problem, never on a page load where nothing went wrong.
import { SLOW_PAGE_MS, TELEMETRY_SAMPLING } from '@halaqa/contracts/src/monitoring';
import type { FrontendReportKind } from '@halaqa/contracts/src/telemetry';
import type { Reporter, ReportingOptions } from './reporter';

export interface Problem {
  kind: FrontendReportKind;
  /** What was thrown or rejected (an Error, a reason, a message). */
  error?: unknown;
  /** Where: a remote's name, or `shell`. */
  area?: string;
  /** For `slow-page`: how long the visitor waited for the area's first screen (reported above SLOW_PAGE_MS only). */
  durationMs?: number;
}

/** Problems kept until the reporter has arrived (it then applies the cap per page load). */
const WAITING_MAX = 20;

/** A problem and the page it happened on (the page may change before the reporter arrives). */
export type PlacedProblem = Problem & { page: string };

const waiting: PlacedProblem[] = [];
let options: ReportingOptions | null = null;
let reporter: Reporter | null = null;
let loading: Promise<void> | null = null;
// Spec section 9: slow pages come from 1 page load in 10 (decided at installation); problems from all of them.
let sessionSampled = false;

function loadReporter(settings: ReportingOptions): void {
  loading ??= import(/* webpackChunkName: "problem-reporter" */ './reporter').then(({ createReporter }) => {
    reporter = createReporter(settings);
    for (const problem of waiting.splice(0)) reporter.report(problem);
  }, () => {
    // Offline, or a deployment removed the chunk: the next problem tries again.
    loading = null;
  });
}

/** Reports a problem to the API's log (POST frontend-logger); safe to call before installation, and from anywhere. */
export function reportProblem(problem: Problem): void {
  if (problem.kind === 'slow-page' && !(sessionSampled && (problem.durationMs ?? 0) > SLOW_PAGE_MS)) return;
  const placed = { ...problem, page: location.pathname };
  if (reporter) return reporter.report(placed);
  if (waiting.length < WAITING_MAX) waiting.push(placed);
  if (options) loadReporter(options);
}

/** Once per page, by the shell: uncaught errors and rejections are reported, and queued problems sent. */
export function installProblemReporting(settings: ReportingOptions): void {
  if (options) return;
  options = settings;
  sessionSampled = Math.random() < TELEMETRY_SAMPLING.sessions;
  addEventListener('error', (event) => reportProblem({ kind: 'error', error: event.error ?? event.message }));
  addEventListener('unhandledrejection', (event) => reportProblem({ kind: 'unhandled-rejection', error: event.reason }));
  if (waiting.length) loadReporter(settings);
}
