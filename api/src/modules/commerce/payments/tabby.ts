import { ERROR_CODES } from '@halaqa/contracts';
import { AppError } from '../../../core/errors';
import type { PaymentStatus } from '../tables';
import { decimalOf } from './amounts';
import type { CheckoutRequest, CheckoutStarted, PaymentAdapter, PaymentReading, RefundResult, WebhookEvent } from './provider';
import { callProvider, headerOf, providerAmount, providerError, webhookJson, type Fetch } from './provider-http';
import { arrayAt, objectAt, stringAt, type JsonObject } from './json-fields';
import { sameSecret } from './signature';

/**
 * Buy now, pay later: Tabby (https://docs.tabby.ai), bearer secret key, API
 * v2. A checkout session answers the hosted page (the installments
 * product's web_url) and a payment id; the payment is CREATED, then
 * AUTHORIZED when the member is approved, REJECTED or EXPIRED otherwise,
 * and CLOSED once fully captured (or refunded, or closed uncaptured).
 * Amounts are decimal strings ("115.00").
 */
export interface TabbyOptions {
  secretKey: string;
  merchantCode: string;
  /** The header value Tabby sends with each webhook (the one registered with the webhook). */
  webhookSecret: string;
  /** The header the registered value comes in (Tabby lets the merchant choose it). */
  webhookHeader?: string;
  baseUrl?: string;
  fetch: Fetch;
}

const sumOf = (entries: JsonObject[]) => entries.reduce((sum, entry) => sum + providerAmount('TABBY', stringAt(entry, 'amount') ?? '0'), 0);

/** Tabby payment statuses (upper case in the API, lower case in webhooks) -> ours. */
export function tabbyStatus(status: string, amount: number, captured: number, refunded: number): PaymentStatus {
  switch (status.toUpperCase()) {
    case 'AUTHORIZED':
      return 'AUTHORISED';
    case 'CLOSED':
      if (refunded > 0) return refunded >= amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      // Closed with nothing captured: the merchant closed it unpaid.
      return captured > 0 ? 'COMPLETE' : 'CANCELED';
    case 'REJECTED':
      return 'DECLINED';
    case 'EXPIRED':
      return 'EXPIRED';
    case 'CREATED':
    default:
      return 'PENDING';
  }
}

function readPayment(payment: JsonObject): PaymentReading {
  const providerStatus = stringAt(payment, 'status') ?? 'unknown';
  const amount = providerAmount('TABBY', stringAt(payment, 'amount') ?? '0');
  return {
    providerPaymentId: stringAt(payment, 'id') ?? '',
    status: tabbyStatus(providerStatus, amount, sumOf(arrayAt(payment, 'captures')), sumOf(arrayAt(payment, 'refunds'))),
    providerStatus,
    amount,
  };
}

export function createTabbyAdapter(options: TabbyOptions): PaymentAdapter {
  const base = (options.baseUrl ?? 'https://api.tabby.ai').replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${options.secretKey}` };
  const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider<T>(options.fetch, 'TABBY', { method, url: `${base}${path}`, headers, ...(body === undefined ? {} : { body }) });

  return {
    provider: 'TABBY',
    method: 'bnpl-tabby',

    async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
      const back = (outcome: string) => `${request.callbackUrl}${request.callbackUrl.includes('?') ? '&' : '?'}outcome=${outcome}`;
      const session = await call<JsonObject>('POST', '/api/v2/checkout', {
        payment: {
          amount: decimalOf(request.amount),
          currency: request.currency,
          description: request.description,
          buyer: { name: request.customer.name, email: request.customer.email, phone: request.customer.phone ?? '' },
          order: {
            reference_id: `${request.orderId}-${request.paymentId}`,
            tax_amount: decimalOf(request.taxAmount ?? 0),
            shipping_amount: '0.00',
            items: request.items.map((item) => ({
              reference_id: `${item.type}-${item.itemId}`, title: item.title, quantity: 1, unit_price: decimalOf(item.amount), category: item.type,
            })),
          },
          meta: { order_id: String(request.orderId), customer: String(request.customer.userId) },
        },
        lang: request.language,
        merchant_code: options.merchantCode,
        merchant_urls: { success: back('success'), cancel: back('cancel'), failure: back('failure') },
      });
      const payment = objectAt(session, 'payment');
      const paymentId = stringAt(payment, 'id');
      const providerStatus = stringAt(session, 'status') ?? 'unknown';
      if (providerStatus === 'rejected') {
        // Tabby refused the member before any page: no url, the payment is declined at once.
        return { providerPaymentId: paymentId ?? `rejected-${request.paymentId}`, checkoutUrl: '', status: 'DECLINED', providerStatus };
      }
      const installments = arrayAt(objectAt(objectAt(session, 'configuration'), 'available_products'), 'installments');
      const checkoutUrl = stringAt(installments[0], 'web_url');
      if (!paymentId || !checkoutUrl) throw providerError('TABBY', 'the checkout answer has no payment id or web_url');
      return { providerPaymentId: paymentId, checkoutUrl, status: 'PENDING', providerStatus };
    },

    async verify(providerPaymentId: string): Promise<PaymentReading> {
      return readPayment(await call<JsonObject>('GET', `/api/v2/payments/${encodeURIComponent(providerPaymentId)}`));
    },

    async capture(providerPaymentId: string, amount: number): Promise<PaymentReading> {
      const id = encodeURIComponent(providerPaymentId);
      const before = readPayment(await call<JsonObject>('GET', `/api/v2/payments/${id}`));
      if (before.status !== 'AUTHORISED') return before;
      // reference_id makes a retried capture of this payment the same capture.
      return readPayment(await call<JsonObject>('POST', `/api/v2/payments/${id}/captures`, { amount: decimalOf(amount), reference_id: `capture-${providerPaymentId}` }));
    },

    async refund(providerPaymentId: string, amount: number, reason: string): Promise<RefundResult> {
      const payment = await call<JsonObject>('POST', `/api/v2/payments/${encodeURIComponent(providerPaymentId)}/refunds`, {
        amount: decimalOf(amount), reason: reason.slice(0, 250),
      });
      const refund = arrayAt(payment, 'refunds').pop();
      const refundId = stringAt(refund, 'id');
      if (!refundId) throw providerError('TABBY', 'the refund answer lists no refund');
      return { providerRefundId: refundId, amount };
    },

    readWebhook(rawBody, requestHeaders): WebhookEvent {
      const given = headerOf(requestHeaders, options.webhookHeader ?? 'authorization') ?? '';
      if (!sameSecret(options.webhookSecret, given)) throw new AppError(400, ERROR_CODES.WEBHOOK_SIGNATURE_INVALID, 'The TABBY webhook header does not match');
      const body = webhookJson(rawBody, 'TABBY');
      const paymentId = stringAt(body, 'id');
      const status = stringAt(body, 'status');
      if (!paymentId || !status) throw new AppError(400, ERROR_CODES.INVALID_INPUT, 'The TABBY webhook names no payment or status');
      let reading: PaymentReading;
      try {
        reading = readPayment(body);
      } catch {
        throw new AppError(400, ERROR_CODES.INVALID_INPUT, 'The TABBY webhook amounts cannot be read');
      }
      // Tabby sends the payment itself, no event id: its status and how many captures and refunds it has name the change.
      const eventId = `${paymentId}:${status}:${arrayAt(body, 'captures').length}:${arrayAt(body, 'refunds').length}`;
      return { eventId, eventType: `payment.${status.toLowerCase()}`, providerPaymentId: paymentId, status: reading.status };
    },
  };
}
