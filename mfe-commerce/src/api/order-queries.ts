import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { commerceKeys } from './cart-queries';
import { getOrder, getRefundQuote, listOrders, requestRefund } from './commerce-calls';
import type { Order } from './types';

export const ORDERS_PAGE_SIZE = 10;
/** While a refund is being made, the order is asked again this often (the provider answers within seconds). */
const REFUND_POLL_MS = 3_000;

/** GET orders/all-v2: the member's orders, newest first, a page (1-based) at a time. */
export function useOrders(page: number) {
  return useQuery({
    queryKey: commerceKeys.orders(page, ORDERS_PAGE_SIZE),
    queryFn: () => listOrders((page - 1) * ORDERS_PAGE_SIZE, ORDERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** GET orders/{orderId}: one order with its items, amounts, payment, invoice and refunds. */
export function useOrder(orderId: number) {
  return useQuery({
    queryKey: commerceKeys.order(orderId),
    queryFn: () => getOrder(orderId),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.refund?.status === 'REQUESTED') ? REFUND_POLL_MS : false),
  });
}

/** GET orders/refund-quote/{purchasedItemId}: what the policy gives back now (asked when the dialog opens). */
export function useRefundQuote(purchasedItemId: number) {
  return useQuery({ queryKey: commerceKeys.refundQuote(purchasedItemId), queryFn: () => getRefundQuote(purchasedItemId), staleTime: 0, gcTime: 0 });
}

/** POST orders/refund/{purchasedItemId}: the answer is the order, which replaces the one shown. */
export function useRequestRefund(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchasedItemId, reason }: { purchasedItemId: number; reason: string | null }) => requestRefund(purchasedItemId, reason),
    onSuccess: async (order: Order) => {
      queryClient.setQueryData(commerceKeys.order(orderId), order);
      // The list's statuses, and what the member is enrolled in (a refunded item's access goes).
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'commerce' || query.queryKey[2] === 'page' });
    },
  });
}
