// The commerce answers the pages read (docs/design/commerce-api.md, "Answers
// the UI reads"), as the generated client types them. Every amount is an
// integer of minor units (halalas).
import type { OkBody } from '@halaqa/api-client';

/** GET orders/cart: the member's open order, its items, voucher, price changes and ways to pay. */
export type Cart = OkBody<'getCart'>;
export type CartItem = Cart['items'][number];
export type ItemType = CartItem['itemType'];
export type ProviderChoice = Cart['providers'][number];
export type Provider = ProviderChoice['provider'];
export type OrderAmounts = Pick<NonNullable<Cart['order']>, 'currency' | 'amountWithoutTax' | 'discountAmount' | 'taxAmount' | 'totalAmount'>;

/** POST orders/checkout: a free order completed, or a payment to make on the provider's page. */
export type CheckoutAnswer = OkBody<'checkout'>;
/** POST orders/add-item: in the cart (marketplace on), or bought at once (off). */
export type AddItemAnswer = OkBody<'addItemToCart'>;

/** GET orders/{orderId}. */
export type Order = OkBody<'getOrder'>;
export type OrderItem = Order['items'][number];
/** POST orders/verify-payment. */
export type PaymentVerdict = OkBody<'verifyPayment'>;
export type OrderSummary = OkBody<'listOrdersV2'>['data'][number];
