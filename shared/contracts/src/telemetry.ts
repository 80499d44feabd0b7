/**
 * Problem reports from the browser (POST frontend-logger, spec section 7
 * "Misc") and the sampling of spec section 9 ("Monitoring start-up").
 *
 * Not re-exported from the package's index on purpose: the shell's first load
 * carries every export of the index (it is one shared module), and this is
 * needed only once a problem has happened (the sampling and the slow-page
 * threshold, checked eagerly, are in ./monitoring.ts). Import it by path:
 * `@halaqa/contracts/src/telemetry` (and ./telemetry-scrub for scrubbing).
 */
import type { Language } from './language';

export const FRONTEND_REPORT_KINDS = ['error', 'unhandled-rejection', 'render-error', 'remote-load-failed', 'slow-page'] as const;
export type FrontendReportKind = (typeof FRONTEND_REPORT_KINDS)[number];

/** Bounds of a report: the API refuses more (400, or 413 above `bodyBytes`), the reporter cuts to them. */
export const FRONTEND_REPORT_LIMITS = {
  message: 500,
  stack: 4000,
  page: 300,
  release: 64,
  reportsPerRequest: 10,
  /** After this many, a page load sends nothing more (a render loop must not flood the log). */
  reportsPerPageLoad: 20,
  /** A slow page is still worth knowing at 10 minutes; longer is a tab left in the background. */
  durationMs: 600_000,
  bodyBytes: 32 * 1024,
} as const;

/** A remote's name (`mfe-lms`), or `shell`. */
export const REPORT_AREA_PATTERN = '^[a-z][a-z0-9-]{0,39}$';
/** Random per page load (never a user id): lets the reports of one page load be read together. */
export const REPORT_SESSION_PATTERN = '^[A-Za-z0-9-]{8,64}$';

export interface FrontendReport {
  kind: FrontendReportKind;
  /** Scrubbed (see scrubReportText). */
  message: string;
  stack?: string;
  /** The page's path without query, hash or ids (see reportPagePath). */
  page: string;
  /** The area the problem is in: a remote's name or `shell`. */
  area?: string;
  /** For `slow-page`: how long the first screen took. */
  durationMs?: number;
}

export interface FrontendReportBatch {
  sessionId: string;
  /** The shell's build. */
  release?: string;
  language: Language;
  reports: FrontendReport[];
}
