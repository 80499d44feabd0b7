import { requireAdministrator } from '../../core/authorize';
import type { App, AppContext } from '../../core/context';
import { routeScopes } from '../../core/route-scope';
import type { Tenancy } from '../../core/tenancy';
import { cartRoutes } from './cart/routes';
import { requireMarketplace } from './marketplace-gate';
import { paymentRoutes } from './payments/routes';
import { orderRecordRoutes } from './history/routes';

/**
 * The callers of commerce (docs/design/commerce-api.md "Calls"):
 * - members: signed in, any organization (adding an item works with the marketplace off: it buys at once);
 * - shoppers: signed in where the marketplace is on (the cart, vouchers, payment history);
 * - administrators: vouchers and refund decisions;
 * - providers: nobody signed in (webhooks, checked by signature; the sandbox's hosted pages).
 */
export type CommerceScopes = Record<'members' | 'shoppers' | 'administrators' | 'providers', App>;

/** Each feature folder adds its routes to the scopes of their callers (one line each below). */
export async function commerceRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const scopes: CommerceScopes = await routeScopes(app, tenancy, {
    members: { tenant: 'resolve', user: 'required' },
    shoppers: { tenant: 'resolve', user: 'required', guards: [requireMarketplace(ctx)] },
    administrators: { tenant: 'resolve', user: 'required', guards: [requireAdministrator(ctx)] },
    providers: { tenant: 'resolve', user: 'none' },
  });
  orderRecordRoutes(scopes, ctx);
  await paymentRoutes(scopes, ctx, app, tenancy);
  cartRoutes(scopes, ctx);
  void scopes;
}
