import type { Language } from '@halaqa/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context';
import { tenantOf, userOf } from '../../core/tenancy';

/**
 * Who buys, where, in which language, at which instant: every commerce use
 * case takes one, so none of them reads the request (and tests can build one).
 * The organization is the token's tenant, never a value of the body.
 */
export interface Shopper {
  organizationId: number;
  userId: number;
  /** The language the member reads answers in (messages, disclosures). */
  language: Language;
  /** The request's clock (ctx.now()): voucher dates and enrollment windows are judged against it. */
  now: Date;
}

/** The shopper of a signed-in request (call it in a route of the members, shoppers or administrators scope). */
export function shopperOf(ctx: AppContext, request: FastifyRequest): Shopper {
  return { organizationId: tenantOf(request).id, userId: userOf(request).id, language: request.language, now: ctx.now() };
}
