import { sql } from 'drizzle-orm';
import {
  boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

/**
 * Commerce (docs/design/commerce-api.md). Every amount is an integer in
 * halalas (minor units of the order's currency), never a float. Every table
 * belongs to one organization and carries forced row-level security.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const organizationId = () => integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' });

export const PURCHASABLE_TYPES = ['COURSE', 'SPECIALIZATION', 'EVENT', 'COACHING_SESSION', 'BUNDLE', 'EXTERNAL_COURSE'] as const;
export type PurchasableType = (typeof PURCHASABLE_TYPES)[number];

export const ORDER_STATUSES = [
  'PENDING', 'AWAITING_PAYMENT', 'COMPLETE', 'CANCELED', 'FAILED',
  'REFUND_REQUESTED', 'PARTIAL_REFUND_REQUESTED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REFUND_REJECTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ITEM_STATUSES = ['PENDING', 'COMPLETE', 'REFUND_REQUESTED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REFUND_REJECTED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'PENDING', 'AUTHORISED', 'COMPLETE', 'DECLINED', 'CANCELED', 'EXPIRED', 'FAILED', 'PARTIALLY_REFUNDED', 'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** FREE: an order of total 0 (e.g. a 100 % voucher) completes without a provider. */
export const PAYMENT_PROVIDERS = ['SANDBOX', 'CARD', 'TAMARA', 'TABBY', 'FREE'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Spec section 3 "Payment methods", as slugs. */
export const PAYMENT_METHODS = [
  'credit-card', 'organization-credit', 'voucher', 'free', 'apple-pay', 'google-pay', 'wire-transfer', 'paypal', 'cash', 'bnpl-tamara', 'bnpl-tabby',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const REFUND_STATUSES = ['REQUESTED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REJECTED'] as const;
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

// ---------------------------------------------------------------- organization settings

/** The seller on the organization's invoices (ZATCA simplified tax invoice). */
export const sellerProfiles = pgTable('seller_profiles', {
  organizationId: integer('organization_id').primaryKey().references(() => organizations.id, { onDelete: 'cascade' }),
  sellerName: text('seller_name').notNull(),
  sellerNameAr: text('seller_name_ar').notNull(),
  /** 15 digits, starting and ending with 3 (ZATCA). */
  vatNumber: text('vat_number').notNull(),
  address: text('address').notNull().default(''),
  addressAr: text('address_ar').notNull().default(''),
});

/** VAT classes; rate in basis points (1500 = 15 %); one default per organization. */
export const taxClasses = pgTable('tax_classes', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  name: text('name').notNull(),
  rateBasisPoints: integer('rate_basis_points').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
}, (t) => [
  unique('tax_classes_name').on(t.organizationId, t.name),
  uniqueIndex('tax_classes_one_default').on(t.organizationId).where(sql`${t.isDefault}`),
  check('tax_classes_rate', sql`${t.rateBasisPoints} between 0 and 10000`),
]);

/**
 * The payment providers an organization takes (its credential flags).
 * Secrets never sit in the database: `secretEnv` names the environment
 * variable holding the secret key, `webhookSecretEnv` the webhook secret.
 * mode SANDBOX routes the provider to the API's own sandbox.
 */
export const paymentGateways = pgTable('payment_gateways', {
  organizationId: organizationId(),
  provider: text('provider').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  mode: text('mode').notNull().default('SANDBOX'),
  publishableKey: text('publishable_key'),
  secretEnv: text('secret_env'),
  webhookSecretEnv: text('webhook_secret_env'),
  /** Card methods offered on the hosted form (spec: methods), e.g. creditcard, applepay. */
  methods: text('methods').array().notNull().default(sql`'{}'::text[]`),
}, (t) => [
  primaryKey({ columns: [t.organizationId, t.provider] }),
  check('payment_gateways_provider', sql`${t.provider} in ('CARD', 'TAMARA', 'TABBY')`),
  check('payment_gateways_mode', sql`${t.mode} in ('SANDBOX', 'LIVE')`),
]);

// ---------------------------------------------------------------- orders

/**
 * An order. The cart is the member's one open order (PENDING or
 * AWAITING_PAYMENT). Amounts are sums of its items' amounts:
 * amountWithoutTax - discountAmount + taxAmount = totalAmount.
 */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  userId: integer('user_id').notNull(),
  status: text('status').notNull().default('PENDING'),
  currency: text('currency').notNull().default('SAR'),
  amountWithoutTax: integer('amount_without_tax').notNull().default(0),
  discountAmount: integer('discount_amount').notNull().default(0),
  taxAmount: integer('tax_amount').notNull().default(0),
  totalAmount: integer('total_amount').notNull().default(0),
  paidAmount: integer('paid_amount').notNull().default(0),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  voucherId: integer('voucher_id'),
  /** The checkout's idempotency key: a replay of the same checkout answers the same payment. */
  checkoutKey: text('checkout_key'),
  /** When the amounts were last computed from the catalogue (checkout re-prices). */
  pricedAt: at('priced_at'),
  completedAt: at('completed_at'),
  /** Marketplace off: the order was opened by an add that checks out at once. */
  isDirect: boolean('is_direct').notNull().default(false),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_one_cart').on(t.organizationId, t.userId).where(sql`${t.status} in ('PENDING', 'AWAITING_PAYMENT') and not ${t.isDeleted}`),
  unique('orders_checkout_key').on(t.userId, t.checkoutKey),
  unique('orders_org_id').on(t.organizationId, t.id),
  index('orders_member').on(t.organizationId, t.userId, t.createdAt),
  foreignKey({ name: 'orders_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('orders_status', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
  check('orders_amounts', sql`${t.amountWithoutTax} >= 0 and ${t.discountAmount} >= 0 and ${t.taxAmount} >= 0 and ${t.paidAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.amountWithoutTax} - ${t.discountAmount} + ${t.taxAmount} = ${t.totalAmount}`),
]);

/** One thing bought: its catalogue snapshot at pricing time and its share of the order's amounts. */
export const purchasedItems = pgTable('purchased_items', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  orderId: integer('order_id').notNull(),
  userId: integer('user_id').notNull(),
  itemType: text('item_type').notNull(),
  itemId: integer('item_id').notNull(),
  title: text('title').notNull(),
  titleAr: text('title_ar').notNull(),
  description: text('description').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  imageUrl: text('image_url'),
  startsAt: at('starts_at'),
  oldPrice: integer('old_price'),
  unitPrice: integer('unit_price').notNull(),
  discountAmount: integer('discount_amount').notNull().default(0),
  /** unitPrice - discountAmount: the VAT base of the line. */
  amountWithoutTax: integer('amount_without_tax').notNull(),
  taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
  taxAmount: integer('tax_amount').notNull(),
  totalAmount: integer('total_amount').notNull(),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  status: text('status').notNull().default('PENDING'),
  createdAt: createdAt(),
}, (t) => [
  unique('purchased_items_once').on(t.orderId, t.itemType, t.itemId),
  index('purchased_items_owner').on(t.organizationId, t.userId, t.itemType, t.itemId),
  foreignKey({ name: 'purchased_items_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
  foreignKey({ name: 'purchased_items_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('purchased_items_type', sql`${t.itemType} in (${inList(PURCHASABLE_TYPES)})`),
  check('purchased_items_status', sql`${t.status} in (${inList(ITEM_STATUSES)})`),
  check('purchased_items_amounts', sql`${t.unitPrice} >= 0 and ${t.discountAmount} between 0 and ${t.unitPrice} and ${t.amountWithoutTax} = ${t.unitPrice} - ${t.discountAmount} and ${t.taxAmount} >= 0 and ${t.totalAmount} = ${t.amountWithoutTax} + ${t.taxAmount} and ${t.refundedAmount} between 0 and ${t.totalAmount}`),
]);

/** A payment of an order through one provider; a declined one stays as history and the cart can pay again. */
export const orderPayments = pgTable('order_payments', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  orderId: integer('order_id').notNull(),
  provider: text('provider').notNull(),
  method: text('method').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('SAR'),
  status: text('status').notNull().default('PENDING'),
  /** The provider's id of the payment (transactionId); unique per provider. */
  providerPaymentId: text('provider_payment_id'),
  /** The provider's status as it said it (initiated, paid, captured, approved, ...). */
  providerStatus: text('provider_status'),
  checkoutUrl: text('checkout_url'),
  /** The checkout's idempotency key that made it. */
  idempotencyKey: text('idempotency_key').notNull(),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  completedAt: at('completed_at'),
}, (t) => [
  unique('order_payments_provider_id').on(t.provider, t.providerPaymentId),
  unique('order_payments_key').on(t.orderId, t.idempotencyKey),
  unique('order_payments_org_id').on(t.organizationId, t.id),
  // At most one live payment per order: a double click cannot open two.
  uniqueIndex('order_payments_one_open').on(t.orderId).where(sql`${t.status} in ('PENDING', 'AUTHORISED')`),
  index('order_payments_reconcile').on(t.status, t.createdAt).where(sql`${t.status} in ('PENDING', 'AUTHORISED')`),
  foreignKey({ name: 'order_payments_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
  check('order_payments_provider', sql`${t.provider} in (${inList(PAYMENT_PROVIDERS)})`),
  check('order_payments_method', sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
  check('order_payments_status', sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
  check('order_payments_amounts', sql`${t.amount} >= 0 and ${t.refundedAmount} between 0 and ${t.amount}`),
]);

/**
 * Every webhook received, deduplicated by the provider's event id. A
 * duplicate insert does nothing; processedAt null with attempts > 0 is a
 * failed processing that the reconciliation job retries.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  eventType: text('event_type').notNull(),
  providerPaymentId: text('provider_payment_id'),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
  processedAt: at('processed_at'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
}, (t) => [unique('payment_webhook_events_once').on(t.provider, t.eventId)]);

/**
 * The sandbox provider's own books (it plays the provider inside the API):
 * its payments and the webhooks it owes, delivered with backoff.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  /** The provider's payment id, e.g. sbx_pay_<random>. */
  id: text('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull().default(''),
  language: text('language').notNull().default('en'),
  callbackUrl: text('callback_url').notNull(),
  /** initiated, challenge, paid (card) / approved (BNPL), failed, declined, canceled, refunded, partially_refunded. */
  status: text('status').notNull().default('initiated'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [check('sandbox_payments_kind', sql`${t.kind} in ('CARD', 'TAMARA', 'TABBY')`)]);

export const sandboxWebhookDeliveries = pgTable('sandbox_webhook_deliveries', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  paymentId: text('payment_id').notNull().references(() => sandboxPayments.id, { onDelete: 'cascade' }),
  eventId: text('event_id').notNull().unique(),
  eventType: text('event_type').notNull(),
  body: text('body').notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  deliveredAt: at('delivered_at'),
  lastError: text('last_error'),
}, (t) => [index('sandbox_webhook_deliveries_due').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)]);

// ---------------------------------------------------------------- vouchers

export const vouchers = pgTable('vouchers', {
  id: serial('id').primaryKey(),
  organizationId: organizationId(),
  code: text('code').notNull(),
  /** Exactly one of an amount (halalas) and a rate (basis points). */
  discountAmount: integer('discount_amount'),
  discountRateBasisPoints: integer('discount_rate_basis_points'),
  maxDiscountAmount: integer('max_discount_amount'),
  startDate: at('start_date'),
  endDate: at('end_date'),
  isValid: boolean('is_valid').notNull().default(true),
  /** Completed orders that used it (consumptions), kept with the row lock. */
  numberOfUses: integer('number_of_uses').notNull().default(0),
  maxAllowedUses: integer('max_allowed_uses'),
  maxAllowedUsesPerUser: integer('max_allowed_uses_per_user'),
  maxAllowedUsesPerOrg: integer('max_allowed_uses_per_org'),
  /** Restricted to the item types/ids and parties listed in the restriction tables. */
  isRestricted: boolean('is_restricted').notNull().default(false),
  createdById: integer('created_by_id'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('vouchers_code').on(t.organizationId, sql`lower(${t.code})`),
  check('vouchers_discount', sql`(${t.discountAmount} is null) <> (${t.discountRateBasisPoints} is null)`),
  check('vouchers_amounts', sql`coalesce(${t.discountAmount}, 0) >= 0 and coalesce(${t.discountRateBasisPoints}, 0) between 0 and 10000 and coalesce(${t.maxDiscountAmount}, 0) >= 0`),
  check('vouchers_uses', sql`${t.numberOfUses} >= 0 and (${t.maxAllowedUses} is null or ${t.numberOfUses} <= ${t.maxAllowedUses})`),
]);

/** Item restriction: the type, and the ids of that type (none listed: every item of the type). */
export const voucherItemRestrictions = pgTable('voucher_item_restrictions', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  voucherId: integer('voucher_id').notNull().references(() => vouchers.id, { onDelete: 'cascade' }),
  itemType: text('item_type').notNull(),
  allowedItemIds: integer('allowed_item_ids').array().notNull().default(sql`'{}'::integer[]`),
}, (t) => [
  unique('voucher_item_restrictions_type').on(t.voucherId, t.itemType),
  check('voucher_item_restrictions_item_type', sql`${t.itemType} in (${inList(PURCHASABLE_TYPES)})`),
]);

/** Party restriction: only these organizations or these members may use the voucher. */
export const voucherPartyRestrictions = pgTable('voucher_party_restrictions', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  voucherId: integer('voucher_id').notNull().references(() => vouchers.id, { onDelete: 'cascade' }),
  partyType: text('party_type').notNull(),
  allowedIds: integer('allowed_ids').array().notNull().default(sql`'{}'::integer[]`),
}, (t) => [
  unique('voucher_party_restrictions_type').on(t.voucherId, t.partyType),
  check('voucher_party_restrictions_party', sql`${t.partyType} in ('ORGANIZATION', 'USER')`),
]);

/** A use of a voucher: written when its order completes (once per order). */
export const voucherConsumptions = pgTable('voucher_consumptions', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  voucherId: integer('voucher_id').notNull().references(() => vouchers.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').notNull(),
  userId: integer('user_id').notNull(),
  discountAmount: integer('discount_amount').notNull(),
  consumedAt: at('consumed_at').notNull().defaultNow(),
}, (t) => [
  unique('voucher_consumptions_order').on(t.orderId),
  index('voucher_consumptions_member').on(t.voucherId, t.userId),
  foreignKey({ name: 'voucher_consumptions_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
]);

// ---------------------------------------------------------------- invoices

/** Gapless numbers per organization and kind: taken with UPDATE ... RETURNING inside the completing transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  organizationId: organizationId(),
  kind: text('kind').notNull(),
  nextNumber: integer('next_number').notNull().default(1),
}, (t) => [primaryKey({ columns: [t.organizationId, t.kind] }), check('invoice_counters_kind', sql`${t.kind} in (${inList(INVOICE_KINDS)})`)]);

/** A simplified tax invoice of a paid order, or a credit note of a refund; its figures are frozen at issue. */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  orderId: integer('order_id').notNull(),
  kind: text('kind').notNull(),
  number: integer('number').notNull(),
  /** Display number, e.g. INV-000042 / CN-000007. */
  reference: text('reference').notNull(),
  issuedAt: at('issued_at').notNull().defaultNow(),
  currency: text('currency').notNull(),
  amountWithoutTax: integer('amount_without_tax').notNull(),
  taxAmount: integer('tax_amount').notNull(),
  totalAmount: integer('total_amount').notNull(),
  sellerName: text('seller_name').notNull(),
  sellerVatNumber: text('seller_vat_number').notNull(),
  /** ZATCA phase-one QR payload: TLV, base64. */
  qrTlv: text('qr_tlv').notNull(),
  /** The lines as issued: [{title, titleAr, amountWithoutTax, taxRateBasisPoints, taxAmount, totalAmount}]. */
  lines: jsonb('lines').notNull(),
  /** A credit note: the refund it documents and the invoice it corrects. */
  refundId: integer('refund_id'),
  correctsInvoiceId: integer('corrects_invoice_id'),
}, (t) => [
  unique('invoices_number').on(t.organizationId, t.kind, t.number),
  uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`${t.kind} = 'INVOICE'`),
  uniqueIndex('invoices_one_per_refund').on(t.refundId).where(sql`${t.refundId} is not null`),
  foreignKey({ name: 'invoices_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
  check('invoices_kind', sql`${t.kind} in (${inList(INVOICE_KINDS)})`),
]);

/** Invoices waiting for the accounting adapter (an outbox): sent once, retried on failure. */
export const accountingHandoffs = pgTable('accounting_handoffs', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }).unique(),
  createdAt: createdAt(),
  sentAt: at('sent_at'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
}, (t) => [index('accounting_handoffs_due').on(t.createdAt).where(sql`${t.sentAt} is null`)]);

// ---------------------------------------------------------------- refunds

/** The organization's refund policy: caps over every refund. */
export const refundPolicies = pgTable('refund_policies', {
  organizationId: integer('organization_id').primaryKey().references(() => organizations.id, { onDelete: 'cascade' }),
  /** Halalas; null: no cap. */
  maxRefundAmount: integer('max_refund_amount'),
  /** Of the item's total, in basis points; null: no cap. */
  maxRefundPercentageBasisPoints: integer('max_refund_percentage_basis_points'),
});

/** With at least timeLeftInHours before the item starts, refundPercentage of the item's total is refunded (the best rule that applies). */
export const refundPolicyRules = pgTable('refund_policy_rules', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => refundPolicies.organizationId, { onDelete: 'cascade' }),
  timeLeftInHours: integer('time_left_in_hours').notNull(),
  refundPercentageBasisPoints: integer('refund_percentage_basis_points').notNull(),
}, (t) => [
  unique('refund_policy_rules_threshold').on(t.organizationId, t.timeLeftInHours),
  check('refund_policy_rules_values', sql`${t.timeLeftInHours} >= 0 and ${t.refundPercentageBasisPoints} between 0 and 10000`),
]);

/** Item types that are never refunded. */
export const refundPolicyRestrictions = pgTable('refund_policy_restrictions', {
  organizationId: integer('organization_id').notNull().references(() => refundPolicies.organizationId, { onDelete: 'cascade' }),
  itemType: text('item_type').notNull(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.itemType] })]);

export const orderRefunds = pgTable('order_refunds', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  orderId: integer('order_id').notNull(),
  purchasedItemId: integer('purchased_item_id').notNull().references(() => purchasedItems.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('SAR'),
  status: text('status').notNull().default('REQUESTED'),
  /** MEMBER: asked by the member; CAPACITY: automatic, the item filled up while the member paid. */
  reason: text('reason').notNull().default('MEMBER'),
  rejectReason: text('reject_reason'),
  providerRefundId: text('provider_refund_id'),
  requestedAt: at('requested_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
}, (t) => [
  // One live or granted refund per item; a rejected one can be followed by none (the rule is in refunds/).
  uniqueIndex('order_refunds_one_per_item').on(t.purchasedItemId).where(sql`${t.status} <> 'REJECTED'`),
  index('order_refunds_order').on(t.organizationId, t.orderId),
  foreignKey({ name: 'order_refunds_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
  check('order_refunds_status', sql`${t.status} in (${inList(REFUND_STATUSES)})`),
  check('order_refunds_reason', sql`${t.reason} in ('MEMBER', 'CAPACITY')`),
  check('order_refunds_amount', sql`${t.amount} >= 0`),
]);
