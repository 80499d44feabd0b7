import type { Ref } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { failureText } from '@halaqa/ui/pages';
import type { Cart } from '../../api/types';
import { itemTitle, useMoney } from '../../commerce-ui/format';

const Box = styled.section`
  padding: 16px;
  border: 2px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 8px; font-size: 1.05rem; }
  h2:focus { outline: none; }
  p, ul { margin: 0 0 8px; }
  ul { padding-inline-start: 20px; }
`;

/**
 * Prices changed since the member put the items in the cart (the cart's
 * priceChanges and a voucher the re-pricing took off, or a checkout refused
 * with ord-004): the changes and the new total, to accept before paying.
 * Nothing is charged that was not shown.
 */
export function PriceChangeNotice({ cart, headingRef, onAccept }: { cart: Cart; headingRef: Ref<HTMLHeadingElement>; onAccept(): void }) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const money = useMoney();
  const currency = cart.order?.currency ?? 'SAR';
  return (
    <Box aria-labelledby="price-changes-title" data-testid="price-changes">
      <h2 id="price-changes-title" ref={headingRef} tabIndex={-1}>{t('priceChanges.title')}</h2>
      <p>{t('priceChanges.lead')}</p>
      {(cart.priceChanges.length > 0 || cart.droppedVoucher) && (
        <ul>
          {cart.priceChanges.map((change) => (
            <li key={change.purchasedItemId}>
              {change.after === null
                ? t('priceChanges.gone', { title: itemTitle(change, language) })
                : t('priceChanges.line', { title: itemTitle(change, language), before: money(change.before, currency), after: money(change.after, currency) })}
            </li>
          ))}
          {cart.droppedVoucher && (
            <li>{t('priceChanges.voucherDropped', { code: cart.droppedVoucher.code, reason: failureText(t, { statusCode: 409, code: cart.droppedVoucher.reason, message: '' }, 'mfe-commerce') })}</li>
          )}
        </ul>
      )}
      {cart.order && <p><strong>{t('priceChanges.newTotal', { total: money(cart.order.totalAmount, currency) })}</strong></p>}
      <Button type="button" $variant="secondary" onClick={onAccept} data-testid="accept-prices">{t('priceChanges.accept')}</Button>
    </Box>
  );
}
