import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { formatMoney, VisuallyHidden } from '@halaqa/ui/pages';
import type { Priced } from './course-types';

const Price = styled.span<{ $large?: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px;
  font-weight: 700;
  font-size: ${({ $large }) => ($large ? '1.5rem' : '1rem')};
  del { font-weight: 400; font-size: 0.85em; color: ${({ theme }) => theme.colors.muted}; }
`;

/** "Free", or the price in the page language with the old price struck through when discounted. */
export function PriceTag({ item, large }: { item: Priced; large?: boolean }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  if (item.price === 0) return <Price $large={large} data-testid="price">{t('price.free')}</Price>;
  const discounted = item.isDiscounted && item.oldPrice !== null && item.oldPrice > item.price;
  return (
    <Price $large={large} data-testid="price">
      {discounted && <VisuallyHidden>{t('price.now')}</VisuallyHidden>}
      <span>{formatMoney(item.price, item.currencyCode, language)}</span>
      {discounted && item.oldPrice !== null && (
        <del data-testid="old-price"><VisuallyHidden>{t('price.was')}</VisuallyHidden>{formatMoney(item.oldPrice, item.currencyCode, language)}</del>
      )}
    </Price>
  );
}
