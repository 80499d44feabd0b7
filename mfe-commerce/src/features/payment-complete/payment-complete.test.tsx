import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import type { Order } from '../../api/types';
import { axeViolations } from '../../testing/axe';
import { cartFixture, EMPTY_CART, orderFixture, verdictFixture } from '../../testing/fixtures';
import { renderCommerce, resetCommerceState } from '../../testing/render-commerce';
import { watchCommerceEffects } from '../../testing/watch-effects';

const { toasts, counts } = watchCommerceEffects();
afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetCommerceState();
});

const PATH = '/payment-complete?orderId=55&paymentId=77&status=paid&message=APPROVED';
const withoutMarketplace = () => {
  const organization = organizationFixture();
  return { ...organization, flags: { ...organization.flags, marketplaceEnabled: false } };
};

describe('payment complete', () => {
  it('asks the server (not the address) what came of the payment, shows the enrolled items, then reloads the cart 3 s later', async () => {
    answer('POST', 'orders/verify-payment', { status: 200, body: verdictFixture('COMPLETE') });
    answer('GET', 'orders/cart', { status: 200, body: EMPTY_CART });
    await renderCommerce(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Verification' })).toBeInTheDocument();
    const outcome = await screen.findByTestId('payment-outcome');
    expect(outcome).toHaveAttribute('data-outcome', 'COMPLETE');
    expect(within(outcome).getByRole('heading', { name: 'Payment complete' })).toHaveFocus();
    expect(requestsTo('POST', 'orders/verify-payment').map((request) => request.body)).toEqual([{ orderId: 55, paymentId: 77 }]);
    const links = within(screen.getByTestId('enrolled-items')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Leading High-Performing Teams', '/lms/courses/6/overview'],
      ['Data Science Track', '/lms/specializations/2/overview'],
    ]);
    expect(outcome).toHaveTextContent('Amount paid: SAR 1,085.72');
    expect(within(outcome).getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/profile/payment-history/55');
    expect(toasts).toEqual(['success:Purchased! You are enrolled.']);
    expect(await axeViolations()).toEqual([]);

    // Spec section 9: the cart reloads 3 s after checkout, and the badge hears of it.
    expect(requestsTo('GET', 'orders/cart')).toHaveLength(0);
    await waitFor(() => expect(requestsTo('GET', 'orders/cart')).toHaveLength(1), { timeout: 4_500 });
    await waitFor(() => expect(counts).toEqual([0]));
  });

  it('celebrates a purchase once: coming back to the address shows the outcome without a second toast', async () => {
    answer('POST', 'orders/verify-payment', { status: 200, body: verdictFixture('COMPLETE') });
    const first = await renderCommerce(PATH);
    expect(await screen.findByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'COMPLETE');
    first.unmount();
    await renderCommerce(PATH);
    expect(await screen.findByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'COMPLETE');
    expect(toasts).toEqual(['success:Purchased! You are enrolled.']);
  });

  it('tells of an item that filled up while the member paid: not enrolled, refunded', async () => {
    const order = orderFixture();
    const full: Order = { ...order, items: [order.items[0]!, { ...order.items[1]!, status: 'REFUNDED', refund: { id: 3, status: 'REFUNDED', amount: 61997, rejectReason: null, reason: 'CAPACITY' } }] };
    answer('POST', 'orders/verify-payment', { status: 200, body: verdictFixture('COMPLETE', { order: full }) });
    answer('GET', 'orders/cart', { status: 200, body: EMPTY_CART });
    await renderCommerce(PATH);
    expect(await screen.findAllByTestId('enrolled-item')).toHaveLength(1);
    expect(screen.getByTestId('refunded-item')).toHaveTextContent('“Data Science Track” filled up while you were paying: you are not enrolled and its price is refunded.');
  });

  it('keeps asking while the payment is pending, then shows the outcome', async () => {
    let calls = 0;
    answer('POST', 'orders/verify-payment', () => {
      calls += 1;
      return { status: 200, body: verdictFixture(calls === 1 ? 'PENDING' : 'COMPLETE') };
    });
    answer('GET', 'orders/cart', { status: 200, body: EMPTY_CART });
    await renderCommerce(PATH);
    expect(await screen.findByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'PENDING');
    expect(screen.getByRole('heading', { name: 'Your payment is being confirmed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'COMPLETE'), { timeout: 3_500 });
    expect(calls).toBe(2);
  });

  it.each([
    ['DECLINED', 'Payment declined', 'Your payment was declined. Nothing was charged.'],
    ['CANCELED', 'Payment canceled', 'You canceled the payment. Nothing was charged.'],
    ['FAILED', 'Payment failed', 'The payment could not be completed. Nothing was charged.'],
    ['EXPIRED', 'Payment expired', 'The payment page expired before the payment was made. Nothing was charged.'],
  ] as const)('says clearly when the payment is %s, that the cart is kept, and the way back to it', async (outcome, title, text) => {
    answer('POST', 'orders/verify-payment', { status: 200, body: verdictFixture(outcome) });
    answer('GET', 'orders/cart', { status: 200, body: cartFixture() });
    await renderCommerce(PATH);
    const box = await screen.findByTestId('payment-outcome');
    expect(box).toHaveAttribute('data-outcome', outcome);
    expect(within(box).getByRole('heading', { name: title })).toHaveFocus();
    expect(within(box).getByRole('alert')).toHaveTextContent(text);
    expect(box).toHaveTextContent('Your cart is kept: you can try again.');
    expect(within(box).getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
    expect(toasts).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the provider’s own words in the page language when the server gives them', async () => {
    answer('POST', 'orders/verify-payment', { status: 200, body: verdictFixture('DECLINED', { message: { en: 'Insufficient funds.', ar: 'الرصيد غير كافٍ.' } }) });
    answer('GET', 'orders/cart', { status: 200, body: cartFixture() });
    await renderCommerce(PATH, { language: 'ar' });
    const box = await screen.findByTestId('payment-outcome');
    expect(within(box).getByRole('heading', { name: 'رُفضت عملية الدفع' })).toBeInTheDocument();
    expect(within(box).getByRole('alert')).toHaveTextContent('الرصيد غير كافٍ.');
    expect(within(box).getByRole('link', { name: 'العودة إلى السلة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('needs an order in the address, and asks nothing without one', async () => {
    await renderCommerce('/payment-complete?paymentId=abc');
    expect(await screen.findByTestId('payment-outcome')).toHaveTextContent('This address does not name an order.');
    expect(requestsTo('POST', 'orders/verify-payment')).toHaveLength(0);
  });

  it('works without a marketplace (buy now): no cart to reload, and the way back is the item', async () => {
    answer('POST', 'orders/verify-payment', { status: 200, body: verdictFixture('DECLINED') });
    await renderCommerce('/payment-complete?orderId=55&paymentId=77', { organization: withoutMarketplace() });
    const box = await screen.findByTestId('payment-outcome');
    expect(box).not.toHaveTextContent('Your cart is kept');
    expect(within(box).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/lms/courses/6/overview');
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    expect(requestsTo('GET', 'orders/cart')).toHaveLength(0);
  });

  it('says what went wrong when the check fails, and checks again', async () => {
    answer('POST', 'orders/verify-payment', apiError(502, 'pay-005'));
    await renderCommerce(PATH);
    expect(await screen.findByTestId('error-state')).toHaveTextContent('The payment service did not answer.');
    answer('POST', 'orders/verify-payment', { status: 200, body: verdictFixture('COMPLETE') });
    answer('GET', 'orders/cart', { status: 200, body: EMPTY_CART });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'COMPLETE');
  });
});
