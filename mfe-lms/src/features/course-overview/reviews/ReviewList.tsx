import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { RatingStars } from '@halaqa/ui/pages';
import { formatDate } from '../../../format/dates';
import type { Review } from '../api/types';
import { PersonAvatar } from '../components/PersonAvatar';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: flex; gap: 12px; padding-block: 16px; }
  > li + li { border-block-start: 1px solid ${({ theme }) => theme.colors.border}; }
  h3 { margin: 0; font-size: 1rem; }
  .meta { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; margin-block: 4px 8px; font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
  p { margin: 0; line-height: 1.6; white-space: pre-line; overflow-wrap: anywhere; }
`;

/** Reviews, each with its author, stars, date and text (the author's name is the item's heading). */
export function ReviewList({ reviews, headingLevel = 3 }: { reviews: readonly Review[]; headingLevel?: 3 | 4 }) {
  const language = usePageLanguage();
  const { t } = useTranslation('mfe-lms');
  const Heading = `h${headingLevel}` as const;
  return (
    <List data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id} data-testid="review">
          <PersonAvatar person={review.author} size={40} />
          <div>
            <Heading>{review.author.name}</Heading>
            <div className="meta">
              <RatingStars average={review.rating} count={1} showCount={false} />
              <time dateTime={review.updatedAt}>{formatDate(review.updatedAt, language)}</time>
              {review.updatedAt !== review.createdAt && <span>{t('reviews.edited')}</span>}
            </div>
            {review.text && <p dir="auto">{review.text}</p>}
          </div>
        </li>
      ))}
    </List>
  );
}
