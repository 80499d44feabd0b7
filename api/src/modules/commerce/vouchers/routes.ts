import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { userOf } from '../../../core/tenancy';
import { CartSchema } from '../cart/dto';
import type { CommerceScopes } from '../routes';
import { shopperOf } from '../shopper';
import { applyVoucher, removeVoucher } from './apply-voucher';
import { createVoucher } from './create-voucher';
import { CreateVoucherBodySchema, VoucherCodeBodySchema, VoucherSchema } from './dto';

const tags = ['orders'];

/** Vouchers: shoppers put one on their cart; administrators make them. */
export function voucherRoutes({ shoppers, administrators }: CommerceScopes, ctx: AppContext): void {
  shoppers.post('/orders/apply-voucher', {
    schema: {
      operationId: 'applyVoucher', tags, body: VoucherCodeBodySchema,
      summary: 'Put a voucher on the cart (code in any letters\' case): 404 vch-001 unknown, 409 ord-005 empty cart, 409 vch-002..011 the first rule it breaks',
      response: { 200: CartSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const shopper = shopperOf(ctx, request);
    return ctx.db().transaction((tx) => applyVoucher(tx, shopper, request.body.voucherCode));
  });

  shoppers.post('/orders/remove-voucher', {
    schema: {
      operationId: 'removeVoucher', tags,
      summary: 'Take the voucher off the cart (the cart as it is when it has none)',
      response: { 200: CartSchema, ...errorResponses(401, 403, 409) },
    },
  }, async (request) => {
    const shopper = shopperOf(ctx, request);
    return ctx.db().transaction((tx) => removeVoucher(tx, shopper));
  });

  administrators.post('/orders/create-voucher', {
    schema: {
      operationId: 'createVoucher', tags, body: CreateVoucherBodySchema,
      summary: 'Create a voucher of the organization: 400 vch-013 when its definition does not hold together, 409 vch-012 when the code is taken',
      response: { 201: VoucherSchema, ...errorResponses(400, 401, 403, 409) },
    },
  }, async (request, reply) => {
    const voucher = await createVoucher(ctx.db(), shopperOf(ctx, request).organizationId, userOf(request).id, request.body);
    return reply.code(201).send(voucher);
  });
}
