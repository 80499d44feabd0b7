import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, LanguageSchema, LocalizedTextSchema, Nullable, StringEnum } from '../../../core/http-schemas';

/**
 * The checkout and payment calls' shapes (docs/design/commerce-api.md "Answers
 * the UI reads"). Amounts are integers in halalas.
 */

/** The providers a member pays through (FREE is never asked for: a total of 0 needs none). */
const CHECKOUT_PROVIDERS = ['CARD', 'TAMARA', 'TABBY'] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];
export const CheckoutProviderSchema = StringEnum(CHECKOUT_PROVIDERS);

const IdempotencyKeySchema = Type.String({
  minLength: 8, maxLength: 80, pattern: '^[A-Za-z0-9_.:-]+$',
  description: 'A key the client makes once per checkout attempt (a UUID): a replay or a double click answers the same payment',
});
const AcceptedTotalSchema = Type.Integer({
  minimum: 0, maximum: 2_147_483_647,
  description: 'The total (halalas) the member saw: another total after re-pricing answers 409 ord-004 with the new cart',
});

export const CheckoutBodySchema = Type.Object({
  idempotencyKey: IdempotencyKeySchema,
  provider: Type.Optional(CheckoutProviderSchema),
  acceptedTotal: AcceptedTotalSchema,
});
export type CheckoutBody = Static<typeof CheckoutBodySchema>;

/** tamara-checkout, tabby-checkout and generate-checkout: the provider is the call's. */
export const ProviderCheckoutBodySchema = Type.Object({
  idempotencyKey: IdempotencyKeySchema,
  acceptedTotal: AcceptedTotalSchema,
});

const CompletedCheckoutSchema = Type.Object({
  orderId: Type.Integer(),
  status: Type.Literal('COMPLETE'),
  /** The page to show: /payment-complete of the order (nothing to pay). */
  redirectTo: Type.String(),
}, { title: 'CompletedCheckout' });

const AwaitingPaymentSchema = Type.Object({
  orderId: Type.Integer(),
  status: Type.Literal('AWAITING_PAYMENT'),
  paymentId: Type.Integer(),
  provider: CheckoutProviderSchema,
  /** The provider's hosted page (the sandbox's own page in SANDBOX mode). */
  checkoutUrl: Type.String(),
}, { title: 'AwaitingPayment' });

export const CheckoutAnswerSchema = Type.Union([CompletedCheckoutSchema, AwaitingPaymentSchema]);
export type CheckoutAnswer = Static<typeof CheckoutAnswerSchema>;

/** Spec section 3 "Card checkout data": what the card provider's hosted form is opened with. */
const CardCheckoutSchema = Type.Object({
  amount: Type.Integer(),
  currency: Type.String(),
  publishableKey: Type.String(),
  /** The site's /payment-complete with the order and payment ids. */
  callbackUrl: Type.String(),
  /** Card methods of the form (creditcard, applepay, ...). */
  methods: Type.Array(Type.String()),
  description: Type.String(),
  language: LanguageSchema,
});

export const GeneratedCheckoutSchema = Type.Union([
  CompletedCheckoutSchema,
  Type.Composite([AwaitingPaymentSchema, Type.Object({ checkout: CardCheckoutSchema })], { title: 'CardCheckout' }),
]);

export const InitializePaymentBodySchema = Type.Object({
  orderId: IdSchema,
  paymentId: IdSchema,
  providerPaymentId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: 'The id the card form got from the provider (Moyasar on_completed)' }),
});

export const VerifyPaymentBodySchema = Type.Object({
  orderId: IdSchema,
  paymentId: Type.Optional(IdSchema),
});

const PAYMENT_OUTCOMES = ['COMPLETE', 'PENDING', 'DECLINED', 'CANCELED', 'FAILED', 'EXPIRED'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The verify call's verdict; the answer adds `order`, the Order of GET orders/:orderId (its items tell what was enrolled or refunded). */
export const PaymentVerdictSchema = Type.Object({
  outcome: StringEnum(PAYMENT_OUTCOMES),
  /** Why it did not complete, in both languages (null when it did, or is still pending). */
  message: Nullable(LocalizedTextSchema),
});
export type PaymentVerdict = Static<typeof PaymentVerdictSchema>;
