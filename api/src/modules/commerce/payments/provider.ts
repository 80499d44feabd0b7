import type { Language } from '@halaqa/contracts';
import type { PaymentMethod, PaymentProvider, PaymentStatus } from '../tables';

/**
 * One payment provider behind one interface (docs/design/commerce-api.md
 * "Payments"). The card provider, the two buy-now-pay-later providers and
 * the API's own sandbox each implement it; `providers.ts` picks one from the
 * organization's gateway row (mode SANDBOX: the sandbox plays that provider).
 * Provider statuses are mapped to PaymentStatus inside the adapter.
 */
export interface CheckoutRequest {
  organizationId: number;
  orderId: number;
  paymentId: number;
  /** Halalas. */
  amount: number;
  /** Halalas of VAT inside amount (the BNPL providers show it). */
  taxAmount?: number;
  currency: string;
  description: string;
  language: Language;
  /** Where the provider sends the member back: the site's /payment-complete with the payment id. */
  callbackUrl: string;
  /** The webhook address the provider posts to (the organization's domain). */
  webhookUrl: string;
  /** Card methods of the hosted form (creditcard, applepay, ...). */
  methods: readonly string[];
  customer: { userId: number; name: string; email: string; phone: string | null };
  items: ReadonlyArray<{ title: string; amount: number; type: string; itemId: number }>;
  /** The checkout's idempotency key, passed to providers that take one. */
  idempotencyKey: string;
}

export interface CheckoutStarted {
  providerPaymentId: string;
  /** The hosted page the member is sent to. */
  checkoutUrl: string;
  /** For the card provider's embedded form (spec "Card checkout data"). */
  publishableKey?: string;
  status: PaymentStatus;
  providerStatus: string;
}

export interface PaymentReading {
  providerPaymentId: string;
  status: PaymentStatus;
  providerStatus: string;
  /** Halalas the provider captured or authorised. */
  amount: number;
  failureMessage?: string;
}

export interface RefundResult {
  providerRefundId: string;
  /** Halalas refunded by this call. */
  amount: number;
}

/** A webhook body checked and read: the event id is the deduplication key. */
export interface WebhookEvent {
  eventId: string;
  eventType: string;
  providerPaymentId: string;
  /** The payment's status as the event tells it; the handler re-verifies with the provider before completing. */
  status: PaymentStatus;
}

export interface PaymentAdapter {
  readonly provider: Exclude<PaymentProvider, 'FREE'>;
  readonly method: PaymentMethod;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** Reads the payment's state from the provider (never trusts a redirect address). */
  verify(providerPaymentId: string): Promise<PaymentReading>;
  /** Captures an authorised payment (BNPL providers authorise first); answers the reading after capture. */
  capture(providerPaymentId: string, amount: number): Promise<PaymentReading>;
  refund(providerPaymentId: string, amount: number, reason: string): Promise<RefundResult>;
  /**
   * Checks the signature over the raw body (HMAC-SHA256, `t=<unix>,v1=<hex>`,
   * 300 s tolerance, constant-time compare) and reads the event; throws
   * AppError pay-003 / pay-004 when it does not hold.
   */
  readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>, now: Date): WebhookEvent;
}
