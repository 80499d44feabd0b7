import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { VisuallyHidden } from '@halaqa/ui/pages';
import type { CartItem } from '../api/types';
import { formatDay, itemTitle, useMoney } from './format';

const Row = styled.div`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  gap: 16px;
  align-items: start;
  @media (max-width: 640px) {
    grid-template-columns: 72px minmax(0, 1fr);
    .price { grid-column: 2; }
  }
  h2, h3 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 2px 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const Image = styled.img`
  inline-size: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.background};
`;

const Placeholder = styled.div`
  inline-size: 100%;
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Price = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  font-weight: 700;
  @media (max-width: 640px) { align-items: flex-start; }
  del { font-weight: 400; font-size: 0.85em; color: ${({ theme }) => theme.colors.muted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin-block-start: 8px;
`;

/**
 * One bought or to-be-bought item: its picture, kind, title in the page
 * language, start date and price before VAT (the old price struck through),
 * with what can be done about it below (remove, refund).
 */
export function ItemSummary({ item, currency, heading = 'h2', children }: {
  item: CartItem;
  currency: string;
  heading?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const money = useMoney();
  const Title = heading;
  const discounted = item.oldPrice !== null && item.oldPrice > item.unitPrice;
  return (
    <Row>
      {item.imageUrl ? <Image src={item.imageUrl} alt="" loading="lazy" /> : <Placeholder aria-hidden="true" />}
      <div>
        <p>{t(`itemType.${item.itemType}`)}</p>
        {/* Isolated, not turned around: an English title on an Arabic page stays in the page's direction. */}
        <Title data-testid="item-title"><bdi>{itemTitle(item, language)}</bdi></Title>
        {item.startsAt && <p>{t('price.startsOn', { date: formatDay(item.startsAt, language) })}</p>}
        {children ? <Actions>{children}</Actions> : null}
      </div>
      <Price className="price" data-testid="item-price">
        {discounted && <VisuallyHidden>{t('price.now')}</VisuallyHidden>}
        <span>{money(item.unitPrice, currency)}</span>
        {discounted && item.oldPrice !== null && (
          <del data-testid="item-old-price"><VisuallyHidden>{t('price.was')}</VisuallyHidden>{money(item.oldPrice, currency)}</del>
        )}
      </Price>
    </Row>
  );
}
