import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import type { CheckoutRequest, CheckoutStarted, PaymentAdapter, PaymentReading, RefundResult, WebhookEvent } from '../payments/provider';
import { headerOf, providerError, webhookJson } from '../payments/provider-http';
import { objectAt, stringAt } from '../payments/json-fields';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../payments/signature';
import { findSandboxPayment, moveSandboxPayment, openSandboxPayment, refundSandboxPayment, type SandboxKind, type SandboxPayment } from './sandbox-book';
import { paymentStatusOf } from './sandbox-status';

/** Where the sandbox's hosted pages live (the API itself, on the organization's site). */
export const SANDBOX_PATH = '/api/sandbox-payments';

export interface SandboxAdapterOptions {
  db: Db;
  organizationId: number;
  /** The provider the sandbox plays (its payments, methods and pages are that provider's kind). */
  plays: SandboxKind;
  webhookSecret: string;
  now(): Date;
}

const METHOD = { CARD: 'credit-card', TAMARA: 'bnpl-tamara', TABBY: 'bnpl-tabby' } as const;

function readingOf(payment: SandboxPayment): PaymentReading {
  const failure = stringAt(payment.metadata, 'failureMessage');
  return {
    providerPaymentId: payment.id,
    status: paymentStatusOf(payment.status),
    providerStatus: payment.status,
    amount: payment.amount,
    ...(failure ? { failureMessage: failure } : {}),
  };
}

/**
 * The sandbox provider behind the adapter interface: what a real adapter
 * asks of its provider's API, this one asks of the sandbox's books. Its
 * hosted page is served by the API (sandbox/routes.ts) on the same site the
 * member pays from.
 */
export function createSandboxAdapter(options: SandboxAdapterOptions): PaymentAdapter {
  const { db, organizationId, plays } = options;
  const load = async (id: string) => {
    const payment = await findSandboxPayment(db, organizationId, id);
    if (!payment) throw providerError(plays, `the sandbox knows no payment ${id.slice(0, 60)}`);
    return payment;
  };

  return {
    provider: plays,
    method: METHOD[plays],

    async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
      const payment = await openSandboxPayment(db, {
        organizationId, kind: plays, amount: request.amount, currency: request.currency, description: request.description,
        language: request.language, callbackUrl: request.callbackUrl,
        metadata: { orderId: request.orderId, paymentId: request.paymentId, methods: [...request.methods] },
      });
      // The page is on the member's own site: the callback's origin.
      const checkoutUrl = `${new URL(request.callbackUrl).origin}${SANDBOX_PATH}/${payment.id}`;
      return { providerPaymentId: payment.id, checkoutUrl, status: 'PENDING', providerStatus: payment.status };
    },

    async verify(providerPaymentId: string): Promise<PaymentReading> {
      return readingOf(await load(providerPaymentId));
    },

    async capture(providerPaymentId: string): Promise<PaymentReading> {
      const payment = await load(providerPaymentId);
      if (payment.status !== 'approved') return readingOf(payment);
      const captured = await moveSandboxPayment(db, { organizationId, id: payment.id }, ['approved'], 'captured', options.now());
      // Captured meanwhile by another caller: read what it is now.
      return readingOf(captured ?? await load(providerPaymentId));
    },

    async refund(providerPaymentId: string, amount: number): Promise<RefundResult> {
      const refunded = await refundSandboxPayment(db, { organizationId, id: providerPaymentId }, amount, options.now());
      if (!refunded) throw providerError(plays, `the sandbox cannot refund ${amount} of ${providerPaymentId.slice(0, 60)}`);
      return { providerRefundId: refunded.refundId, amount };
    },

    readWebhook(rawBody, headers, now): WebhookEvent {
      verifyWebhookSignature(options.webhookSecret, rawBody, headerOf(headers, SIGNATURE_HEADER), now);
      const body = webhookJson(rawBody, plays);
      const data = objectAt(body, 'data');
      const eventId = stringAt(body, 'id');
      const paymentId = stringAt(data, 'id');
      if (!eventId || !paymentId) throw new AppError(400, ERROR_CODES.INVALID_INPUT, 'The sandbox webhook names no event or payment');
      return { eventId, eventType: stringAt(body, 'type') ?? 'unknown', providerPaymentId: paymentId, status: paymentStatusOf(stringAt(data, 'status') ?? '') };
    },
  };
}
