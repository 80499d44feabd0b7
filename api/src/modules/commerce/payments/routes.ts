import type { App, AppContext } from '../../../core/context';
import type { Tenancy } from '../../../core/tenancy';
import { checkoutRoutes } from '../checkout/routes';
import type { CommerceScopes } from '../routes';
import { sandboxRoutes } from '../sandbox/routes';
import { webhookRoutes } from './webhook-routes';
import { startPaymentWorkers } from './worker';

/**
 * The payments slice: checkout and verify calls, provider webhooks, the
 * sandbox provider's pages, and the reconciliation and delivery jobs. The
 * webhook and the sandbox pages each need a body parser of their own (raw
 * bytes, form fields): each opens its own providers scope inside a plugin of
 * `app` that has that parser, as media's uploads do.
 */
export async function paymentRoutes(scopes: CommerceScopes, ctx: AppContext, app: App, tenancy: Tenancy): Promise<void> {
  checkoutRoutes(scopes, ctx);
  await webhookRoutes(app, tenancy, ctx);
  await sandboxRoutes(app, tenancy, ctx);
  startPaymentWorkers(scopes.providers, ctx);
}
