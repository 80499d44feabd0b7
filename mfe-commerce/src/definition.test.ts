import path from 'node:path';
import { checkDefinition, findRoute } from '@halaqa/contracts/src/testing/definition-checks';
import { commerce } from './definition';
import { pages } from './pages';
import { translations } from './i18n/translations';

const { definition } = commerce;
const byPath = (routePath: string) => findRoute(definition, routePath);

/** Spec section 2 paths owned by mfe-commerce. */
const SPEC_PATHS = ['/cart', '/profile/payment-history', '/profile/payment-history/:orderId', '/payment-complete'];

checkDefinition({ definition, pages, titles: translations, requiredPaths: SPEC_PATHS, packageDir: path.join(__dirname, '..') });

describe('mfe-commerce definition', () => {
  it('carries the spec meta', () => {
    for (const routePath of ['/cart', '/profile/payment-history', '/profile/payment-history/:orderId']) {
      expect(byPath(routePath).meta).toEqual({ requiresLogin: true, featureFlags: ['marketplaceEnabled'] });
    }
    expect(byPath('/payment-complete').meta).toEqual({ requiresLogin: true, memberPermissions: ['access-courses'] });
  });

  it('offers the payment history in the avatar menu, gated by its route (the marketplace)', () => {
    expect(definition.menus).toEqual([expect.objectContaining({ page: 'paymentHistory', placements: ['avatar-menu'], audience: 'members' })]);
  });

  it('fills the app bar cart (gated by the cart page: members, marketplace on) and the overviews\' purchase action', () => {
    expect(definition.slots).toEqual([
      expect.objectContaining({ slot: 'app-bar.cart@1', module: 'cart-icon', page: 'cart', audience: 'members' }),
      expect.objectContaining({ slot: 'purchase.action@1', module: 'purchase-action', audience: 'members' }),
    ]);
    // The purchase action works without a marketplace too (buy now): no page gates it.
    expect(definition.slots[1]).not.toHaveProperty('page');
  });
});
