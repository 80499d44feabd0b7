import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { RatingStars } from '@halaqa/ui/pages';
import type { ReviewSummary } from '../api/types';

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 32px;
  .average { font-size: 2.5rem; font-weight: 700; line-height: 1; }
`;

const Bars = styled.ul`
  flex: 1 1 240px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; grid-template-columns: 4.5em 1fr 3em; align-items: center; gap: 10px; font-size: 0.9rem; padding-block: 2px; }
  .count { text-align: end; color: ${({ theme }) => theme.colors.muted}; }
`;

const Bar = styled.span`
  display: block;
  block-size: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  span { display: block; block-size: 100%; background: ${({ theme }) => theme.colors.rating}; }
`;

const STARS = [5, 4, 3, 2, 1] as const;

/** The average, the number of reviews and how they spread over 5 to 1 stars. */
export function ReviewsSummary({ summary }: { summary: ReviewSummary }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Layout data-testid="reviews-summary">
      {summary.average !== null && <span className="average" aria-hidden="true">{number.format(summary.average)}</span>}
      <RatingStars average={summary.average} count={summary.count} size={20} />
      {summary.count > 0 && (
        <Bars aria-label={t('reviews.distribution')}>
          {STARS.map((stars) => {
            const count = summary.distribution[stars];
            const share = Math.round((count / summary.count) * 100);
            return (
              <li key={stars} aria-label={t('reviews.distributionRow', { count, stars: number.format(stars), formattedCount: number.format(count) })}>
                <span aria-hidden="true">{t('reviews.starsShort', { stars: number.format(stars) })}</span>
                <Bar aria-hidden="true"><span style={{ inlineSize: `${share}%` }} /></Bar>
                <span className="count" aria-hidden="true">{number.format(count)}</span>
              </li>
            );
          })}
        </Bars>
      )}
    </Layout>
  );
}
