import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { defineRemote, type PurchaseActionProps } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import { Slot } from '@halaqa/mfe-runtime/slots';
import { renderRoute, resetRouteState, type RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { commerce } from '../definition';
import { axeViolations } from '../testing/axe';
import { cartFixture, cartItemFixture, EMPTY_CART, specializationItemFixture } from '../testing/fixtures';
import { COMMERCE_FILLERS } from '../testing/render-commerce';
import { watchCommerceEffects } from '../testing/watch-effects';

/** Another area's pages hosting the two slots, as the shell's app bar and mfe-lms's overviews do. */
const host = defineRemote({
  name: 'mfe-host-fixture',
  prefixes: ['/host'],
  routes: { bar: { path: '/host/bar' }, overview: { path: '/host/overview' } },
  texts: { en: { area: 'Host', labels: {} }, ar: { area: 'المضيف', labels: {} } },
});
const SPECIALIZATION: PurchaseActionProps = { itemType: 'SPECIALIZATION', itemId: '2', title: 'Data Science Track' };
const hostPages = {
  bar: () => <nav aria-label="App bar"><Slot name="app-bar.cart@1" props={{}} /></nav>,
  overview: () => <main><h1>Data Science Track</h1><Slot name="purchase.action@1" props={SPECIALIZATION} /></main>,
};
const renderHost = (path: string, options: RenderRouteOptions = {}) => renderRoute(
  { remote: host, pages: hostPages, translations: { en: { pages: {} }, ar: { pages: {} } } },
  path,
  { signedIn: true, otherAreas: [commerce.definition, rolesFixture], slotFillers: COMMERCE_FILLERS, ...options },
);
const withoutMarketplace = () => {
  const organization = organizationFixture();
  return { ...organization, flags: { ...organization.flags, marketplaceEnabled: false } };
};

const { toasts, counts, opened } = watchCommerceEffects();
afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetRouteState();
});

describe('the app bar cart (app-bar.cart@1)', () => {
  it('links to the cart with the count of its items, and passes axe', async () => {
    answer('GET', 'orders/cart', { status: 200, body: cartFixture() });
    await renderHost('/host/bar');
    const link = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(screen.getByTestId('cart-badge')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows 9+ above nine, and no badge for an empty cart', async () => {
    const many = Array.from({ length: 12 }, (_, index) => cartItemFixture({ id: 200 + index, itemId: 300 + index }));
    answer('GET', 'orders/cart', { status: 200, body: cartFixture({ items: many }) });
    const first = await renderHost('/host/bar');
    expect(await screen.findByRole('link', { name: 'Cart, 12 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('9+');
    first.unmount();
    await resetRouteState();

    answer('GET', 'orders/cart', { status: 200, body: EMPTY_CART });
    await renderHost('/host/bar');
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('follows cart.changed, told by whichever area changed the cart', async () => {
    answer('GET', 'orders/cart', { status: 200, body: cartFixture({ items: [cartItemFixture()] }) });
    await renderHost('/host/bar');
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    act(() => bus.emit('cart.changed', { count: 3 }));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    act(() => bus.emit('cart.changed', { count: 0 }));
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(requestsTo('GET', 'orders/cart')).toHaveLength(1);
  });

  it('is not there where the marketplace is off, nor for visitors', async () => {
    const view = await renderHost('/host/bar', { organization: withoutMarketplace() });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('cart-icon')).toBeNull();
    view.unmount();
    await resetRouteState();
    await renderHost('/host/bar', { signedIn: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('cart-icon')).toBeNull();
    expect(requestsTo('GET', 'orders/cart')).toHaveLength(0);
  });

  it('speaks Arabic', async () => {
    answer('GET', 'orders/cart', { status: 200, body: cartFixture() });
    await renderHost('/host/bar', { language: 'ar' });
    expect(await screen.findByRole('link', { name: 'السلة، عنصران' })).toBeInTheDocument();
  });
});

describe('the purchase action (purchase.action@1), marketplace on', () => {
  it('adds the item to the cart: toast, badge, and the focus on "Go to cart"', async () => {
    answer('GET', 'orders/cart', { status: 200, body: cartFixture({ items: [cartItemFixture()] }) });
    answer('POST', 'orders/add-item', { status: 200, body: { mode: 'CART', cart: cartFixture() } });
    await renderHost('/host/overview');
    const add = await screen.findByRole('button', { name: 'Add to cart: Data Science Track' });
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(add);
    const goToCart = await screen.findByRole('link', { name: 'Go to cart' });
    expect(goToCart).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(goToCart).toHaveFocus());
    expect(requestsTo('POST', 'orders/add-item')[0]!.body).toEqual({ itemType: 'SPECIALIZATION', itemId: 2 });
    expect(toasts).toEqual(['success:“Data Science Track” was added to your cart.']);
    expect(counts).toEqual([2]);
    expect(screen.getByTestId('purchase-action')).toHaveTextContent('It is in your cart.');
  });

  it('offers "Go to cart" at once for an item already in the cart', async () => {
    answer('GET', 'orders/cart', { status: 200, body: cartFixture({ items: [specializationItemFixture()] }) });
    await renderHost('/host/overview');
    expect(await screen.findByRole('link', { name: 'Go to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it.each([
    ['ord-001', 'You already have this one: it is in your Courses.'],
    ['ord-003', 'This one cannot be bought right now: it may be full, closed or no longer offered.'],
  ])('says clearly why it is refused (%s)', async (code, text) => {
    answer('GET', 'orders/cart', { status: 200, body: EMPTY_CART });
    answer('POST', 'orders/add-item', apiError(409, code));
    await renderHost('/host/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Data Science Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Add to cart: Data Science Track' })).toBeEnabled();
    expect(toasts).toEqual([]);
  });

  it('reloads the cart when the item was already in it (ord-002: another tab added it)', async () => {
    answer('GET', 'orders/cart', { status: 200, body: EMPTY_CART });
    answer('POST', 'orders/add-item', () => {
      answer('GET', 'orders/cart', { status: 200, body: cartFixture({ items: [specializationItemFixture()] }) });
      return apiError(409, 'ord-002');
    });
    await renderHost('/host/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Data Science Track' }));
    expect(await screen.findByRole('link', { name: 'Go to cart' })).toBeInTheDocument();
    expect(requestsTo('GET', 'orders/cart')).toHaveLength(2);
  });

  it('speaks Arabic', async () => {
    answer('GET', 'orders/cart', { status: 200, body: EMPTY_CART });
    await renderHost('/host/overview', { language: 'ar' });
    expect(await screen.findByRole('button', { name: 'أضف إلى السلة: Data Science Track' })).toHaveTextContent('أضف إلى السلة');
  });
});

describe('the purchase action, marketplace off (buy now)', () => {
  it('buys at once: to the provider’s page for a paid item, with no cart asked for', async () => {
    answer('POST', 'orders/add-item', { status: 200, body: { mode: 'BUY_NOW', checkout: { orderId: 70, status: 'AWAITING_PAYMENT', paymentId: 80, provider: 'CARD', checkoutUrl: 'http://nour.localhost/api/sandbox-payments/80' } } });
    await renderHost('/host/overview', { organization: withoutMarketplace() });
    const buy = await screen.findByRole('button', { name: 'Buy now: Data Science Track' });
    expect(screen.getByTestId('purchase-action')).toHaveTextContent('Pay now and you are enrolled at once.');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(buy);
    await waitFor(() => expect(opened).toEqual(['http://nour.localhost/api/sandbox-payments/80']));
    expect(screen.getByTestId('buy-now')).toBeDisabled();
    expect(screen.getByTestId('buy-now')).toHaveTextContent('Opening the payment…');
    expect(requestsTo('GET', 'orders/cart')).toHaveLength(0);
  });

  it('goes straight to /payment-complete when nothing is left to pay', async () => {
    answer('POST', 'orders/add-item', { status: 200, body: { mode: 'BUY_NOW', checkout: { orderId: 71, status: 'COMPLETE', redirectTo: '/payment-complete?orderId=71' } } });
    await renderHost('/host/overview', { organization: withoutMarketplace() });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy now: Data Science Track' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payment-complete?orderId=71'));
    expect(opened).toEqual([]);
  });

  it('says why it is refused, in Arabic', async () => {
    answer('POST', 'orders/add-item', apiError(409, 'ord-001'));
    await renderHost('/host/overview', { organization: withoutMarketplace(), language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'اشترِ الآن: Data Science Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('هذا لديك بالفعل');
  });
});
