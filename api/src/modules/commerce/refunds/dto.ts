import { Type, type Static } from '@sinclair/typebox';
import { ALL_ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { PURCHASABLE_TYPES, REFUND_STATUSES } from '../tables';

export const PurchasedItemParamsSchema = Type.Object({ purchasedItemId: IdSchema });
export const RefundParamsSchema = Type.Object({ refundId: IdSchema });

export const RefundQuoteSchema = Type.Object({
  purchasedItemId: Type.Integer(),
  amount: Type.Integer({ description: 'Halalas the policy gives back now (0 with a refusal)' }),
  percentageBasisPoints: Type.Integer({ description: "The share of the item's total, after the policy's percentage cap" }),
  hoursLeft: Nullable(Type.Number({ description: 'Hours before the item starts; null: it has no start date' })),
  refusal: Nullable(StringEnum<ErrorCode>(ALL_ERROR_CODES, { description: 'rfd-001 type not refundable, rfd-002 nothing now, rfd-003 already requested, rfd-004 item state' })),
});

export const RefundRequestBodySchema = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 1000, description: "The member's words (kept with the request in their activity)" })),
}, { additionalProperties: false });

export const RejectRefundBodySchema = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S', description: 'Told to the member' }),
}, { additionalProperties: false });

export const RefundListQuerySchema = Type.Object({
  status: Type.Optional(StringEnum(REFUND_STATUSES)),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
}, { additionalProperties: false });

/** A refund as administrators review it. */
export const RefundSummarySchema = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  purchasedItemId: Type.Integer(),
  member: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  itemType: StringEnum(PURCHASABLE_TYPES),
  itemId: Type.Integer(),
  title: Type.String(),
  titleAr: Type.String(),
  amount: Type.Integer({ description: 'Halalas' }),
  currency: Type.String(),
  status: StringEnum(REFUND_STATUSES),
  reason: StringEnum(['MEMBER', 'CAPACITY'] as const, { description: 'MEMBER: asked by the member; CAPACITY: automatic, the item filled up while they paid' }),
  rejectReason: Nullable(Type.String()),
  requestedAt: DateTimeSchema,
  decidedAt: Nullable(DateTimeSchema),
});
export type RefundSummary = Static<typeof RefundSummarySchema>;

export const RefundPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(RefundSummarySchema) });
