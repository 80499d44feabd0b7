import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { unreadBadgeText } from '@halaqa/contracts/src/notifications';
import { useTranslation } from '@halaqa/i18n';
import { NavLink } from '@halaqa/router';
import { useCart } from '../api/cart-queries';
import { commercePaths } from '../definition';

const CartLink = styled(NavLink)`
  position: relative;
  width: 40px;
  height: 40px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: inherit;
  &:hover, &[aria-current='page'] { background: ${({ theme }) => theme.colors.primaryRaised}; }
`;

// The same badge as the notification bell's (spec section 2: 9+ above 9).
const Badge = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-end: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: #b3261e;
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
`;

/** A shopping cart, drawn here: the design system's icons are in the shell's first load. */
const CART_PATH = 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1zM18 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z';

/** The last count told on the bus, and when: newer than the cached cart, it wins. */
interface Announced {
  count: number;
  at: number;
}

/**
 * The app bar's cart (spec section 2; the app-bar.cart@1 slot): a link to
 * /cart with the number of items. The count is the cart's (GET orders/cart)
 * and follows 'cart.changed', which every add, remove and checkout tells,
 * from whichever area did it.
 */
export function CartIcon() {
  const { t } = useTranslation('mfe-commerce');
  const cart = useCart();
  const [announced, setAnnounced] = useState<Announced | null>(null);
  useEffect(() => bus.on('cart.changed', ({ count }) => setAnnounced({ count, at: Date.now() })), []);

  const fromCart = cart.data?.count ?? 0;
  const count = announced && announced.at >= cart.dataUpdatedAt ? announced.count : fromCart;
  const path = commercePaths.cart();
  return (
    <CartLink to={path} aria-label={t('cartIcon.label', { count })} data-testid="cart-icon" data-count={count}>
      <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={CART_PATH} />
      </svg>
      {count > 0 && <Badge aria-hidden="true" data-testid="cart-badge">{unreadBadgeText(count)}</Badge>}
    </CartLink>
  );
}
