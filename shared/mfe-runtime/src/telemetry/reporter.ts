// The lazy half of problem reporting (./problems.ts queues until this
// arrives): shapes problems into the reports of POST frontend-logger, with
// nothing that names a person, at most FRONTEND_REPORT_LIMITS.reportsPerPageLoad
// per page load and each distinct problem once, sent in batches.
import { API_BASE_PATH, DEFAULT_LANGUAGE, HTTP_HEADERS, isLanguage } from '@halaqa/contracts';
import { FRONTEND_REPORT_LIMITS, type FrontendReport, type FrontendReportBatch } from '@halaqa/contracts/src/telemetry';
import { reportPagePath, scrubReportText } from '@halaqa/contracts/src/telemetry-scrub';
import type { PlacedProblem } from './problems';

export interface ReportingOptions {
  /** The organization's domain prefix (sent as x-organization: the page's host may not name it). */
  organization: string;
  /** The shell's build. */
  release?: string;
}

export interface Reporter {
  report(problem: PlacedProblem): void;
}

/** Sends one batch (JSON) without holding the page, and survives the page being closed. */
export type Transport = (body: string, organization: string) => void;

const REPORT_PATH = `${API_BASE_PATH}/frontend-logger`;
/** Problems that come together (a crash and its boundary's report) go in one request. */
const BATCH_DELAY_MS = 1000;

const sendReports: Transport = (body, organization) => {
  if (typeof fetch === 'function') {
    // keepalive: the request outlives the page; no credentials: the report needs no cookie, and must not carry one.
    fetch(REPORT_PATH, {
      method: 'POST', keepalive: true, credentials: 'omit', body,
      headers: { 'content-type': 'application/json', [HTTP_HEADERS.organization]: organization },
    }).catch(() => undefined);
  } else {
    navigator.sendBeacon?.(REPORT_PATH, new Blob([body], { type: 'application/json' }));
  }
};

/** Random per page load, never derived from who is signed in. */
function pageLoadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A message and stack from whatever was thrown: Errors, strings, and error-like objects (an API error body); nothing else is described. */
function describe(error: unknown, fallback: string): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  const message = (error as { message?: unknown } | null)?.message;
  return { message: typeof message === 'string' ? message : fallback };
}

function toReport({ kind, error, area, durationMs, page }: PlacedProblem): FrontendReport {
  const described = describe(error, kind === 'slow-page' ? 'The first screen was slow' : 'Unknown problem');
  const report: FrontendReport = {
    kind,
    message: scrubReportText(described.message, FRONTEND_REPORT_LIMITS.message),
    page: reportPagePath(page),
  };
  if (described.stack) report.stack = scrubReportText(described.stack, FRONTEND_REPORT_LIMITS.stack);
  if (area) report.area = area;
  if (durationMs !== undefined) report.durationMs = Math.min(Math.max(0, Math.round(durationMs)), FRONTEND_REPORT_LIMITS.durationMs);
  return report;
}

/** The same problem twice is one report: a render loop or a retried remote must not fill the cap. */
function identity(report: FrontendReport): string {
  const firstFrame = report.stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '';
  return [report.kind, report.area, report.message, firstFrame, report.kind === 'slow-page' ? report.page : ''].join('|');
}

function pageLanguage(): FrontendReportBatch['language'] {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function createReporter({ organization, release }: ReportingOptions, transport: Transport = sendReports): Reporter {
  const sessionId = pageLoadId();
  const seen = new Set<string>();
  let accepted = 0;
  const batch: FrontendReport[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (batch.length) {
      const reports = batch.splice(0, FRONTEND_REPORT_LIMITS.reportsPerRequest);
      const body: FrontendReportBatch = { sessionId, language: pageLanguage(), reports, ...(release ? { release } : {}) };
      transport(JSON.stringify(body), organization);
    }
  };
  // What is still waiting goes when the page is hidden or left: it may never come back.
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });

  return {
    report(problem) {
      if (accepted >= FRONTEND_REPORT_LIMITS.reportsPerPageLoad) return;
      const report = toReport(problem);
      const key = identity(report);
      if (seen.has(key)) return;
      seen.add(key);
      accepted += 1;
      batch.push(report);
      timer ??= setTimeout(flush, BATCH_DELAY_MS);
    },
  };
}
