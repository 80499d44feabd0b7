import type { PageMap } from '@halaqa/mfe-runtime';
import type { commerce } from './definition';
import { lazyPage } from '@halaqa/ui/pages';

/** Every page of mfe-commerce -> its screen, each in its own chunk. */
export const pages: PageMap<typeof commerce.routes> = {
  cart: lazyPage(() => import(/* webpackChunkName: "cart" */ './features/cart/CartPage'), 'CartPage'),
  paymentComplete: lazyPage(() => import(/* webpackChunkName: "payment-complete" */ './features/payment-complete/PaymentCompletePage'), 'PaymentCompletePage'),
  paymentHistory: lazyPage(() => import(/* webpackChunkName: "payment-history" */ './features/payment-history/PaymentHistoryPage'), 'PaymentHistoryPage'),
  orderDetails: lazyPage(() => import(/* webpackChunkName: "order-details" */ './features/payment-history/OrderDetailsPage'), 'OrderDetailsPage'),
};
