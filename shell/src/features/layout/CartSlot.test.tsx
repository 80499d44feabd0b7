import { act, screen } from '@testing-library/react';
import { defineRemote, type RemoteManifest } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { memberSession, renderInShell } from '../../test-support/render-in-shell';
import { FIXTURE_MANIFEST, manifestEntry } from '../../test-support/site-fixture';
import { CartSlot } from './CartSlot';

/** A commerce area filling app-bar.cart@1, gated by its cart page (members, marketplace on), as the real one is. */
const commerce = defineRemote({
  name: 'mfe-commerce',
  prefixes: ['/cart'],
  routes: { cart: { path: '/cart', meta: { requiresLogin: true, featureFlags: ['marketplaceEnabled'] } } },
  slots: [{ slot: 'app-bar.cart@1', id: 'cart', module: 'cart-icon', page: 'cart', audience: 'members' }],
  texts: { en: { area: 'Store', labels: {} }, ar: { area: 'المتجر', labels: {} } },
});
const manifest: RemoteManifest = {
  ...FIXTURE_MANIFEST,
  remotes: [...FIXTURE_MANIFEST.remotes.filter((remote) => remote.name !== 'mfe-commerce'), manifestEntry(commerce, 'mfe-commerce')],
};
function CartIconFixture() {
  return <a href="/cart" data-testid="cart-icon-fixture">Cart</a>;
}
const slotFillers = { 'mfe-commerce/cart-icon': CartIconFixture };

const withoutMarketplace = () => {
  const organization = organizationFixture();
  return { ...organization, flags: { ...organization.flags, marketplaceEnabled: false } };
};

describe('the app bar cart (app-bar.cart@1)', () => {
  it('holds its room, then shows the filler once the page is idle, for a member where the marketplace is on', async () => {
    await renderInShell(<CartSlot />, { manifest, slotFillers, session: memberSession() });
    expect(screen.getByTestId('cart-room')).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByTestId('cart-icon-fixture')).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-room')).toBeNull();
  });

  it('shows nothing where the marketplace is off', async () => {
    const { container } = await renderInShell(<CartSlot />, { manifest, slotFillers, session: memberSession(), organization: withoutMarketplace() });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing to visitors', async () => {
    const { container } = await renderInShell(<CartSlot />, { manifest, slotFillers });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeEmptyDOMElement();
  });
});
