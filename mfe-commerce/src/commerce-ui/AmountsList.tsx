import { Fragment } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import type { CartItem, OrderAmounts } from '../api/types';
import { formatRate, useMoney } from './format';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  /* No gap between the columns: the total's rule runs across both. */
  gap: 8px 0;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; padding-inline-start: 16px; text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .total { font-weight: 700; font-size: 1.15rem; color: ${({ theme }) => theme.colors.text}; }
  .total-row { border-block-start: 1px solid ${({ theme }) => theme.colors.border}; padding-block-start: 8px; }
`;

/** The one VAT rate of the items ("15%"), or null when they differ. */
function sharedRate(items: readonly CartItem[]): number | null {
  const rates = new Set(items.map((item) => item.taxRateBasisPoints));
  return rates.size === 1 ? [...rates][0] ?? null : null;
}

/**
 * An order's amounts as the server computed them (never added up here):
 * subtotal before VAT, the voucher's discount, VAT, and the total.
 */
export function AmountsList({ amounts, items, voucherCode = null, extra = [] }: {
  amounts: OrderAmounts;
  items: readonly CartItem[];
  voucherCode?: string | null;
  /** More rows after the total (paid, refunded). */
  extra?: ReadonlyArray<{ label: string; amount: number }>;
}) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const money = useMoney();
  const rate = sharedRate(items);
  const { currency } = amounts;
  return (
    <List data-testid="order-amounts">
      <dt>{t('amounts.subtotal')}</dt>
      <dd data-testid="amount-subtotal">{money(amounts.amountWithoutTax, currency)}</dd>
      {amounts.discountAmount > 0 && (
        <>
          <dt>{voucherCode ? t('amounts.discountWithCode', { code: voucherCode }) : t('amounts.discount')}</dt>
          <dd data-testid="amount-discount">{money(-amounts.discountAmount, currency)}</dd>
        </>
      )}
      <dt>{rate === null ? t('amounts.vatMixed') : t('amounts.vat', { rate: formatRate(rate, language) })}</dt>
      <dd data-testid="amount-vat">{money(amounts.taxAmount, currency)}</dd>
      <dt className="total total-row">{t('amounts.total')}</dt>
      <dd className="total total-row" data-testid="amount-total">{money(amounts.totalAmount, currency)}</dd>
      {extra.map((row) => (
        <Fragment key={row.label}>
          <dt>{row.label}</dt>
          <dd>{money(row.amount, currency)}</dd>
        </Fragment>
      ))}
    </List>
  );
}
