import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import type { Cart } from '../../api/types';
import { axeViolations } from '../../testing/axe';
import { cartFixture, cartItemFixture, cartWithVoucherFixture, EMPTY_CART, orderFixture, specializationItemFixture, verdictFixture } from '../../testing/fixtures';
import { renderCommerce, resetCommerceState } from '../../testing/render-commerce';
import { watchCommerceEffects } from '../../testing/watch-effects';

/** Intl's spaces (no-break, narrow) as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const sar = (major: string) => `SAR ${major}`;
/** An amount as the page writes it (Intl's own spaces), for accessible names. */
const written = (major: number, language: 'en' | 'ar' = 'en') => new Intl.NumberFormat(language, { style: 'currency', currency: 'SAR' }).format(major);

const { toasts, counts, opened } = watchCommerceEffects();
afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetCommerceState();
});

const answerCart = (cart: Cart) => answer('GET', 'orders/cart', { status: 200, body: cart });
const payButton = () => screen.getByTestId('pay');

describe('the cart', () => {
  it('lists the items and the amounts with VAT, and its markup passes axe', async () => {
    answerCart(cartFixture());
    await renderCommerce('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toHaveFocus();
    const items = await screen.findAllByTestId('cart-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Leading High-Performing Teams');
    expect(within(items[0]!).getByText('Course')).toBeInTheDocument();
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/covers/6.jpg');
    // The price before VAT, the old one struck through (each named for screen readers).
    expect(plain(within(items[0]!).getByTestId('item-price').textContent)).toBe(`Now${sar('450.00')}Was${sar('500.00')}`);
    expect(within(items[0]!).getByTestId('item-old-price').tagName).toBe('DEL');
    expect(within(items[1]!).getByText('Specialization')).toBeInTheDocument();
    expect(within(items[1]!).queryByTestId('item-old-price')).toBeNull();

    expect(plain(screen.getByTestId('amount-subtotal').textContent)).toBe(sar('1,049.00'));
    expect(screen.queryByTestId('amount-discount')).toBeNull();
    expect(screen.getByText('VAT (15%)')).toBeInTheDocument();
    expect(plain(screen.getByTestId('amount-vat').textContent)).toBe(sar('157.35'));
    expect(plain(screen.getByTestId('amount-total').textContent)).toBe(sar('1,206.35'));
    expect(plain(payButton().textContent)).toBe(`Pay ${sar('1,206.35')}`);
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('speaks Arabic, right to left, with the items’ Arabic titles', async () => {
    answerCart(cartFixture());
    await renderCommerce('/cart', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const titles = (await screen.findAllByTestId('item-title')).map((title) => title.textContent);
    expect(titles).toEqual(['قيادة الفرق عالية الأداء', 'مسار علم البيانات']);
    const total = written(1206.35, 'ar');
    expect(plain(screen.getByTestId('amount-total').textContent)).toBe(plain(total));
    expect(screen.getByRole('button', { name: `ادفع ${total}` })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'كيف تود أن تدفع؟' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the cart is empty, with the way to all courses', async () => {
    answerCart(EMPTY_CART);
    await renderCommerce('/cart');
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('link', { name: 'Browse all Courses' })).toHaveAttribute('href', '/lms/all-courses');
    expect(screen.queryByTestId('pay')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says what went wrong when the cart cannot load, and tries again', async () => {
    answer('GET', 'orders/cart', apiError(500, 'srv-001'));
    await renderCommerce('/cart');
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Something went wrong');
    answerCart(EMPTY_CART);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('cart-empty')).toBeInTheDocument();
  });

  it('removes an item: the toast, the badge count, and the focus on the next item', async () => {
    answerCart(cartFixture());
    answer('DELETE', 'orders/101', { status: 200, body: cartFixture({ items: [specializationItemFixture()] }) });
    await renderCommerce('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove “Leading High-Performing Teams”' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove “Data Science Track”' })).toHaveFocus());
    expect(toasts).toEqual(['success:“Leading High-Performing Teams” was removed from your cart.']);
    expect(counts).toEqual([1]);
    expect(plain(screen.getByTestId('amount-total').textContent)).toBe(sar('688.85'));
    expect(requestsTo('DELETE', 'orders/101')).toHaveLength(1);
  });

  it('removes the last item and shows the empty cart, focused', async () => {
    answerCart(cartFixture({ items: [cartItemFixture()] }));
    answer('DELETE', 'orders/101', { status: 200, body: EMPTY_CART });
    await renderCommerce('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove “Leading High-Performing Teams”' }));
    await waitFor(() => expect(screen.getByTestId('cart-empty')).toHaveFocus());
    expect(counts).toEqual([0]);
  });
});

describe('the voucher', () => {
  it('applies a code: the discount row and the new total', async () => {
    answerCart(cartFixture());
    answer('POST', 'orders/apply-voucher', { status: 200, body: cartWithVoucherFixture() });
    await renderCommerce('/cart');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Voucher code' }), ' WELCOME10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('voucher-applied')).toHaveTextContent('Voucher WELCOME10 is applied:');
    expect(requestsTo('POST', 'orders/apply-voucher')[0]!.body).toEqual({ voucherCode: 'WELCOME10' });
    expect(screen.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(plain(screen.getByTestId('amount-discount').textContent)).toBe(`-${sar('104.90')}`);
    expect(plain(screen.getByTestId('amount-vat').textContent)).toBe(sar('141.62'));
    expect(plain(screen.getByTestId('amount-total').textContent)).toBe(sar('1,085.72'));
    await waitFor(() => expect(within(screen.getByTestId('voucher-applied')).getByRole('status')).toHaveFocus());
  });

  it('asks for a code before sending anything', async () => {
    answerCart(cartFixture());
    await renderCommerce('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    expect(field).toHaveAccessibleDescription('Type a voucher code.');
    expect(field).toHaveFocus();
    expect(requestsTo('POST', 'orders/apply-voucher')).toHaveLength(0);
  });

  it.each([
    ['vch-001', 'There is no voucher with this code.'],
    ['vch-002', 'This voucher cannot be used yet.'],
    ['vch-003', 'This voucher has expired.'],
    ['vch-004', 'This voucher is no longer valid.'],
    ['vch-005', 'This voucher has been used up.'],
    ['vch-006', 'You have already used this voucher as often as allowed.'],
    ['vch-007', 'Your organization has already used this voucher as often as allowed.'],
    ['vch-008', 'This voucher is not for the kind of items in your cart.'],
    ['vch-009', 'This voucher is not for the items in your cart.'],
    ['vch-010', 'This voucher is for other organizations.'],
    ['vch-011', 'This voucher is for other members.'],
  ])('says what %s means, under the field', async (code, text) => {
    answerCart(cartFixture());
    answer('POST', 'orders/apply-voucher', apiError(422, code));
    await renderCommerce('/cart');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(text));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('NOPE');
  });

  it('removes the voucher', async () => {
    answerCart(cartWithVoucherFixture());
    answer('POST', 'orders/remove-voucher', { status: 200, body: cartFixture() });
    await renderCommerce('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove voucher WELCOME10' }));
    expect(await screen.findByRole('textbox', { name: 'Voucher code' })).toBeInTheDocument();
    expect(plain(screen.getByTestId('amount-total').textContent)).toBe(sar('1,206.35'));
  });

  it('says the refusals in Arabic too', async () => {
    answerCart(cartFixture());
    answer('POST', 'orders/apply-voucher', apiError(422, 'vch-003'));
    await renderCommerce('/cart', { language: 'ar' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'رمز القسيمة' }), 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'رمز القسيمة' })).toHaveAccessibleDescription('انتهت صلاحية هذه القسيمة.'));
  });
});

describe('paying', () => {
  const awaiting = { status: 200, body: { orderId: 55, status: 'AWAITING_PAYMENT', paymentId: 77, provider: 'CARD', checkoutUrl: 'http://demo.localhost/api/sandbox-payments/77' } };

  it('checks out the total on screen with a key for the attempt, and goes to the provider’s page', async () => {
    answerCart(cartFixture());
    answer('POST', 'orders/checkout', awaiting);
    await renderCommerce('/cart');
    await userEvent.click(await screen.findByRole('button', { name: `Pay ${written(1206.35)}` }));
    await waitFor(() => expect(opened).toEqual(['http://demo.localhost/api/sandbox-payments/77']));
    const [request] = requestsTo('POST', 'orders/checkout');
    expect(request!.body).toEqual({ idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,80}$/), provider: 'CARD', acceptedTotal: 120635 });
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveTextContent('Opening the payment page…');
  });

  it('makes one checkout of a double click, and retries a failed attempt with the same key', async () => {
    answerCart(cartFixture());
    let finish: (reply: { status: number; body: unknown }) => void = () => undefined;
    answer('POST', 'orders/checkout', () => new Promise((resolve) => { finish = resolve; }));
    await renderCommerce('/cart');
    const pay = await screen.findByRole('button', { name: `Pay ${written(1206.35)}` });
    await userEvent.dblClick(pay);
    await userEvent.click(pay);
    expect(requestsTo('POST', 'orders/checkout')).toHaveLength(1);
    finish(apiError(502, 'pay-005'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('The payment service did not answer. Try again in a moment.');

    answer('POST', 'orders/checkout', awaiting);
    await userEvent.click(payButton());
    await waitFor(() => expect(opened).toHaveLength(1));
    const [first, second] = requestsTo('POST', 'orders/checkout');
    expect((second!.body as { idempotencyKey: string }).idempotencyKey).toBe((first!.body as { idempotencyKey: string }).idempotencyKey);
  });

  it('shows a buy-now-pay-later provider’s disclosure before sending the member there', async () => {
    answerCart(cartFixture());
    answer('POST', 'orders/checkout', { status: 200, body: { ...awaiting.body, provider: 'TABBY', checkoutUrl: 'http://demo.localhost/api/sandbox-payments/77/bnpl' } });
    await renderCommerce('/cart');
    expect(await screen.findByTestId('payment-choice')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-disclosure')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Tabby/ }));
    const disclosure = screen.getByTestId('payment-disclosure');
    expect(disclosure).toHaveTextContent('Tabby: split into 4, no fees when paid on time.');
    expect(payButton()).toHaveAccessibleDescription(/Tabby: split into 4/);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(payButton());
    await waitFor(() => expect(opened).toEqual(['http://demo.localhost/api/sandbox-payments/77/bnpl']));
    expect(requestsTo('POST', 'orders/checkout')[0]!.body).toMatchObject({ provider: 'TABBY', acceptedTotal: 120635 });
  });

  it('never sends the member to an address that is not a web page', async () => {
    answerCart(cartFixture());
    answer('POST', 'orders/checkout', { status: 200, body: { ...awaiting.body, checkoutUrl: 'javascript:alert(1)' } });
    await renderCommerce('/cart');
    await userEvent.click(await screen.findByTestId('pay'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Something went wrong');
    expect(opened).toEqual([]);
  });

  it('shows the new prices when the total changed (ord-004), and pays only once the member accepts them', async () => {
    answerCart(cartFixture());
    const repriced = cartFixture({
      items: [cartItemFixture({ unitPrice: 48000, amountWithoutTax: 48000, taxAmount: 7200, totalAmount: 55200 }), specializationItemFixture()],
      priceChanges: [{ purchasedItemId: 101, title: 'Leading High-Performing Teams', titleAr: '', before: 45000, after: 48000 }],
    });
    answer('POST', 'orders/checkout', { status: 409, body: { statusCode: 409, code: 'ord-004', message: 'price changed', details: { cart: repriced } } });
    await renderCommerce('/cart');
    await userEvent.click(await screen.findByRole('button', { name: `Pay ${written(1206.35)}` }));
    const notice = await screen.findByTestId('price-changes');
    await waitFor(() => expect(within(notice).getByRole('heading', { name: 'Prices changed' })).toHaveFocus());
    expect(plain(notice.textContent)).toContain(`Leading High-Performing Teams: ${sar('450.00')} → ${sar('480.00')}`);
    expect(plain(notice.textContent)).toContain(`The total is now ${sar('1,240.85')}.`);
    expect(payButton()).toBeDisabled();
    expect(opened).toEqual([]);

    answer('POST', 'orders/checkout', awaiting);
    await userEvent.click(within(notice).getByRole('button', { name: 'Accept the new total' }));
    await waitFor(() => expect(payButton()).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: `Pay ${written(1240.85)}` }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const [first, second] = requestsTo('POST', 'orders/checkout');
    expect(second!.body).toMatchObject({ acceptedTotal: 124085 });
    // Another total is another attempt: another key.
    expect((second!.body as { idempotencyKey: string }).idempotencyKey).not.toBe((first!.body as { idempotencyKey: string }).idempotencyKey);
  });

  it('asks the member to accept prices the cart says changed before paying', async () => {
    answerCart(cartFixture({ priceChanges: [{ purchasedItemId: 102, title: 'Data Science Track', titleAr: '', before: 55000, after: 59900 }] }));
    await renderCommerce('/cart');
    expect(await screen.findByTestId('price-changes')).toHaveTextContent('Data Science Track');
    expect(payButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the new total' }));
    expect(payButton()).toBeEnabled();
    expect(screen.queryByTestId('price-changes')).toBeNull();
  });

  it('tells of an item that left the cart and a voucher that no longer applies, to accept before paying', async () => {
    answerCart(cartFixture({
      items: [cartItemFixture()],
      priceChanges: [{ purchasedItemId: 102, title: 'Data Science Track', titleAr: 'مسار علم البيانات', before: 59900, after: null }],
      droppedVoucher: { code: 'WELCOME10', reason: 'vch-003' },
    }));
    await renderCommerce('/cart');
    const notice = await screen.findByTestId('price-changes');
    expect(notice).toHaveTextContent('“Data Science Track” can no longer be bought: it left your cart.');
    expect(notice).toHaveTextContent('Voucher WELCOME10 no longer applies: This voucher has expired.');
    expect(payButton()).toBeDisabled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Accept the new total' }));
    expect(payButton()).toBeEnabled();
  });

  it('completes a free order (a 100 % voucher) without a provider, then shows the outcome', async () => {
    const free = cartFixture({
      items: [cartItemFixture({ discountAmount: 45000, taxAmount: 0, totalAmount: 0 })],
      voucher: { code: 'FREE100', discountAmount: 45000 },
    });
    answerCart(free);
    answer('POST', 'orders/checkout', { status: 200, body: { orderId: 55, status: 'COMPLETE', redirectTo: '/payment-complete?orderId=55' } });
    answer('POST', 'orders/verify-payment', { status: 200, body: verdictFixture('COMPLETE', { order: orderFixture({ paidAmount: 0, totalAmount: 0, invoice: null, payment: null }) }) });
    await renderCommerce('/cart');
    expect(await screen.findByTestId('cart-items')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-choice')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Complete the order' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payment-complete?orderId=55'));
    expect(requestsTo('POST', 'orders/checkout')[0]!.body).toEqual({ idempotencyKey: expect.any(String), acceptedTotal: 0 });
    expect(opened).toEqual([]);
  });
});
