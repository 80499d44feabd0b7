import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { tenantOf, userOf } from '../../../core/tenancy';
import { invoiceRoutes } from '../invoices/routes';
import { refundRoutes } from '../refunds/routes';
import type { CommerceScopes } from '../routes';
import { OrderPageQuerySchema, OrderPageSchema, OrderPageV2QuerySchema, OrderPageV2Schema, OrderParamsSchema, OrderSchema } from './dto';
import { listOrders } from './order-list';
import { orderOf } from './order-view';

const tags = ['orders'];

/** The member's orders (spec section 7 "Orders": GET orders/{orderId}, orders/all, orders/all-v2). */
function historyRoutes({ shoppers }: CommerceScopes, ctx: AppContext): void {
  const ownerOf = (request: Parameters<typeof tenantOf>[0]) => ({ organizationId: tenantOf(request).id, userId: userOf(request).id });

  shoppers.get('/orders/all', {
    schema: {
      operationId: 'listOrders', tags,
      summary: "The member's orders (not the open cart), newest first: status, total, item count, first item, payment method",
      querystring: OrderPageQuerySchema,
      response: { 200: OrderPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => listOrders(ctx.db(), ownerOf(request), request.query, false));

  shoppers.get('/orders/all-v2', {
    schema: {
      operationId: 'listOrdersV2', tags,
      summary: "The member's orders with their items, newest first, of one status or all",
      querystring: OrderPageV2QuerySchema,
      response: { 200: OrderPageV2Schema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => listOrders(ctx.db(), ownerOf(request), request.query, true));

  shoppers.get('/orders/:orderId', {
    schema: {
      operationId: 'getOrder', tags,
      summary: "One of the member's orders: amounts, payment, items with their refunds, invoice and credit notes (another member's: 404)",
      params: OrderParamsSchema,
      response: { 200: OrderSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => orderOf(ctx.db(), ownerOf(request), request.params.orderId));
}

/**
 * What happens to an order once it is paid: its history, its invoices and
 * credit notes, its refunds. One call registers the three folders' routes.
 */
export function orderRecordRoutes(scopes: CommerceScopes, ctx: AppContext): void {
  historyRoutes(scopes, ctx);
  refundRoutes(scopes, ctx);
  invoiceRoutes(scopes, ctx);
}
