import { createHmac } from 'node:crypto';
import { ERROR_CODES } from '@halaqa/contracts';
import { AppError } from '../../../core/errors';
import type { PaymentStatus } from '../tables';
import { DecimalNumber } from './amounts';
import type { CheckoutRequest, CheckoutStarted, PaymentAdapter, PaymentReading, RefundResult, WebhookEvent } from './provider';
import { callProvider, headerOf, providerAmount, providerError, webhookJson, type Fetch } from './provider-http';
import { objectAt, stringAt, type JsonObject } from './json-fields';
import { sameSecret } from './signature';

/**
 * Buy now, pay later: Tamara (https://docs.tamara.co), bearer API token.
 * A checkout session sends the member to Tamara; they come back to
 * merchant_url success/failure/cancel and Tamara notifies the notification
 * URL. An `approved` order must be authorised by the merchant, then captured
 * (we capture the whole order at once: it is delivered at once). Amounts
 * are riyals with two decimals, written from halalas as text.
 */
export interface TamaraOptions {
  apiToken: string;
  /** The notification token: Tamara signs each notification's JWT with it (HS256). */
  notificationToken: string;
  baseUrl?: string;
  fetch: Fetch;
  now(): Date;
}

/** Tamara order statuses -> ours. `approved` waits for our authorise call: money is promised, not taken. */
export function tamaraStatus(status: string): PaymentStatus {
  switch (status) {
    case 'approved':
    case 'authorised':
    case 'partially_captured':
      return 'AUTHORISED';
    case 'fully_captured':
      return 'COMPLETE';
    case 'declined':
      return 'DECLINED';
    case 'canceled':
      return 'CANCELED';
    case 'expired':
      return 'EXPIRED';
    case 'fully_refunded':
      return 'REFUNDED';
    case 'partially_refunded':
      return 'PARTIALLY_REFUNDED';
    case 'new':
    default:
      return 'PENDING';
  }
}

/** Notification event types -> the status they announce (the handler reads the order again before acting). */
function eventStatus(eventType: string): PaymentStatus {
  const status = eventType.replace(/^order_/, '');
  return tamaraStatus(status === 'captured' ? 'fully_captured' : status === 'refunded' ? 'fully_refunded' : status);
}

const money = (halalas: number, currency: string) => ({ amount: DecimalNumber.ofHalalas(halalas), currency });

function base64urlJson(part: string): JsonObject {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed as JsonObject : {};
  } catch {
    return {};
  }
}

/** Checks the notification's HS256 JWT (Authorization: Bearer, or the tamaraToken Tamara also sends) and its expiry. */
function verifyNotificationToken(token: string | undefined, secret: string, now: Date): void {
  const refuse = (why: string) => new AppError(400, ERROR_CODES.WEBHOOK_SIGNATURE_INVALID, `TAMARA notification refused: ${why}`);
  const parts = (token ?? '').split('.');
  if (parts.length !== 3) throw refuse('no token');
  const [header, payload, signature] = parts as [string, string, string];
  if (stringAt(base64urlJson(header), 'alg') !== 'HS256') throw refuse('not an HS256 token');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  if (!sameSecret(expected, signature)) throw refuse('the token signature does not match');
  const exp = base64urlJson(payload).exp;
  if (typeof exp === 'number' && exp * 1000 < now.getTime()) {
    throw new AppError(400, ERROR_CODES.WEBHOOK_TIMESTAMP_INVALID, 'TAMARA notification token has expired');
  }
}

export function createTamaraAdapter(options: TamaraOptions): PaymentAdapter {
  const base = (options.baseUrl ?? 'https://api.tamara.co').replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${options.apiToken}` };
  const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider<T>(options.fetch, 'TAMARA', { method, url: `${base}${path}`, headers, ...(body === undefined ? {} : { body }) });

  const readOrder = (order: JsonObject, providerPaymentId: string): PaymentReading => {
    const providerStatus = stringAt(order, 'status') ?? 'unknown';
    const total = stringAt(objectAt(order, 'total_amount'), 'amount');
    return {
      providerPaymentId,
      status: tamaraStatus(providerStatus),
      providerStatus,
      amount: total === undefined ? 0 : providerAmount('TAMARA', total),
    };
  };
  const verify = async (providerPaymentId: string) =>
    readOrder(await call<JsonObject>('GET', `/orders/${encodeURIComponent(providerPaymentId)}`), providerPaymentId);

  return {
    provider: 'TAMARA',
    method: 'bnpl-tamara',

    async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
      const back = (outcome: string) => `${request.callbackUrl}${request.callbackUrl.includes('?') ? '&' : '?'}outcome=${outcome}`;
      const [firstName = request.customer.name, ...rest] = request.customer.name.split(' ');
      const consumer = { first_name: firstName, last_name: rest.join(' ') || firstName, email: request.customer.email, phone_number: request.customer.phone ?? '' };
      const session = await call<JsonObject>('POST', '/checkout', {
        order_reference_id: `${request.orderId}-${request.paymentId}`,
        order_number: String(request.orderId),
        description: request.description,
        total_amount: money(request.amount, request.currency),
        tax_amount: money(request.taxAmount ?? 0, request.currency),
        shipping_amount: money(0, request.currency),
        items: request.items.map((item) => ({
          reference_id: `${item.type}-${item.itemId}`,
          sku: `${item.type}-${item.itemId}`,
          name: item.title,
          type: 'Digital',
          quantity: 1,
          unit_price: money(item.amount, request.currency),
          total_amount: money(item.amount, request.currency),
        })),
        consumer,
        // Nothing is shipped: the address Tamara asks for is the buyer's, with the delivery named for what it is.
        shipping_address: { first_name: consumer.first_name, last_name: consumer.last_name, line1: 'Digital delivery', city: 'Online', country_code: 'SA' },
        country_code: 'SA',
        payment_type: 'PAY_BY_INSTALMENTS',
        locale: request.language === 'ar' ? 'ar_SA' : 'en_US',
        merchant_url: { success: back('success'), failure: back('failure'), cancel: back('cancel'), notification: request.webhookUrl },
      });
      const orderId = stringAt(session, 'order_id');
      const checkoutUrl = stringAt(session, 'checkout_url');
      if (!orderId || !checkoutUrl) throw providerError('TAMARA', 'the checkout answer has no order_id or checkout_url');
      const providerStatus = stringAt(session, 'status') ?? 'new';
      return { providerPaymentId: orderId, checkoutUrl, status: tamaraStatus(providerStatus), providerStatus };
    },

    verify,

    async capture(providerPaymentId: string, amount: number): Promise<PaymentReading> {
      const before = await verify(providerPaymentId);
      if (before.status !== 'AUTHORISED') return before;
      const id = encodeURIComponent(providerPaymentId);
      // The member's approval is authorised by us first (Tamara's rule), then the whole order is captured.
      if (before.providerStatus === 'approved') await call<JsonObject>('POST', `/orders/${id}/authorise`, {});
      await call<JsonObject>('POST', '/payments/capture', {
        order_id: providerPaymentId,
        total_amount: money(amount, 'SAR'),
        shipping_info: { shipped_at: options.now().toISOString(), shipping_company: 'Digital delivery' },
      });
      return verify(providerPaymentId);
    },

    async refund(providerPaymentId: string, amount: number, reason: string): Promise<RefundResult> {
      const answer = await call<JsonObject>('POST', `/payments/simplified-refund/${encodeURIComponent(providerPaymentId)}`, {
        total_amount: money(amount, 'SAR'),
        comment: reason.slice(0, 250),
      });
      const refundId = stringAt(answer, 'refund_id');
      if (!refundId) throw providerError('TAMARA', 'the refund answer has no refund_id');
      return { providerRefundId: refundId, amount };
    },

    readWebhook(rawBody, requestHeaders, now): WebhookEvent {
      const bearer = /^Bearer\s+(\S+)$/i.exec(headerOf(requestHeaders, 'authorization') ?? '')?.[1] ?? headerOf(requestHeaders, 'x-tamara-token');
      verifyNotificationToken(bearer, options.notificationToken, now);
      const body = webhookJson(rawBody, 'TAMARA');
      const orderId = stringAt(body, 'order_id');
      const eventType = stringAt(body, 'event_type');
      if (!orderId || !eventType) throw new AppError(400, ERROR_CODES.INVALID_INPUT, 'The TAMARA notification names no order or event');
      // Tamara gives no event id: an order reaches each event once, so the pair is the event.
      return { eventId: `${orderId}:${eventType}`, eventType, providerPaymentId: orderId, status: eventStatus(eventType) };
    },
  };
}
