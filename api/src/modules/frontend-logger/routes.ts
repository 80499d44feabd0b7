import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import { FRONTEND_REPORT_LIMITS } from '@halaqa/contracts/src/telemetry';
import { reportPagePath, scrubReportText } from '@halaqa/contracts/src/telemetry-scrub';
import type { App, AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { FrontendReportBatchSchema } from './dto';
import { createSlidingWindowLimiter } from './rate-limit';

/** Per address and API process; a page load sends one to three (the reporter batches and caps its reports). */
export const REPORT_REQUESTS_PER_MINUTE = 60;
/** Addresses remembered at once: bounds the limiter's memory under a flood from many addresses. */
const REMEMBERED_ADDRESSES = 10_000;

/**
 * POST frontend-logger (spec section 7 "Misc"): problems the shell and the
 * remotes saw in a browser become log lines of the API, beside the requests
 * that may have caused them. Open to anyone, signed in or not, and never
 * reads a token: a report must get through while the session is what failed.
 * Nothing that names a person is logged: no address, no user, no query.
 */
export async function frontendLoggerRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { anyone } = await routeScopes(app, tenancy, { anyone: { tenant: 'by-name', user: 'none' } });
  const limiter = createSlidingWindowLimiter({ limit: REPORT_REQUESTS_PER_MINUTE, windowMs: 60_000, maxKeys: REMEMBERED_ADDRESSES });

  anyone.post('/frontend-logger', {
    bodyLimit: FRONTEND_REPORT_LIMITS.bodyBytes,
    // Before the body is read: a flood costs as little as possible.
    onRequest: async (request) => {
      if (!limiter.take(request.ip, ctx.now().getTime())) {
        throw new AppError(429, ERROR_CODES.REPORTS_RATE_LIMITED, 'Too many reports; try again later');
      }
    },
    schema: {
      operationId: 'reportFrontendProblems',
      tags: ['monitoring'],
      summary: 'Problems seen in the browser (errors, remotes that did not load, slow pages), written to the log',
      body: FrontendReportBatchSchema,
      response: { 204: Type.Null(), ...errorResponses(400, 404, 413, 429) },
    },
  }, async (request, reply) => {
    const { sessionId, release, language, reports } = request.body;
    const organization = tenantOf(request).domainPrefix;
    for (const report of reports) {
      // Scrubbed again here: the browser's scrubbing is a courtesy, this is the guarantee.
      const frontend = {
        kind: report.kind,
        area: report.area,
        page: reportPagePath(report.page),
        message: scrubReportText(report.message, FRONTEND_REPORT_LIMITS.message),
        stack: report.stack === undefined ? undefined : scrubReportText(report.stack, FRONTEND_REPORT_LIMITS.stack),
        durationMs: report.durationMs,
        release,
        language,
        session: sessionId,
      };
      if (report.kind === 'slow-page') request.log.info({ frontend, organization }, 'frontend slow page');
      else request.log.warn({ frontend, organization }, 'frontend problem');
    }
    return reply.code(204).send(null);
  });
}
