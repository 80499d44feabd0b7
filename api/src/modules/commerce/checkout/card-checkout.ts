import type { Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { siteLink } from '../../../core/site-url';
import { gatewayOf } from '../payments/providers';
import type { Shopper } from '../shopper';
import { orderPayments } from '../tables';
import type { CheckoutContext } from './checkout-context';
import type { CheckoutAnswer, GeneratedCheckoutSchema } from './dto';
import { orderDescription, startCheckout } from './start-checkout';

type GeneratedCheckout = Static<typeof GeneratedCheckoutSchema>;

/**
 * POST orders/generate-checkout: a card checkout (startCheckout with the
 * card provider), answered with spec section 3's "card checkout data" the
 * provider's hosted form is opened with. Its publishable key is the
 * provider's public one; the secret never leaves the server.
 */
export async function generateCardCheckout(cc: CheckoutContext, shopper: Shopper, body: { idempotencyKey: string; acceptedTotal: number }): Promise<GeneratedCheckout> {
  const answer: CheckoutAnswer = await startCheckout(cc, shopper, { ...body, provider: 'CARD' });
  if (answer.status === 'COMPLETE') return answer;
  const [payment] = await cc.db.select().from(orderPayments).where(eq(orderPayments.id, answer.paymentId));
  const gateway = await gatewayOf(cc.db, shopper.organizationId, 'CARD');
  return {
    ...answer,
    checkout: {
      amount: payment?.amount ?? 0,
      currency: payment?.currency ?? 'SAR',
      publishableKey: gateway.publishableKey ?? '',
      callbackUrl: siteLink(cc.site, '/payment-complete', { orderId: String(answer.orderId), paymentId: String(answer.paymentId) }),
      methods: gateway.methods,
      description: orderDescription(answer.orderId, shopper.language),
      language: shopper.language,
    },
  };
}
