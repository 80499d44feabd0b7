import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { ErrorBodySchema, errorResponses } from '../../../core/http-schemas';
import { tenantOf, userOf } from '../../../core/tenancy';
import { ERROR_CODES } from '@halaqa/contracts';
import { OrderSchema } from '../history/dto';
import { orderOf } from '../history/order-view';
import type { CommerceScopes } from '../routes';
import {
  PurchasedItemParamsSchema, RefundListQuerySchema, RefundPageSchema, RefundParamsSchema, RefundQuoteSchema, RefundRequestBodySchema,
  RefundSummarySchema, RejectRefundBodySchema,
} from './dto';
import { listRefunds, refundSummary } from './list-refunds';
import { processRefund } from './process-refund';
import { refundInOrganization, rejectRefund } from './reject-refund';
import { startRefundsJob, type RefundsJob } from './refunds-job';
import { quoteRefund, requestRefund } from './request-refund';

const tags = ['orders'];

/** The refunds job runs beside the server (only with a database attached): it retries refunds left REQUESTED. */
function startJob(app: CommerceScopes['administrators'], ctx: AppContext): void {
  let job: RefundsJob | null = null;
  app.addHook('onReady', async () => {
    if (!ctx.live) return;
    job = startRefundsJob(ctx.systemDb, {
      pollMs: Number(process.env.REFUNDS_POLL_MS ?? 60_000),
      now: ctx.now,
      onError: (error) => app.log.error({ err: error }, 'refund retry failed'),
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}

/**
 * Refunds (docs/design/commerce-api.md, spec section 7 "Orders"): the
 * member's quote and request, the administrators' list and decisions.
 */
export function refundRoutes({ shoppers, administrators }: CommerceScopes, ctx: AppContext): void {
  startJob(administrators, ctx);
  const memberOf = (request: Parameters<typeof tenantOf>[0]) => ({ organizationId: tenantOf(request).id, userId: userOf(request).id });

  shoppers.get('/orders/refund-quote/:purchasedItemId', {
    schema: {
      operationId: 'getRefundQuote', tags,
      summary: "What the refund policy gives back for one of the member's items now, or why it gives nothing (another member's item: 404)",
      params: PurchasedItemParamsSchema,
      response: { 200: RefundQuoteSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => quoteRefund(ctx.db(), memberOf(request), request.params.purchasedItemId, ctx.now()));

  shoppers.post('/orders/refund/:purchasedItemId', {
    schema: {
      operationId: 'requestRefund', tags,
      summary: 'Ask for an item\'s money back under the policy: the refund is requested, sent through the provider at once and the order answered '
        + '(409 rfd-001 type not refundable, rfd-002 nothing now, rfd-003 already requested, rfd-004 item state)',
      params: PurchasedItemParamsSchema, body: RefundRequestBodySchema,
      response: { 200: OrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const member = memberOf(request);
    const note = request.body.reason?.trim() || null;
    const { refundId, orderId } = await requestRefund(ctx.db(), member, request.params.purchasedItemId, note, ctx.now());
    // After the commit: the provider is called outside the transaction. A failure leaves the refund REQUESTED for the job.
    const processed = await processRefund(ctx.db(), refundId, { now: ctx.now }).catch((error: unknown) => ({ outcome: 'FAILED' as const, error }));
    if (processed.outcome === 'FAILED') request.log.warn({ err: processed.error, refundId }, 'refund left REQUESTED: the provider call failed');
    return orderOf(ctx.db(), member, orderId);
  });

  administrators.get('/orders/refunds', {
    schema: {
      operationId: 'listRefunds', tags,
      summary: "Administrators: the organization's refunds, newest first, of one status or all",
      querystring: RefundListQuerySchema,
      response: { 200: RefundPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => listRefunds(ctx.db(), tenantOf(request).id, request.query));

  administrators.post('/orders/refunds/:refundId/approve', {
    schema: {
      operationId: 'approveRefund', tags,
      summary: 'Administrators: send a REQUESTED refund\'s money back now (a retry after the provider failed); decided already: 409 rfd-005; the provider failed again: 502 pay-005',
      params: RefundParamsSchema,
      response: { 200: RefundSummarySchema, ...errorResponses(400, 401, 403, 404, 409), 502: ErrorBodySchema },
    },
  }, async (request) => {
    const organizationId = tenantOf(request).id;
    const refund = await refundInOrganization(ctx.db(), organizationId, request.params.refundId);
    if (refund.status !== 'REQUESTED') throw new AppError(409, ERROR_CODES.REFUND_DECIDED, 'The refund was already decided');
    const processed = await processRefund(ctx.db(), refund.id, { now: ctx.now });
    if (processed.outcome === 'FAILED') {
      request.log.warn({ err: processed.error, refundId: refund.id }, 'refund approval: the provider call failed');
      throw new AppError(502, ERROR_CODES.PAYMENT_PROVIDER_ERROR, 'The payment provider did not refund: try again later');
    }
    return refundSummary(ctx.db(), organizationId, refund.id);
  });

  administrators.post('/orders/refunds/:refundId/reject', {
    schema: {
      operationId: 'rejectRefund', tags,
      summary: 'Administrators: reject a REQUESTED refund with a reason told to the member (decided or being sent: 409 rfd-005; automatic: 409 ord-006)',
      params: RefundParamsSchema, body: RejectRefundBodySchema,
      response: { 200: RefundSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const organizationId = tenantOf(request).id;
    await rejectRefund(ctx.db(), organizationId, request.params.refundId, request.body.reason.trim());
    return refundSummary(ctx.db(), organizationId, request.params.refundId);
  });
}
