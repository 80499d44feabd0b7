import { useRef } from 'react';
import { useMutation } from '@halaqa/query';
import { checkout } from '../../api/checkout-call';
import type { Cart, Provider } from '../../api/types';

/** A fresh idempotency key: a UUID where the browser has one, else 128 random bits. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What one checkout attempt is about: the same order, items, total and provider keep the same key. */
function attemptOf(cart: Cart, provider: Provider | null): string {
  return [cart.order?.id ?? 0, cart.order?.totalAmount ?? 0, provider ?? 'FREE', ...cart.items.map((item) => item.id)].join(':');
}

/**
 * POST orders/checkout for the cart as the member sees it. The idempotency
 * key is made once per attempt and kept while the attempt is the same, so a
 * double click, a retry after a lost answer or a replay makes one order and
 * one payment; a change of items, total or provider is a new attempt.
 * `acceptedTotal` is the total on screen: the server answers ord-004 (a
 * PriceChanged error) when it is no longer the price.
 */
export function useCheckout() {
  const attempt = useRef<{ of: string; key: string } | null>(null);
  const keyFor = (cart: Cart, provider: Provider | null) => {
    const of = attemptOf(cart, provider);
    if (attempt.current?.of !== of) attempt.current = { of, key: newKey() };
    return attempt.current.key;
  };
  const mutation = useMutation({
    mutationFn: ({ cart, provider }: { cart: Cart; provider: Provider | null }) =>
      checkout({ idempotencyKey: keyFor(cart, provider), provider, acceptedTotal: cart.order?.totalAmount ?? 0 }),
  });
  return mutation;
}
