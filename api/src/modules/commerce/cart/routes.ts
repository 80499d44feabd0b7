import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@halaqa/contracts';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { ErrorBodySchema, errorResponses } from '../../../core/http-schemas';
import { flagsOf, readsCourses } from '../../lms/access';
import { checkoutContextOf } from '../checkout/checkout-context';
import { startCheckout } from '../checkout/start-checkout';
import { isSoldType } from '../purchasables/registry';
import { readsEvents } from '../../social/events/access';
import { booksCoaching } from '../../coaching/bookings/cart-access';
import { voucherRoutes } from '../vouchers/routes';
import type { CommerceScopes } from '../routes';
import { shopperOf } from '../shopper';
import type { PurchasableType } from '../tables';
import { addToCart } from './add-to-cart';
import { buyNow } from './buy-now';
import { cartOf } from './cart-view';
import { AddAnswerSchema, AddCourseParamsSchema, AddItemBodySchema, CartSchema, PurchasedItemParamsSchema, type AddAnswer } from './dto';
import { lockOpenOrder } from './open-order';
import { removeFromCart } from './remove-item';
import { repriceCart } from './reprice-cart';

const tags = ['orders'];

/**
 * The cart (docs/design/commerce-api.md "Calls"). Adding is open to every
 * member (marketplace off it buys at once); the cart itself to shoppers
 * (marketplace on, else 403 ord-007). The cart's vouchers come with it.
 */
export function cartRoutes(scopes: CommerceScopes, ctx: AppContext): void {
  const { members, shoppers } = scopes;
  const add = async (request: FastifyRequest, itemType: PurchasableType, itemId: number): Promise<AddAnswer> => {
    // Courses and specializations are the courses area's, events the events area's, sessions coaching's: who cannot read them cannot buy them either.
    if (itemType === 'EVENT') {
      if (!(await readsEvents(ctx, request))) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Needs access-events');
    } else if (itemType === 'COACHING_SESSION') {
      if (!(await booksCoaching(ctx, request))) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Needs access-coaching');
    } else if (isSoldType(itemType) && !(await readsCourses(ctx, request))) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Needs access-courses');
    const shopper = shopperOf(ctx, request);
    if ((await flagsOf(ctx, request)).marketplaceEnabled) {
      return { mode: 'CART', cart: await ctx.db().transaction((tx) => addToCart(tx, shopper, itemType, itemId)) };
    }
    // Marketplace off (spec section 4): the item's own order, checked out at once once it is committed.
    const direct = await ctx.db().transaction((tx) => buyNow(tx, shopper, itemType, itemId));
    const checkout = await startCheckout(checkoutContextOf(ctx, request), shopper, { idempotencyKey: direct.idempotencyKey, acceptedTotal: direct.totalAmount });
    return { mode: 'BUY_NOW', checkout };
  };
  const addErrors = { ...errorResponses(400, 401, 403, 404, 409), 502: ErrorBodySchema };
  const addSummary = '; marketplace off, buys it at once (BUY_NOW with the checkout). 404 not in the catalogue, 409 ord-001 owned, ord-002 in the cart, ord-003 not for sale';

  members.post('/orders/add/:courseId', {
    schema: {
      operationId: 'addCourseToCart', tags, params: AddCourseParamsSchema,
      summary: `Put a course in the cart${addSummary}`,
      response: { 200: AddAnswerSchema, ...addErrors },
    },
  }, async (request) => add(request, 'COURSE', request.params.courseId));

  members.post('/orders/add-item', {
    schema: {
      operationId: 'addItemToCart', tags, body: AddItemBodySchema,
      summary: `Put an item of any purchasable type in the cart${addSummary}`,
      response: { 200: AddAnswerSchema, ...addErrors },
    },
  }, async (request) => add(request, request.body.itemType, request.body.itemId));

  shoppers.get('/orders/cart', {
    schema: {
      operationId: 'getCart', tags,
      summary: 'The member\'s cart, re-priced from the catalogue when it is not awaiting a payment (priceChanges and droppedVoucher say what moved)',
      response: { 200: CartSchema, ...errorResponses(401, 403, 409) },
    },
  }, async (request) => {
    const shopper = shopperOf(ctx, request);
    return ctx.db().transaction(async (tx) => {
      const order = await lockOpenOrder(tx, shopper);
      if (order?.status === 'PENDING') return (await repriceCart(tx, shopper, order.id)).cart;
      return cartOf(tx, shopper);
    });
  });

  shoppers.delete('/orders/:purchasedItemId', {
    schema: {
      operationId: 'removeFromCart', tags, params: PurchasedItemParamsSchema,
      summary: 'Take an item out of the cart (a cart awaiting payment is reopened: its payment canceled); 404 unless it is in the member\'s own cart',
      response: { 200: CartSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const shopper = shopperOf(ctx, request);
    return ctx.db().transaction((tx) => removeFromCart(tx, shopper, request.params.purchasedItemId));
  });

  voucherRoutes(scopes, ctx);
}
