import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { ERROR_CODES } from '@halaqa/contracts';
import { Button } from '@halaqa/ui';
import { failureCode } from '@halaqa/ui/pages';
import { useReviewQueue } from '../api/review-queries';
import { examPaths } from './exam-paths';

const Entry = styled.p<{ $spaced: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0 0 ${({ $spaced }) => ($spaced ? 16 : 0)}px;
  .waiting { color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * The way to the course's review queue, with how many attempts wait, for
 * those who teach the course (the player says so; never in student view).
 * It reads the queue's first page, which the queue then shows at once.
 * `spaced`: it stands in a flow of blocks without gaps (the exam list).
 */
export function ReviewQueueLink({ courseId, teaching, spaced = false }: { courseId: number; teaching: boolean; spaced?: boolean }) {
  const { t } = useTranslation('mfe-exams');
  const queue = useReviewQueue(courseId, 1, teaching);
  const to = examPaths.reviews(courseId);
  // The API decides who teaches: a refusal (no course management, not this course's) offers nothing.
  const refused = queue.isError && [ERROR_CODES.FORBIDDEN, ERROR_CODES.NOT_FOUND].includes(failureCode(queue.error) as typeof ERROR_CODES.FORBIDDEN);
  if (!teaching || !to || refused) return null;
  const count = queue.data?.count;
  return (
    <Entry $spaced={spaced} data-testid="review-queue-entry">
      <Button as={Link} to={to} $variant="ghost" data-testid="review-queue-link">{t('queue.link')}</Button>
      {count !== undefined && (
        <span className="waiting" data-testid="review-queue-count">{count === 0 ? t('queue.nothingWaiting') : t('queue.waiting', { count })}</span>
      )}
    </Entry>
  );
}
