import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/types';
import { siteUrl } from '../../../core/site-url';
import { tenantOf } from '../../../core/tenancy';

/**
 * What a checkout needs beyond the shopper: the request's database and the
 * organization's site address (the provider sends the member back to its
 * /payment-complete and posts webhooks to its /api/payments/webhooks/...).
 */
export interface CheckoutContext {
  /** The request's database (row-level security: the tenant's rows). */
  db: Db;
  /** `http(s)://<host>` of the organization's site (core/site-url.ts). */
  site: string;
  /** Where a provider failure after the checkout committed is reported. */
  log: { error(details: object, message: string): void };
}

/** The checkout context of a request (call it in a route of the shoppers or members scope). */
export function checkoutContextOf(ctx: AppContext, request: FastifyRequest): CheckoutContext {
  return {
    db: ctx.db(),
    site: siteUrl(request, tenantOf(request).domainPrefix, ctx.defaultOrgPrefix),
    log: request.log,
  };
}
