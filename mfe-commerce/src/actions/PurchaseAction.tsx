import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import type { ErrorCode, PurchaseActionProps } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { useOrganization } from '@halaqa/mfe-runtime';
import { useMutation, useQueryClient } from '@halaqa/query';
import { Link, useNavigate } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { failureCode, failureText } from '@halaqa/ui/pages';
import { commerceKeys, publishCart, useCart } from '../api/cart-queries';
import { addItem } from '../api/commerce-calls';
import { followCheckout } from '../api/follow-checkout';
import type { AddItemAnswer } from '../api/types';
import { useLeaving } from '../commerce-ui/use-leaving';
import { commercePaths } from '../definition';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  p { margin: 0; line-height: 1.5; }
`;

const Note = styled.p<{ $tone?: 'muted' | 'error' }>`
  color: ${({ theme, $tone = 'muted' }) => ($tone === 'error' ? theme.colors.error : theme.colors.muted)};
`;

/** ord-002 (ERROR_CODES.ITEM_ALREADY_IN_CART), as a checked literal: the filler does not carry the whole error catalogue. */
const ITEM_ALREADY_IN_CART: ErrorCode = 'ord-002';

/** The item's id from the slot's props (a string from the host), if it is one. */
const idOf = (value: string): number | null => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * How to get a paid item on its overview (purchase.action@1): where the
 * organization has the marketplace, add it to the cart (then go to the
 * cart); where it has none, buy it now (spec section 4: checkout at once).
 */
export function PurchaseAction({ itemType, itemId, title }: PurchaseActionProps) {
  const organization = useOrganization();
  const id = idOf(itemId);
  if (id === null) return null;
  return organization.flags.marketplaceEnabled
    ? <AddToCart itemType={itemType} itemId={id} title={title} />
    : <BuyNow itemType={itemType} itemId={id} title={title} />;
}

interface ItemProps {
  itemType: PurchaseActionProps['itemType'];
  itemId: number;
  title: string;
}

function useAddItem({ itemType, itemId }: ItemProps, onAnswer: (answer: AddItemAnswer) => void) {
  return useMutation({ mutationFn: () => addItem(itemType, itemId), onSuccess: onAnswer });
}

function AddToCart(item: ItemProps) {
  const { t } = useTranslation('mfe-commerce');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cart = useCart();
  const goToCart = useRef<HTMLAnchorElement>(null);
  const [justAdded, setJustAdded] = useState(false);
  const add = useAddItem(item, (answer) => {
    if (answer.mode === 'BUY_NOW') {
      followCheckout(answer.checkout, navigate);
      return;
    }
    publishCart(queryClient, answer.cart);
    setJustAdded(true);
    bus.emit('toast', { type: 'success', message: t('actions.added', { title: item.title }) });
  });
  const refusal = add.error ? failureCode(add.error) : null;
  // Already in the cart (another tab put it there): the cart is reloaded and says so.
  useEffect(() => {
    if (refusal === ITEM_ALREADY_IN_CART) void queryClient.invalidateQueries({ queryKey: commerceKeys.cart });
  }, [refusal, queryClient]);
  const inCart = cart.data?.items.some((line) => line.itemType === item.itemType && line.itemId === item.itemId) ?? false;

  // The button the member pressed is gone: the focus goes to what replaced it.
  useEffect(() => {
    if (justAdded && inCart) goToCart.current?.focus();
  }, [justAdded, inCart]);

  if (inCart) {
    return (
      <Stack data-testid="purchase-action" data-state="in-cart">
        <Note>{t('actions.inCart')}</Note>
        <Button as={Link} ref={goToCart} to={commercePaths.cart()} data-testid="go-to-cart">{t('actions.goToCart')}</Button>
      </Stack>
    );
  }
  return (
    <Stack data-testid="purchase-action" data-state="add">
      <Button
        type="button"
        onClick={() => add.mutate()}
        disabled={add.isPending}
        aria-busy={add.isPending || undefined}
        aria-label={add.isPending ? undefined : t('actions.addToCartNamed', { title: item.title })}
        data-testid="add-to-cart"
      >
        {add.isPending ? t('actions.adding') : t('actions.addToCart')}
      </Button>
      {add.error && refusal !== ITEM_ALREADY_IN_CART
        ? <Note $tone="error" role="alert" data-testid="purchase-error">{failureText(t, add.error, 'mfe-commerce')}</Note>
        : null}
    </Stack>
  );
}

function BuyNow(item: ItemProps) {
  const { t } = useTranslation('mfe-commerce');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useLeaving();
  const [unusable, setUnusable] = useState(false);
  const buy = useAddItem(item, (answer) => {
    if (answer.mode === 'CART') {
      // The organization switched its marketplace on meanwhile: the item is in the cart.
      publishCart(queryClient, answer.cart);
      navigate(commercePaths.cart());
      return;
    }
    const left = followCheckout(answer.checkout, navigate);
    setLeaving(left);
    setUnusable(!left);
  });
  const busy = buy.isPending || leaving;
  return (
    <Stack data-testid="purchase-action" data-state="buy-now">
      <Note>{t('actions.buyNowNote')}</Note>
      <Button
        type="button"
        onClick={() => { setUnusable(false); buy.mutate(); }}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={busy ? undefined : t('actions.buyNowNamed', { title: item.title })}
        data-testid="buy-now"
      >
        {busy ? t('actions.opening') : t('actions.buyNow')}
      </Button>
      {buy.error || unusable
        ? <Note $tone="error" role="alert" data-testid="purchase-error">{failureText(t, buy.error ?? new Error(), 'mfe-commerce')}</Note>
        : null}
    </Stack>
  );
}
