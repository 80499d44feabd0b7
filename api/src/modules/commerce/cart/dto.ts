import { Type, type Static } from '@sinclair/typebox';
import { ALL_ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import { DateTimeSchema, IdSchema, LocalizedTextSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { CheckoutAnswerSchema, CheckoutProviderSchema } from '../checkout/dto';
import { ITEM_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PURCHASABLE_TYPES } from '../tables';

/** The cart's shapes (docs/design/commerce-api.md "Answers the UI reads"). Amounts: integers in halalas. */

const Halalas = Type.Integer({ minimum: 0 });

export const CartItemSchema = Type.Object({
  /** The purchased item's id (DELETE orders/{purchasedItemId}). */
  id: Type.Integer(),
  itemType: StringEnum(PURCHASABLE_TYPES),
  itemId: Type.Integer(),
  title: Type.String(),
  titleAr: Type.String(),
  description: Type.String(),
  descriptionAr: Type.String(),
  imageUrl: Nullable(Type.String()),
  startsAt: Nullable(DateTimeSchema),
  oldPrice: Nullable(Halalas),
  /** Before VAT. */
  unitPrice: Halalas,
  /** This line's share of the voucher's discount. */
  discountAmount: Halalas,
  /** The VAT base: unitPrice - discountAmount. */
  amountWithoutTax: Halalas,
  taxRateBasisPoints: Type.Integer({ minimum: 0, maximum: 10_000 }),
  taxAmount: Halalas,
  /** amountWithoutTax + taxAmount. */
  totalAmount: Halalas,
  status: StringEnum(ITEM_STATUSES),
}, { title: 'CartItem' });
export type CartItem = Static<typeof CartItemSchema>;

const CartOrderSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(ORDER_STATUSES),
  currency: Type.String(),
  /** Sum of the unit prices (before the discount and VAT). */
  amountWithoutTax: Halalas,
  discountAmount: Halalas,
  taxAmount: Halalas,
  /** amountWithoutTax - discountAmount + taxAmount: what the member pays. */
  totalAmount: Halalas,
}, { title: 'CartOrder' });

const PriceChangeSchema = Type.Object({
  purchasedItemId: Type.Integer(),
  title: Type.String(),
  titleAr: Type.String(),
  /** The unit price (before VAT) the member saw. */
  before: Halalas,
  /** The unit price now; null: the item can no longer be bought (full, closed, owned, withdrawn) and left the cart. */
  after: Nullable(Halalas),
}, { title: 'PriceChange' });
export type PriceChange = Static<typeof PriceChangeSchema>;

const ProviderOptionSchema = Type.Object({
  provider: CheckoutProviderSchema,
  /** The spec's payment method slug (credit-card, bnpl-tamara, bnpl-tabby). */
  method: StringEnum(PAYMENT_METHODS),
  /** What the member must read before being sent to a buy-now-pay-later provider; null for a card. */
  disclosure: Nullable(LocalizedTextSchema),
}, { title: 'ProviderOption' });
export type ProviderOption = Static<typeof ProviderOptionSchema>;

export const CartSchema = Type.Object({
  /** The member's open order (PENDING, or AWAITING_PAYMENT while a payment is live); null: no cart yet. */
  order: Nullable(CartOrderSchema),
  items: Type.Array(CartItemSchema),
  count: Type.Integer({ minimum: 0 }),
  voucher: Nullable(Type.Object({ code: Type.String(), discountAmount: Halalas })),
  /** What changed since the member last saw the cart (filled when it is re-priced: opening the cart, checkout). */
  priceChanges: Type.Array(PriceChangeSchema),
  /** The voucher the re-pricing took off, and why (it ended, its uses ran out, nothing left it applies to...). */
  droppedVoucher: Nullable(Type.Object({ code: Type.String(), reason: StringEnum<ErrorCode>(ALL_ERROR_CODES) })),
  /** The organization's payment providers, in the order to offer them. */
  providers: Type.Array(ProviderOptionSchema),
}, { title: 'Cart' });
export type Cart = Static<typeof CartSchema>;

/** Marketplace on: the cart; off: the checkout started at once (docs/design/commerce-api.md "Calls"). */
export const AddAnswerSchema = Type.Union([
  Type.Object({ mode: Type.Literal('CART'), cart: CartSchema }, { title: 'AddedToCart' }),
  Type.Object({ mode: Type.Literal('BUY_NOW'), checkout: CheckoutAnswerSchema }, { title: 'BoughtNow' }),
]);
export type AddAnswer = Static<typeof AddAnswerSchema>;

export const AddCourseParamsSchema = Type.Object({ courseId: IdSchema });

export const AddItemBodySchema = Type.Object({
  /** Any purchasable type; those not sold yet answer 409 ord-003. */
  itemType: StringEnum(PURCHASABLE_TYPES),
  itemId: IdSchema,
});

export const PurchasedItemParamsSchema = Type.Object({ purchasedItemId: IdSchema });
