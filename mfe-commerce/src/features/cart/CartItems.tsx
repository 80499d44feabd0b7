import { useRef } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureText } from '@halaqa/ui/pages';
import type { Cart, CartItem } from '../../api/types';
import { itemTitle } from '../../commerce-ui/format';
import { ItemSummary } from '../../commerce-ui/ItemSummary';
import { useRemoveItem } from './cart-mutations';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  > li {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius * 1.5}px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * The cart's items, each with its remove button. After a removal the focus
 * goes to the next item's button (else the previous one's), so keyboard
 * users stay in the list; the last one leaves the empty cart's heading to
 * the page (`onEmptied`).
 */
export function CartItems({ cart, onEmptied }: { cart: Cart; onEmptied(): void }) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const currency = cart.order?.currency ?? 'SAR';

  const remove = useRemoveItem((next, removedId) => {
    const removed = cart.items.find((item) => item.id === removedId);
    if (removed) bus.emit('toast', { type: 'success', message: t('cart.removed', { title: itemTitle(removed, language) }) });
    const at = cart.items.findIndex((item) => item.id === removedId);
    const after = cart.items.slice(at + 1).concat(cart.items.slice(0, at).reverse()).find((item) => next.items.some((left) => left.id === item.id));
    // After the list has re-rendered without the removed item.
    setTimeout(() => (after ? buttons.current.get(after.id)?.focus() : onEmptied()), 0);
  });

  const removing = (item: CartItem) => remove.isPending && remove.variables === item.id;
  return (
    <List aria-label={t('cart.itemsTitle')} data-testid="cart-items">
      {cart.items.map((item) => (
        <li key={item.id} data-testid="cart-item">
          <ItemSummary item={item} currency={currency}>
            <Button
              ref={(node: HTMLButtonElement | null) => { if (node) buttons.current.set(item.id, node); else buttons.current.delete(item.id); }}
              type="button"
              $variant="ghost"
              disabled={remove.isPending}
              aria-busy={removing(item) || undefined}
              aria-label={t('cart.removeNamed', { title: itemTitle(item, language) })}
              onClick={() => remove.mutate(item.id)}
              data-testid="remove-item"
            >
              {removing(item) ? t('cart.removing') : t('cart.remove')}
            </Button>
            {remove.isError && remove.variables === item.id
              ? <Failure role="alert">{failureText(t, remove.error, 'mfe-commerce')}</Failure>
              : null}
          </ItemSummary>
        </li>
      ))}
    </List>
  );
}
