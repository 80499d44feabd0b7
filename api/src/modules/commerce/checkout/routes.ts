import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { ErrorBodySchema, errorResponses } from '../../../core/http-schemas';
import { OrderSchema } from '../history/dto';
import { orderOf } from '../history/order-view';
import type { CommerceScopes } from '../routes';
import { shopperOf } from '../shopper';
import { generateCardCheckout } from './card-checkout';
import { checkoutContextOf } from './checkout-context';
import {
  CheckoutAnswerSchema, CheckoutBodySchema, GeneratedCheckoutSchema, InitializePaymentBodySchema, PaymentVerdictSchema,
  ProviderCheckoutBodySchema, VerifyPaymentBodySchema, type CheckoutProvider,
} from './dto';
import type { SettleDeps } from './settle-payment';
import { startCheckout } from './start-checkout';
import { initializePayment, verifyPayment, type PaymentCaller } from './verify-payment';

const tags = ['orders'];
/** A checkout's refusals: 409 ord-004/-005/-006, pay-002; 403 ord-007 (marketplace off), pay-001; 502 pay-005 (the provider). */
const checkoutErrors = { ...errorResponses(400, 401, 403, 404, 409), 502: ErrorBodySchema };
const VerifiedSchema = Type.Composite([PaymentVerdictSchema, Type.Object({ order: OrderSchema })]);

/**
 * Checkout and payment calls (docs/design/commerce-api.md "Calls"): the
 * shoppers' checkouts (marketplace on), and the members' verify call that
 * /payment-complete makes (a member of a marketplace-off organization pays
 * too: its add-item checks out at once).
 */
export function checkoutRoutes({ shoppers, members }: CommerceScopes, ctx: AppContext): void {
  const depsOf = (request: FastifyRequest): SettleDeps => ({ now: ctx.now, log: request.log });
  const callerOf = (request: FastifyRequest): PaymentCaller => {
    const shopper = shopperOf(ctx, request);
    return { organizationId: shopper.organizationId, userId: shopper.userId };
  };
  const withOrder = async (request: FastifyRequest, verdict: Awaited<ReturnType<typeof verifyPayment>>) => {
    const { orderId, ...rest } = verdict;
    return { ...rest, order: await orderOf(ctx.db(), callerOf(request), orderId) };
  };

  shoppers.post('/orders/checkout', {
    schema: {
      operationId: 'checkout', tags, body: CheckoutBodySchema,
      summary: 'Check the cart out: re-priced (409 ord-004 with details.cart when the total is not acceptedTotal); free completes at once, paid answers the provider\'s page. Idempotent by idempotencyKey',
      response: { 200: CheckoutAnswerSchema, ...checkoutErrors },
    },
  }, async (request) => startCheckout(checkoutContextOf(ctx, request), shopperOf(ctx, request), request.body));

  const providerCheckout = (path: string, operationId: string, provider: CheckoutProvider) => shoppers.post(path, {
    schema: {
      operationId, tags, body: ProviderCheckoutBodySchema,
      summary: `Check the cart out with ${provider} (buy now, pay later), as POST orders/checkout`,
      response: { 200: CheckoutAnswerSchema, ...checkoutErrors },
    },
  }, async (request) => startCheckout(checkoutContextOf(ctx, request), shopperOf(ctx, request), { ...request.body, provider }));
  providerCheckout('/orders/tamara-checkout', 'tamaraCheckout', 'TAMARA');
  providerCheckout('/orders/tabby-checkout', 'tabbyCheckout', 'TABBY');

  shoppers.post('/orders/generate-checkout', {
    schema: {
      operationId: 'generateCardCheckout', tags, body: ProviderCheckoutBodySchema,
      summary: 'Check the cart out with the card provider, answered with the card checkout data its hosted form opens with (amount, currency, publishable key, callback url, methods, description, language)',
      response: { 200: GeneratedCheckoutSchema, ...checkoutErrors },
    },
  }, async (request) => generateCardCheckout(checkoutContextOf(ctx, request), shopperOf(ctx, request), request.body));

  shoppers.post('/orders/initialize-payment', {
    schema: {
      operationId: 'initializeCardPayment', tags, body: InitializePaymentBodySchema,
      summary: 'The card form created its payment at the provider: attach its id (checked with the provider: amount, once) and settle it',
      response: { 200: VerifiedSchema, ...checkoutErrors },
    },
  }, async (request) => withOrder(request, await initializePayment(ctx.db(), callerOf(request), request.body, depsOf(request))));

  members.post('/orders/verify-payment', {
    schema: {
      operationId: 'verifyPayment', tags, body: VerifyPaymentBodySchema,
      summary: 'The member is back from the provider: the provider is asked (never the address), the order completes or goes back to the cart; answers the outcome and the order',
      response: { 200: VerifiedSchema, ...checkoutErrors },
    },
  }, async (request) => withOrder(request, await verifyPayment(ctx.db(), callerOf(request), request.body, depsOf(request))));
}
