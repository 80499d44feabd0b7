// mfe-commerce declares itself (spec section 2: Commerce): data only, no React.
import { defineRemote, type PageKeysOf, type RouteMeta } from '@halaqa/contracts';
import en from './i18n/chrome.en.json';
import ar from './i18n/chrome.ar.json';

/** The cart and payment history: signed in, where the organization has the marketplace. */
const MARKETPLACE: RouteMeta = { requiresLogin: true, featureFlags: ['marketplaceEnabled'] };

export const commerce = defineRemote({
  name: 'mfe-commerce',
  prefixes: ['/cart', '/profile/payment-history', '/payment-complete'],
  routes: {
    cart: { path: '/cart', meta: MARKETPLACE },
    paymentHistory: { path: '/profile/payment-history', meta: MARKETPLACE, role: 'paymentHistory' },
    orderDetails: { path: '/profile/payment-history/:orderId', meta: MARKETPLACE, role: 'orderDetails' },
    // Payment verification after the provider returns.
    paymentComplete: { path: '/payment-complete', meta: { requiresLogin: true, memberPermissions: ['access-courses'] } },
  },
  menus: [
    // Shown where the marketplace is on: the route's own rule decides.
    { id: 'paymentHistory', page: 'paymentHistory', label: 'paymentHistory', icon: 'book', placements: ['avatar-menu'], order: 20, audience: 'members' },
  ],
  slots: [
    // The app bar's cart: signed-in members where the marketplace is on (the cart page's own rule).
    { slot: 'app-bar.cart@1', id: 'cart', module: 'cart-icon', page: 'cart', audience: 'members' },
    // Add to cart (marketplace on) or buy now (off) on the overviews of paid items.
    { slot: 'purchase.action@1', id: 'purchase', module: 'purchase-action', audience: 'members' },
  ],
  texts: { en, ar },
});

export const commercePaths = commerce.paths;
export type CommercePage = PageKeysOf<typeof commerce.routes>;
