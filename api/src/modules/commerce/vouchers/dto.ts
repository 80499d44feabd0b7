import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { PURCHASABLE_TYPES } from '../tables';

/** The vouchers' shapes. Amounts in halalas, rates in basis points (1000 = 10 %). */

export const VoucherCodeBodySchema = Type.Object({
  /** Letters' case does not matter (WELCOME10 = welcome10). */
  voucherCode: Type.String({ minLength: 1, maxLength: 64 }),
});

const Count = Type.Integer({ minimum: 1, maximum: 1_000_000 });
// Wide on purpose: a definition that does not hold together (a rate above 100 %, an amount of 0) is vch-013, not a schema error.
const Halalas = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
const Ids = Type.Array(IdSchema, { maxItems: 1000 });

export const CreateVoucherBodySchema = Type.Object({
  code: Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$', description: 'Letters, digits, - and _; unique in the organization whatever the case' }),
  /** Exactly one of discountAmount and discountRateBasisPoints. */
  discountAmount: Type.Optional(Halalas),
  discountRateBasisPoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: '1 to 10000 (100 %)' })),
  maxDiscountAmount: Type.Optional(Halalas),
  startDate: Type.Optional(DateTimeSchema),
  endDate: Type.Optional(DateTimeSchema),
  isValid: Type.Optional(Type.Boolean({ default: true })),
  maxAllowedUses: Type.Optional(Count),
  maxAllowedUsesPerUser: Type.Optional(Count),
  maxAllowedUsesPerOrg: Type.Optional(Count),
  restrictions: Type.Optional(Type.Object({
    /** Item types it is for, each with its item ids (none: every item of the type). */
    items: Type.Optional(Type.Array(Type.Object({ itemType: StringEnum(PURCHASABLE_TYPES), itemIds: Type.Optional(Ids) }), { maxItems: PURCHASABLE_TYPES.length })),
    /** Only members of these organizations. */
    organizationIds: Type.Optional(Ids),
    /** Only these members. */
    userIds: Type.Optional(Ids),
  })),
});
export type CreateVoucherBody = Static<typeof CreateVoucherBodySchema>;

export const VoucherSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  discountAmount: Nullable(Type.Integer()),
  discountRateBasisPoints: Nullable(Type.Integer()),
  maxDiscountAmount: Nullable(Type.Integer()),
  startDate: Nullable(DateTimeSchema),
  endDate: Nullable(DateTimeSchema),
  isValid: Type.Boolean(),
  numberOfUses: Type.Integer(),
  maxAllowedUses: Nullable(Type.Integer()),
  maxAllowedUsesPerUser: Nullable(Type.Integer()),
  maxAllowedUsesPerOrg: Nullable(Type.Integer()),
  isRestricted: Type.Boolean(),
  restrictions: Type.Object({
    items: Type.Array(Type.Object({ itemType: StringEnum(PURCHASABLE_TYPES), itemIds: Type.Array(Type.Integer()) })),
    organizationIds: Nullable(Type.Array(Type.Integer())),
    userIds: Nullable(Type.Array(Type.Integer())),
  }),
}, { title: 'Voucher' });
export type VoucherDto = Static<typeof VoucherSchema>;
