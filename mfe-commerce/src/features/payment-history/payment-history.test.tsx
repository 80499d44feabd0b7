import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import type { Order } from '../../api/types';
import { axeViolations } from '../../testing/axe';
import { orderFixture, orderSummaryFixture } from '../../testing/fixtures';
import { renderCommerce, resetCommerceState } from '../../testing/render-commerce';

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const toasts: string[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts.length = 0;
  off = bus.on('toast', (toast) => toasts.push(`${toast.type}:${toast.message}`));
});
afterEach(async () => {
  off();
  jest.restoreAllMocks();
  expect(unhandled).toEqual([]);
  await resetCommerceState();
});

const answerOrder = (order: Order) => answer('GET', `orders/${order.id}`, { status: 200, body: order });

describe('payment history', () => {
  it('lists the orders in a table, ten a page, each linking to its details', async () => {
    answer('GET', 'orders/all-v2', (request) => {
      const skip = Number(request.query.get('skip'));
      const ids = skip === 0 ? [60, 59, 58, 57, 56, 55, 54, 53, 52, 51] : [50, 49];
      return { status: 200, body: { count: 12, data: ids.map((id) => orderSummaryFixture(id, id === 59 ? { status: 'REFUNDED', itemCount: 1, paymentMethod: 'bnpl-tabby' } : {})) } };
    });
    await renderCommerce('/profile/payment-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment History' })).toHaveFocus();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(10);
    const table = screen.getByRole('table', { name: 'Your orders, newest first' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Order', 'Date', 'Items', 'Status', 'Payment', 'Total']);
    expect(within(rows[0]!).getByRole('link', { name: 'Order #60' })).toHaveAttribute('href', '/profile/payment-history/60');
    expect(rows[0]).toHaveTextContent('Leading High-Performing Teams and 1 more');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[0]).toHaveTextContent('Card');
    expect(plain(rows[0]!.textContent)).toContain('SAR 1,085.72');
    expect(rows[1]).toHaveTextContent('Refunded');
    expect(rows[1]).toHaveTextContent('Tabby');
    expect(Object.fromEntries(requestsTo('GET', 'orders/all-v2')[0]!.query)).toEqual({ skip: '0', take: '10' });
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(Object.fromEntries(requestsTo('GET', 'orders/all-v2').at(-1)!.query)).toEqual({ skip: '10', take: '10' });
    expect(screen.getByTestId('where')).toHaveTextContent('/profile/payment-history?page=2');
  });

  it('says when there are no orders', async () => {
    answer('GET', 'orders/all-v2', { status: 200, body: { count: 0, data: [] } });
    await renderCommerce('/profile/payment-history');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not bought anything yet.');
  });

  it('speaks Arabic with the items’ Arabic titles', async () => {
    answer('GET', 'orders/all-v2', { status: 200, body: { count: 1, data: [orderSummaryFixture(60, { itemCount: 3 })] } });
    await renderCommerce('/profile/payment-history', { language: 'ar' });
    const row = await screen.findByTestId('order-row');
    expect(row).toHaveTextContent('قيادة الفرق عالية الأداء وعنصران آخران');
    expect(within(row).getByRole('link', { name: 'الطلب رقم 60' })).toBeInTheDocument();
    expect(row).toHaveTextContent('مدفوع');
  });
});

describe('order details', () => {
  it('shows the items, the amounts with VAT and the voucher, the payment, and its invoice', async () => {
    answerOrder(orderFixture());
    await renderCommerce('/profile/payment-history/55');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #55' })).toHaveFocus();
    const items = await screen.findAllByTestId('order-item');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Leading High-Performing Teams', 'Data Science Track']);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
    expect(screen.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(plain(screen.getByTestId('amount-vat').textContent)).toBe('SAR 141.62');
    expect(plain(screen.getByTestId('amount-total').textContent)).toBe('SAR 1,085.72');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Card: Paid');
    expect(screen.getByTestId('invoice')).toHaveTextContent('Invoice INV-000009, issued on');
    expect(await axeViolations()).toEqual([]);
  });

  it('downloads the invoice in English and in Arabic', async () => {
    answerOrder(orderFixture());
    answer('GET', 'orders/invoices/9/pdf', { status: 200, body: '%PDF' });
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => { created.push(blob); return 'blob:invoice'; }, revokeObjectURL: () => undefined });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) { clicked.push(this.download); });
    await renderCommerce('/profile/payment-history/55');
    await userEvent.click(await screen.findByRole('button', { name: 'INV-000009: PDF in English' }));
    await waitFor(() => expect(clicked).toEqual(['INV-000009-en.pdf']));
    await userEvent.click(screen.getByRole('button', { name: 'INV-000009: PDF in Arabic' }));
    await waitFor(() => expect(clicked).toEqual(['INV-000009-en.pdf', 'INV-000009-ar.pdf']));
    expect(requestsTo('GET', 'orders/invoices/9/pdf').map((request) => request.query.get('language'))).toEqual(['en', 'ar']);
    expect(created).toHaveLength(2);
  });

  it('says so when a download fails', async () => {
    answerOrder(orderFixture());
    answer('GET', 'orders/invoices/9/pdf', apiError(500, 'srv-001'));
    await renderCommerce('/profile/payment-history/55');
    await userEvent.click(await screen.findByRole('button', { name: 'INV-000009: PDF in Arabic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded. Try again.');
  });

  it('requests a refund after showing what the policy gives back, then shows its state', async () => {
    answerOrder(orderFixture());
    answer('GET', 'orders/refund-quote/101', { status: 200, body: { purchasedItemId: 101, amount: 46575, percentageBasisPoints: 10000, hoursLeft: 700, refusal: null } });
    const requested = orderFixture({
      status: 'PARTIAL_REFUND_REQUESTED',
      items: orderFixture().items.map((item) => (item.id === 101 ? { ...item, status: 'REFUND_REQUESTED', refund: { id: 4, status: 'REQUESTED' as const, amount: 46575, rejectReason: null, reason: 'MEMBER' as const } } : item)),
    });
    answer('POST', 'orders/refund/101', { status: 200, body: requested });
    await renderCommerce('/profile/payment-history/55');
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund of “Leading High-Performing Teams”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund “Leading High-Performing Teams”' });
    expect(plain((await within(dialog).findByTestId('refund-amount')).textContent)).toBe('The refund policy gives back SAR 465.75 (100% of what you paid).');
    expect(dialog).toHaveTextContent('Once the refund is made, you lose access to it.');
    expect(requestsTo('POST', 'orders/refund/101')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why are you asking for a refund\?/ }), 'Schedule clash');
    await userEvent.click(within(dialog).getByTestId('confirm-refund'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('POST', 'orders/refund/101')[0]!.body).toEqual({ reason: 'Schedule clash' });
    const state = screen.getAllByTestId('refund-state')[0]!;
    expect(plain(state.textContent)).toBe('Refund requested: SAR 465.75');
    await waitFor(() => expect(state).toHaveFocus());
    expect(screen.getAllByTestId('request-refund')).toHaveLength(1);
    expect(toasts).toEqual(['success:Your refund request was sent.']);
  });

  it('says why no refund is possible, with nothing to confirm', async () => {
    answerOrder(orderFixture());
    answer('GET', 'orders/refund-quote/102', { status: 200, body: { purchasedItemId: 102, amount: 0, percentageBasisPoints: 0, hoursLeft: 12, refusal: 'rfd-002' } });
    await renderCommerce('/profile/payment-history/55');
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund of “Data Science Track”' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('refund-refusal')).toHaveTextContent('The refund policy gives nothing back any more for this item.');
    expect(within(dialog).queryByTestId('confirm-refund')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request a refund of “Data Science Track”' })).toHaveFocus();
  });

  it('shows refunded items, the credit note, and rejections with their reason', async () => {
    const order = orderFixture({
      status: 'PARTIALLY_REFUNDED', refundedAmount: 46575,
      items: orderFixture().items.map((item) => (item.id === 101
        ? { ...item, status: 'REFUNDED', refund: { id: 4, status: 'REFUNDED' as const, amount: 46575, rejectReason: null, reason: 'MEMBER' as const } }
        : { ...item, status: 'REFUND_REJECTED', refund: { id: 5, status: 'REJECTED' as const, amount: 0, rejectReason: 'The course has started.', reason: 'MEMBER' as const } })),
      creditNotes: [{ id: 10, reference: 'CN-000001', issuedAt: '2026-03-05T10:00:00.000Z', amount: 46575 }],
    });
    answerOrder(order);
    await renderCommerce('/profile/payment-history/55');
    const states = await screen.findAllByTestId('refund-state');
    expect(states.map((state) => plain(state.textContent))).toEqual(['Refunded: SAR 465.75', 'Refund rejected: The course has started.']);
    expect(screen.queryByTestId('request-refund')).toBeNull();
    expect(screen.getByTestId('credit-note')).toHaveTextContent('Credit note CN-000001');
    expect(screen.getByRole('button', { name: 'CN-000001: PDF in Arabic' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Partially refunded');
  });

  it('says an order that is not there is not found', async () => {
    answer('GET', 'orders/999', apiError(404, 'req-002'));
    await renderCommerce('/profile/payment-history/999');
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('We could not find this order.');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/profile/payment-history');
  });

  it('speaks Arabic', async () => {
    answerOrder(orderFixture());
    await renderCommerce('/profile/payment-history/55', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلب رقم 55' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'INV-000009: PDF بالعربية' })).toBeInTheDocument();
    const rate = new Intl.NumberFormat('ar', { style: 'percent' }).format(0.15);
    expect(screen.getByText(`ضريبة القيمة المضافة (${rate})`)).toBeInTheDocument();
  });
});
