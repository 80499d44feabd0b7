import { commercePaths } from '../definition';
import type { CheckoutAnswer } from './types';

/**
 * Leaving the site for the payment provider's hosted page. An object, so a
 * component test can stand in for the browser's navigation away.
 */
export const providerPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** The provider's page address, if it is one the browser may be sent to (http or https, never a script). */
function safeProviderUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** /payment-complete of an order (and its payment): where the member sees what came of it. */
function paymentCompleteAddress(orderId: number, paymentId: number | null): string {
  const query = new URLSearchParams({ orderId: String(orderId) });
  if (paymentId !== null) query.set('paymentId', String(paymentId));
  return `${commercePaths.paymentComplete()}?${query.toString()}`;
}

/**
 * Where a checkout leads: a free order is complete, so straight to
 * /payment-complete; a paid one to the provider's page, which sends the
 * member back to /payment-complete. False when the answer names no page
 * the browser may open (nothing happens then; the caller says so).
 */
export function followCheckout(answer: CheckoutAnswer, navigate: (to: string) => void): boolean {
  if (answer.status === 'COMPLETE') {
    navigate(paymentCompleteAddress(answer.orderId, null));
    return true;
  }
  const url = safeProviderUrl(answer.checkoutUrl);
  if (url === null) return false;
  providerPage.open(url);
  return true;
}
