// Route table of mfe-commerce (spec section 2: Commerce). Loaded by the shell
// before the remote's app: no React, no runtime imports.
import type { RouteTable, RemoteRoutesModule } from '@halaqa/contracts';

export const remote = 'mfe-commerce' as const;

export const routes: RouteTable = [
  { path: '/cart', page: 'cart', meta: { requiresLogin: true, featureFlags: ['marketplaceEnabled'] } },
  { path: '/profile/payment-history', page: 'paymentHistory', meta: { requiresLogin: true, featureFlags: ['marketplaceEnabled'] } },
  {
    path: '/profile/payment-history/:orderId',
    page: 'orderDetails',
    meta: { requiresLogin: true, featureFlags: ['marketplaceEnabled'] },
  },
  // Payment verification after the provider returns.
  { path: '/payment-complete', page: 'paymentComplete', meta: { requiresLogin: true, memberPermissions: ['access-courses'] } },
];

const routesModule: RemoteRoutesModule = { remote, routes };
export default routesModule;
