import { ERROR_CODES } from '@halaqa/contracts';
import { AppError } from '../../../core/errors';
import type { PaymentStatus } from '../tables';
import type { CheckoutRequest, CheckoutStarted, PaymentAdapter, PaymentReading, RefundResult, WebhookEvent } from './provider';
import { callProvider, providerError, webhookJson, type Fetch } from './provider-http';
import { arrayAt, objectAt, stringAt, type JsonObject } from './json-fields';
import { sameSecret } from './signature';

/**
 * The card provider: Moyasar (https://docs.moyasar.com), against its REST API
 * v1 with the secret key as basic-auth user. Amounts are halalas on both
 * sides. The hosted page is a Moyasar invoice (its `url`); the embedded
 * Moyasar form creates a payment itself and the member's browser reports its
 * id (initialize-payment), which is then read here like any other.
 *
 * Our payment id for an invoice is `inv_<invoice id>`, for a payment the
 * payment's own id: both are read back with the right endpoint.
 */
export interface MoyasarOptions {
  secretKey: string;
  /** The webhook's `secret_token` (set in Moyasar's dashboard). */
  webhookSecret: string;
  baseUrl?: string;
  fetch: Fetch;
}

const INVOICE_PREFIX = 'inv_';

/** Moyasar payment statuses -> ours. `verified` is a card check of no amount: nothing was taken. */
export function moyasarPaymentStatus(status: string, amount: number, refunded: number): PaymentStatus {
  switch (status) {
    case 'paid':
    case 'captured':
      return 'COMPLETE';
    case 'authorized':
      return 'AUTHORISED';
    case 'failed':
      return 'DECLINED';
    case 'voided':
      return 'CANCELED';
    case 'refunded':
      return refunded > 0 && refunded < amount ? 'PARTIALLY_REFUNDED' : 'REFUNDED';
    case 'initiated':
    case 'verified':
    default:
      return 'PENDING';
  }
}

/** Moyasar invoice statuses -> ours (a failed attempt leaves an invoice `initiated`: the member may try again). */
function moyasarInvoiceStatus(status: string): PaymentStatus {
  switch (status) {
    case 'paid':
      return 'COMPLETE';
    case 'failed':
      return 'FAILED';
    case 'canceled':
    case 'voided':
      return 'CANCELED';
    case 'expired':
      return 'EXPIRED';
    case 'refunded':
      return 'REFUNDED';
    case 'initiated':
    case 'on_hold':
    default:
      return 'PENDING';
  }
}

const numberAt = (value: JsonObject, key: string): number => {
  const found = value[key];
  return typeof found === 'number' && Number.isSafeInteger(found) ? found : 0;
};

export function createMoyasarAdapter(options: MoyasarOptions): PaymentAdapter {
  const base = (options.baseUrl ?? 'https://api.moyasar.com/v1').replace(/\/+$/, '');
  const headers = { authorization: `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}` };
  const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider<T>(options.fetch, 'CARD', { method, url: `${base}${path}`, headers, ...(body === undefined ? {} : { body }) });

  const readPayment = (payment: JsonObject): PaymentReading => {
    const amount = numberAt(payment, 'amount');
    const providerStatus = stringAt(payment, 'status') ?? 'unknown';
    const message = stringAt(objectAt(payment, 'source'), 'message');
    return {
      providerPaymentId: stringAt(payment, 'id') ?? '',
      status: moyasarPaymentStatus(providerStatus, amount, numberAt(payment, 'refunded')),
      providerStatus,
      amount,
      ...(message && providerStatus === 'failed' ? { failureMessage: message } : {}),
    };
  };

  /** The invoice's payment that took (or holds) the money, for capture and refund. */
  const paymentOfInvoice = async (invoiceId: string): Promise<JsonObject> => {
    const invoice = await call<JsonObject>('GET', `/invoices/${encodeURIComponent(invoiceId)}`);
    const payments = arrayAt(invoice, 'payments');
    const taken = payments.find((p) => ['paid', 'captured', 'authorized', 'refunded'].includes(stringAt(p, 'status') ?? ''));
    if (!taken) throw providerError('CARD', `invoice ${invoiceId} has no paid payment`);
    return taken;
  };
  const paymentIdOf = async (providerPaymentId: string): Promise<string> =>
    providerPaymentId.startsWith(INVOICE_PREFIX)
      ? stringAt(await paymentOfInvoice(providerPaymentId.slice(INVOICE_PREFIX.length)), 'id') ?? ''
      : providerPaymentId;

  return {
    provider: 'CARD',
    method: 'credit-card',

    async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
      const back = (outcome: string) => `${request.callbackUrl}${request.callbackUrl.includes('?') ? '&' : '?'}outcome=${outcome}`;
      const invoice = await call<JsonObject>('POST', '/invoices', {
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        // Moyasar posts the paid invoice here; the member is sent to success_url, or back_url when they leave.
        callback_url: request.webhookUrl,
        success_url: back('success'),
        back_url: back('cancel'),
        metadata: { order_id: String(request.orderId), payment_id: String(request.paymentId), organization_id: String(request.organizationId) },
      });
      const id = stringAt(invoice, 'id');
      const url = stringAt(invoice, 'url');
      if (!id || !url) throw providerError('CARD', 'the invoice answer has no id or url');
      const providerStatus = stringAt(invoice, 'status') ?? 'initiated';
      return { providerPaymentId: `${INVOICE_PREFIX}${id}`, checkoutUrl: url, status: moyasarInvoiceStatus(providerStatus), providerStatus };
    },

    async verify(providerPaymentId: string): Promise<PaymentReading> {
      if (!providerPaymentId.startsWith(INVOICE_PREFIX)) {
        return readPayment(await call<JsonObject>('GET', `/payments/${encodeURIComponent(providerPaymentId)}`));
      }
      const invoice = await call<JsonObject>('GET', `/invoices/${encodeURIComponent(providerPaymentId.slice(INVOICE_PREFIX.length))}`);
      const providerStatus = stringAt(invoice, 'status') ?? 'unknown';
      const failed = arrayAt(invoice, 'payments').filter((p) => stringAt(p, 'status') === 'failed').pop();
      const message = failed ? stringAt(objectAt(failed, 'source'), 'message') : undefined;
      return {
        providerPaymentId,
        status: moyasarInvoiceStatus(providerStatus),
        providerStatus,
        amount: numberAt(invoice, 'amount'),
        ...(message ? { failureMessage: message } : {}),
      };
    },

    async capture(providerPaymentId: string, amount: number): Promise<PaymentReading> {
      const paymentId = await paymentIdOf(providerPaymentId);
      const captured = readPayment(await call<JsonObject>('POST', `/payments/${encodeURIComponent(paymentId)}/capture`, { amount }));
      return { ...captured, providerPaymentId };
    },

    async refund(providerPaymentId: string, amount: number): Promise<RefundResult> {
      const paymentId = await paymentIdOf(providerPaymentId);
      const payment = await call<JsonObject>('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, { amount });
      // Moyasar keeps one running refunded total per payment, no refund ids: the payment and that total name this refund.
      return { providerRefundId: `${paymentId}:${numberAt(payment, 'refunded')}`, amount };
    },

    readWebhook(rawBody: Buffer): WebhookEvent {
      const body = webhookJson(rawBody, 'CARD');
      // Moyasar signs nothing: it echoes the secret token configured for the webhook, compared in constant time.
      if (!sameSecret(options.webhookSecret, stringAt(body, 'secret_token') ?? '')) {
        throw new AppError(400, ERROR_CODES.WEBHOOK_SIGNATURE_INVALID, 'The CARD webhook secret token does not match');
      }
      const data = objectAt(body, 'data');
      const eventId = stringAt(body, 'id');
      const paymentId = stringAt(data, 'id');
      if (!eventId || !paymentId) throw new AppError(400, ERROR_CODES.INVALID_INPUT, 'The CARD webhook names no event or payment');
      const invoiceId = stringAt(data, 'invoice_id');
      return {
        eventId,
        eventType: stringAt(body, 'type') ?? 'unknown',
        // A payment made on our invoice is known to us by the invoice.
        providerPaymentId: invoiceId ? `${INVOICE_PREFIX}${invoiceId}` : paymentId,
        status: moyasarPaymentStatus(stringAt(data, 'status') ?? '', numberAt(data, 'amount'), numberAt(data, 'refunded')),
      };
    },
  };
}
