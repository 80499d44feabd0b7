import { bus } from '@halaqa/bus';
import { useQuery, type QueryClient } from '@halaqa/query';
import { getCart } from './commerce-calls';
import type { Cart } from './types';

/** Keys of commerce's queries; all start with 'commerce'. */
export const commerceKeys = {
  cart: ['commerce', 'cart'] as const,
  orders: (page: number, pageSize: number) => ['commerce', 'orders', 'page', page, pageSize] as const,
  order: (orderId: number) => ['commerce', 'orders', 'one', orderId] as const,
  refundQuote: (purchasedItemId: number) => ['commerce', 'refund-quote', purchasedItemId] as const,
};

/** GET orders/cart: the member's open order (the app bar's badge reads its count). */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: commerceKeys.cart, queryFn: getCart, enabled });
}

/**
 * The cart as the server answered it after a change (add, remove, voucher,
 * checkout, a verified payment): cached for every reader on the page, and
 * told on the bus, whose 'cart.changed' keeps the app bar's badge right.
 */
export function publishCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(commerceKeys.cart, cart);
  bus.emit('cart.changed', { count: cart.count });
}
