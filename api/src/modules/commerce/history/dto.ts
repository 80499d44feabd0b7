import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { CartItemSchema } from '../cart/dto';
import {
  ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES, REFUND_STATUSES,
} from '../tables';

/**
 * The order as its member reads it (docs/design/commerce-api.md "Answers
 * the UI reads"): amounts in halalas, items with the cart's fields and
 * their refund, the invoice and the credit notes.
 */
export const OrderParamsSchema = Type.Object({ orderId: IdSchema });

const halalas = (description?: string) => Type.Integer({ description: description ?? 'Halalas' });

const ItemRefundSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(REFUND_STATUSES),
  amount: halalas(),
  rejectReason: Nullable(Type.String()),
  reason: StringEnum(['MEMBER', 'CAPACITY'] as const, { description: 'CAPACITY: refunded automatically, the item filled up while the member paid' }),
});

/** A line of the order: the cart's line, with its refund. */
const OrderItemSchema = Type.Composite([CartItemSchema, Type.Object({ refund: Nullable(ItemRefundSchema) })]);
export type OrderItem = Static<typeof OrderItemSchema>;

const DocumentSchema = Type.Object({ id: Type.Integer(), reference: Type.String(), issuedAt: DateTimeSchema });

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(ORDER_STATUSES),
  createdAt: DateTimeSchema,
  completedAt: Nullable(DateTimeSchema),
  currency: Type.String(),
  amountWithoutTax: halalas('Sum of the lines before discount and VAT'),
  discountAmount: halalas(),
  taxAmount: halalas(),
  totalAmount: halalas('amountWithoutTax - discountAmount + taxAmount'),
  paidAmount: halalas(),
  refundedAmount: halalas(),
  voucherCode: Nullable(Type.String()),
  payment: Nullable(Type.Object({ provider: StringEnum(PAYMENT_PROVIDERS), method: StringEnum(PAYMENT_METHODS), status: StringEnum(PAYMENT_STATUSES) })),
  items: Type.Array(OrderItemSchema),
  invoice: Nullable(DocumentSchema),
  creditNotes: Type.Array(Type.Composite([DocumentSchema, Type.Object({ amount: halalas('VAT included') })])),
});
export type Order = Static<typeof OrderSchema>;

const OrderSummarySchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(ORDER_STATUSES),
  createdAt: DateTimeSchema,
  completedAt: Nullable(DateTimeSchema),
  totalAmount: halalas(),
  currency: Type.String(),
  itemCount: Type.Integer(),
  firstItemTitle: Type.String(),
  firstItemTitleAr: Type.String(),
  paymentMethod: Nullable(StringEnum(PAYMENT_METHODS)),
});
export type OrderSummary = Static<typeof OrderSummarySchema>;

const OrderSummaryWithItemsSchema = Type.Composite([OrderSummarySchema, Type.Object({ items: Type.Array(OrderItemSchema) })]);
export type OrderSummaryWithItems = Static<typeof OrderSummaryWithItemsSchema>;

/** Statuses of the history: every order but the open cart. */
export const HISTORY_STATUSES = ORDER_STATUSES.filter((status) => status !== 'PENDING' && status !== 'AWAITING_PAYMENT');

export const OrderPageQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
}, { additionalProperties: false });

export const OrderPageV2QuerySchema = Type.Composite([
  OrderPageQuerySchema,
  Type.Object({ status: Type.Optional(StringEnum(HISTORY_STATUSES)) }),
], { additionalProperties: false });

export const OrderPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(OrderSummarySchema) });
export const OrderPageV2Schema = Type.Object({ count: Type.Integer(), data: Type.Array(OrderSummaryWithItemsSchema) });
