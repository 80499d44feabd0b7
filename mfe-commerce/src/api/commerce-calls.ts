import type { Language } from '@halaqa/contracts';
import { toApiError, unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { ItemType } from './types';

// Every commerce call of the pages and slots, in one place (checkout in
// ./checkout-call.ts): the pages never name an address.

export const getCart = () => unwrap(api.GET('/api/orders/cart'));

export const addItem = (itemType: ItemType, itemId: number) => unwrap(api.POST('/api/orders/add-item', { body: { itemType, itemId } }));

export const removeItem = (purchasedItemId: number) =>
  unwrap(api.DELETE('/api/orders/{purchasedItemId}', { params: { path: { purchasedItemId } } }));

export const applyVoucher = (voucherCode: string) => unwrap(api.POST('/api/orders/apply-voucher', { body: { voucherCode } }));

export const removeVoucher = () => unwrap(api.POST('/api/orders/remove-voucher'));

export const verifyPayment = (orderId: number, paymentId: number | null) =>
  unwrap(api.POST('/api/orders/verify-payment', { body: paymentId === null ? { orderId } : { orderId, paymentId } }));

export const listOrders = (skip: number, take: number) => unwrap(api.GET('/api/orders/all-v2', { params: { query: { skip, take } } }));

export const getOrder = (orderId: number) => unwrap(api.GET('/api/orders/{orderId}', { params: { path: { orderId } } }));

export const getRefundQuote = (purchasedItemId: number) =>
  unwrap(api.GET('/api/orders/refund-quote/{purchasedItemId}', { params: { path: { purchasedItemId } } }));

export const requestRefund = (purchasedItemId: number, reason: string | null) =>
  unwrap(api.POST('/api/orders/refund/{purchasedItemId}', { params: { path: { purchasedItemId } }, body: reason ? { reason } : {} }));

/** The PDF of an invoice or credit note in a language (the member's own). */
export async function invoicePdf(invoiceId: number, language: Language): Promise<Blob> {
  const result = await api.GET('/api/orders/invoices/{invoiceId}/pdf', { params: { path: { invoiceId }, query: { language } }, parseAs: 'blob' });
  if (result.error !== undefined || !result.response.ok || !result.data) throw toApiError(result.error, result.response);
  return result.data as Blob;
}
