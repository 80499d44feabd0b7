import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';

export const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Stars = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.rating};
  svg { display: block; }
`;

/** One star filled `fill` (0..1) from the reading start, so a half star fills its right half in Arabic. */
function Star({ fill, size, rtl }: { fill: number; size: number; rtl: boolean }) {
  const id = `star-${useId().replace(/:/g, '')}`;
  const width = Math.max(0, Math.min(1, fill)) * 24;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={id}><rect x={rtl ? 24 - width : 0} y="0" width={width} height="24" /></clipPath>
      </defs>
      <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d={STAR_PATH} fill="currentColor" clipPath={`url(#${id})`} />
    </svg>
  );
}

/**
 * The average rating as five stars and the number of ratings. Readers hear
 * "Rated 4.5 out of 5, 12 ratings" once, not five pictures.
 */
export function RatingStars({ average, count, size = 16, showCount = true }: {
  average: number | null;
  count: number;
  size?: number;
  showCount?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  if (average === null || count === 0) return <Row data-testid="rating">{t('rating.none')}</Row>;
  const countText = t('rating.count', { count, formattedCount: number.format(count) });
  return (
    <Row data-testid="rating">
      <Stars role="img" aria-label={t('rating.stars', { rating: number.format(average) })}>
        {[0, 1, 2, 3, 4].map((i) => <Star key={i} fill={average - i} size={size} rtl={rtl} />)}
      </Stars>
      <span aria-hidden="true">{number.format(average)}</span>
      {showCount && <span>({countText})</span>}
    </Row>
  );
}
