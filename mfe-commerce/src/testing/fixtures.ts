import type { Cart, CartItem, Order, OrderSummary, PaymentVerdict } from '../api/types';

// Amounts as the server prices them (docs/design/commerce-api.md "Money"):
// per line, VAT 15 % rounded half up on (subtotal - discount); the order's
// amounts are the sums, so subtotal - discount + VAT = total, always.

export function cartItemFixture(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 101, itemType: 'COURSE', itemId: 6, title: 'Leading High-Performing Teams', titleAr: 'قيادة الفرق عالية الأداء',
    description: 'Two intensive days in Riyadh.', descriptionAr: 'يومان مكثفان في الرياض.', imageUrl: '/covers/6.jpg', startsAt: '2026-09-01T06:00:00.000Z',
    oldPrice: 50000, unitPrice: 45000, discountAmount: 0, amountWithoutTax: 45000, taxRateBasisPoints: 1500, taxAmount: 6750, totalAmount: 51750,
    status: 'PENDING',
    ...overrides,
  };
}

export const specializationItemFixture = (overrides: Partial<CartItem> = {}) => cartItemFixture({
  id: 102, itemType: 'SPECIALIZATION', itemId: 2, title: 'Data Science Track', titleAr: 'مسار علم البيانات', imageUrl: null, startsAt: null,
  oldPrice: null, unitPrice: 59900, amountWithoutTax: 59900, taxAmount: 8985, totalAmount: 68885,
  ...overrides,
});

const PROVIDERS: Cart['providers'] = [
  { provider: 'CARD', method: 'credit-card', disclosure: null },
  { provider: 'TAMARA', method: 'bnpl-tamara', disclosure: { en: 'Tamara: 4 interest-free payments; the first is taken today.', ar: 'تمارا: 4 دفعات بلا فوائد؛ تُخصم الأولى اليوم.' } },
  { provider: 'TABBY', method: 'bnpl-tabby', disclosure: { en: 'Tabby: split into 4, no fees when paid on time.', ar: 'تابي: قسّمها على 4 بلا رسوم عند السداد في الموعد.' } },
];

/** A cart of a course (450.00, was 500.00) and a specialization (599.00): 1,049.00 + VAT 157.35 = 1,206.35. */
export function cartFixture(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.items ?? [cartItemFixture(), specializationItemFixture()];
  const sum = (pick: (item: CartItem) => number) => items.reduce((total, item) => total + pick(item), 0);
  return {
    order: items.length === 0 ? null : {
      id: 55, status: 'PENDING', currency: 'SAR',
      amountWithoutTax: sum((item) => item.unitPrice), discountAmount: sum((item) => item.discountAmount),
      taxAmount: sum((item) => item.taxAmount), totalAmount: sum((item) => item.totalAmount),
    },
    items,
    count: items.length,
    voucher: null,
    priceChanges: [],
    droppedVoucher: null,
    providers: PROVIDERS,
    ...overrides,
  };
}

/** The same cart with WELCOME10 (10 % off, allocated by line): 1,049.00 - 104.90 + VAT 141.62 = 1,085.72. */
export function cartWithVoucherFixture(): Cart {
  return cartFixture({
    items: [
      cartItemFixture({ discountAmount: 4500, amountWithoutTax: 40500, taxAmount: 6075, totalAmount: 46575 }),
      specializationItemFixture({ discountAmount: 5990, amountWithoutTax: 53910, taxAmount: 8087, totalAmount: 61997 }),
    ],
    voucher: { code: 'WELCOME10', discountAmount: 10490 },
  });
}

export const EMPTY_CART: Cart = cartFixture({ items: [] });

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const cart = cartWithVoucherFixture();
  return {
    ...cart.order!,
    id: 55, status: 'COMPLETE', createdAt: '2026-03-02T09:30:00.000Z', completedAt: '2026-03-02T09:31:00.000Z',
    paidAmount: 108572, refundedAmount: 0, voucherCode: 'WELCOME10',
    payment: { provider: 'CARD', method: 'credit-card', status: 'COMPLETE' },
    items: cart.items.map((item) => ({ ...item, status: 'COMPLETE', refund: null })),
    invoice: { id: 9, reference: 'INV-000009', issuedAt: '2026-03-02T09:31:00.000Z' },
    creditNotes: [],
    ...overrides,
  };
}

export const verdictFixture = (outcome: PaymentVerdict['outcome'], overrides: Partial<PaymentVerdict> = {}): PaymentVerdict => ({
  outcome,
  message: null,
  order: orderFixture(outcome === 'COMPLETE' ? {} : { status: 'PENDING', completedAt: null, paidAmount: 0, invoice: null, payment: { provider: 'CARD', method: 'credit-card', status: outcome } }),
  ...overrides,
});

export function orderSummaryFixture(id: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id, status: 'COMPLETE', createdAt: '2026-03-02T09:30:00.000Z', totalAmount: 108572, currency: 'SAR', itemCount: 2,
    completedAt: '2026-03-02T09:31:00.000Z',
    firstItemTitle: 'Leading High-Performing Teams', firstItemTitleAr: 'قيادة الفرق عالية الأداء', paymentMethod: 'credit-card',
    items: orderFixture({ id }).items,
    ...overrides,
  };
}
