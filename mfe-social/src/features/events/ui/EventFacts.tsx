import styled from 'styled-components';
import { useTranslation, usePageLanguage, numberFormat } from '@halaqa/i18n';
import type { EventCard, MyEventStatus } from '../../../api/events-types';
import { formatPrice } from './format';

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  s { font-weight: 400; color: ${({ theme }) => theme.colors.muted}; margin-inline-start: 8px; }
`;

/** The price, or "Free"; a former price struck through beside it, read as such. */
export function PriceTag({ price, oldPrice, currency }: Pick<EventCard, 'price' | 'oldPrice' | 'currency'>) {
  const { t } = useTranslation('mfe-social');
  const language = usePageLanguage();
  if (price === 0) return <Price data-testid="event-price">{t('events.free')}</Price>;
  return (
    <Price data-testid="event-price">
      {formatPrice(price, currency, language)}
      {oldPrice !== null && oldPrice > price && (
        <s aria-label={t('events.oldPrice', { price: formatPrice(oldPrice, currency, language) })}>{formatPrice(oldPrice, currency, language)}</s>
      )}
    </Price>
  );
}

/** How many places are left ("Full" when none); nothing for an event without a limit. */
export function PlacesLeft({ placesLeft, as }: { placesLeft: number | null; as?: 'li' | 'p' }) {
  const { t, i18n } = useTranslation('mfe-social');
  if (placesLeft === null) return null;
  const Tag = as ?? 'p';
  return (
    <Tag data-testid="places-left">
      {placesLeft <= 0 ? t('events.full') : t('events.placesLeft', { count: placesLeft, formatted: numberFormat(i18n.language).format(placesLeft) })}
    </Tag>
  );
}

const Badge = styled.span`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/** The member's place on the event, when they hold one. */
export function StatusBadge({ status }: { status: MyEventStatus | null }) {
  const { t } = useTranslation('mfe-social');
  if (status === null) return null;
  return <Badge data-testid="my-status">{t(`events.status.${status}`)}</Badge>;
}
