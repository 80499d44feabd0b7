import { ERROR_CODES } from '@halaqa/contracts';
import { toApiError } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { Cart, CheckoutAnswer, Provider } from './types';

// POST orders/checkout, apart from the other calls: only the cart page pays,
// and the slot fillers (which share the other calls) need not carry the
// error catalogue this one reads.

/** 409 ord-004: the total changed since the member saw it; `cart` is the re-priced cart when the answer carries it. */
export class PriceChanged extends Error {
  constructor(readonly cart: Cart | null) {
    super(ERROR_CODES.ORDER_PRICE_CHANGED);
    this.name = 'PriceChanged';
  }
}

/** The re-priced cart of an ord-004 answer (`details.cart`), when there is one. */
function repricedCart(body: unknown): Cart | null {
  if (body === null || typeof body !== 'object') return null;
  const details = (body as { details?: unknown }).details;
  if (details === null || typeof details !== 'object') return null;
  const cart = (details as { cart?: unknown }).cart;
  return cart !== null && typeof cart === 'object' && Array.isArray((cart as Cart).items) ? (cart as Cart) : null;
}

export async function checkout(input: { idempotencyKey: string; provider: Provider | null; acceptedTotal: number }): Promise<CheckoutAnswer> {
  const { provider, ...rest } = input;
  const result = await api.POST('/api/orders/checkout', { body: provider ? { ...rest, provider } : rest }).catch((error: unknown) => {
    throw toApiError(error);
  });
  if (result.error !== undefined || !result.response.ok || !result.data) {
    const failure = toApiError(result.error, result.response);
    if (failure.code === ERROR_CODES.ORDER_PRICE_CHANGED) throw new PriceChanged(repricedCart(result.error));
    throw failure;
  }
  return result.data;
}
