import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@halaqa/query';
import { getCart, verifyPayment } from '../../api/commerce-calls';
import { commerceKeys, publishCart } from '../../api/cart-queries';
import type { PaymentVerdict } from '../../api/types';

/** How often, and for how long, a pending payment is asked about again. */
const PENDING_POLL_MS = 2_000;
const PENDING_WINDOW_MS = 30_000;
/** Spec section 9: the cart reloads 3 s after checkout. */
const CART_RELOAD_MS = 3_000;

/**
 * POST orders/verify-payment for the order of the address: the server asks
 * the provider, never the address, what came of the payment. A pending one
 * is asked about again every 2 s for 30 s; then `gaveUp` (the member may
 * check again).
 */
export function usePaymentVerdict(orderId: number, paymentId: number | null) {
  const started = useRef(Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const query = useQuery({
    queryKey: ['commerce', 'verify-payment', orderId, paymentId] as const,
    queryFn: () => verifyPayment(orderId, paymentId),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (current) => {
      if (current.state.data?.outcome !== 'PENDING') return false;
      return Date.now() - started.current < PENDING_WINDOW_MS ? PENDING_POLL_MS : false;
    },
  });
  const pending = query.data?.outcome === 'PENDING';
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, PENDING_WINDOW_MS - (Date.now() - started.current)));
    return () => clearTimeout(timer);
  }, [pending]);

  const checkAgain = () => {
    started.current = Date.now();
    setGaveUp(false);
    void query.refetch();
  };
  return { query, gaveUp: pending && gaveUp, checkAgain };
}

/**
 * Once the payment's outcome is known: the cart is reloaded 3 s later (spec
 * section 9) and its count told on the bus, and on completion every other
 * area's data (what the member is enrolled in) is asked again.
 */
export function useAfterVerdict(verdict: PaymentVerdict | undefined, marketplace: boolean) {
  const queryClient = useQueryClient();
  const settled = verdict !== undefined && verdict.outcome !== 'PENDING';
  const complete = verdict?.outcome === 'COMPLETE';
  useEffect(() => {
    if (!complete) return;
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'commerce' });
  }, [complete, queryClient]);
  useEffect(() => {
    if (!settled || !marketplace) return undefined;
    const timer = setTimeout(() => {
      queryClient.fetchQuery({ queryKey: commerceKeys.cart, queryFn: getCart, staleTime: 0 }).then(
        (cart) => publishCart(queryClient, cart),
        () => { /* the badge keeps its count; the cart page reloads on its own */ },
      );
    }, CART_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [settled, marketplace, queryClient]);
}
