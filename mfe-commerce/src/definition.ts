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
    paymentHistory: { path: '/profile/payment-history', meta: MARKETPLACE },
    orderDetails: { path: '/profile/payment-history/:orderId', meta: MARKETPLACE },
    // Payment verification after the provider returns.
    paymentComplete: { path: '/payment-complete', meta: { requiresLogin: true, memberPermissions: ['access-courses'] } },
  },
  menus: [
    // Shown where the marketplace is on: the route's own rule decides.
    { id: 'paymentHistory', page: 'paymentHistory', label: 'paymentHistory', icon: 'book', placements: ['avatar-menu'], order: 20, audience: 'members' },
  ],
  texts: { en, ar },
});

export const commercePaths = commerce.paths;
export type CommercePage = PageKeysOf<typeof commerce.routes>;
