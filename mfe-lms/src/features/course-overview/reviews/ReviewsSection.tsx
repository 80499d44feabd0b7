import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { EmptyState, ErrorState, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { Button } from '@halaqa/ui';
import { useCourseReviews } from '../api/overview-queries';
import { ReviewList } from './ReviewList';
import { ReviewsSummary } from './ReviewsSummary';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block-end: 16px;
  h2 { margin: 0; font-size: 1.25rem; }
`;

const More = styled.div`
  margin-block-start: 8px;
`;

/**
 * A course's reviews: the summary, the newest first, and "more reviews"
 * for the next ones (the focus goes to the first one added). `action` is
 * the member's write/edit link.
 */
export function ReviewsSection({ courseId, pageSize, action, title }: {
  courseId: number;
  pageSize: number;
  action?: ReactNode;
  title: string;
}) {
  const { t } = useTranslation('mfe-lms');
  const reviews = useCourseReviews(courseId, pageSize);
  const list = useRef<HTMLDivElement>(null);

  // The index of the first review "more reviews" adds: it takes the focus once it is on screen.
  const focusFrom = useRef<number | null>(null);

  function loadMore() {
    focusFrom.current = reviews.data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;
    void reviews.fetchNextPage();
  }

  const all = reviews.data?.pages.flatMap((page) => page.data) ?? [];
  const summary = reviews.data?.pages[0]?.summary;

  useEffect(() => {
    if (focusFrom.current === null || all.length <= focusFrom.current) return;
    const first = list.current?.querySelectorAll<HTMLElement>('[data-testid="review"]')[focusFrom.current];
    focusFrom.current = null;
    if (first) {
      first.tabIndex = -1;
      first.focus();
    }
  }, [all.length]);

  return (
    <section aria-labelledby={`reviews-${courseId}-title`} data-testid="reviews">
      <Head>
        <h2 id={`reviews-${courseId}-title`}>{title}</h2>
        {action}
      </Head>
      {reviews.isPending ? (
        <SkeletonRegion label={t('loading', { ns: 'common' })}><SkeletonText lines={4} /></SkeletonRegion>
      ) : reviews.isError && !reviews.data ? (
        <ErrorState namespace="mfe-lms" error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : (
        <>
          {summary && summary.count > 0 && <ReviewsSummary summary={summary} />}
          {all.length === 0 ? <EmptyState>{t('reviews.none')}</EmptyState> : (
            <div ref={list}><ReviewList reviews={all} /></div>
          )}
          {reviews.hasNextPage && (
            <More>
              <Button type="button" $variant="ghost" onClick={loadMore} disabled={reviews.isFetchingNextPage} data-testid="more-reviews">
                {reviews.isFetchingNextPage ? t('loading', { ns: 'common' }) : t('reviews.more')}
              </Button>
            </More>
          )}
          {reviews.isFetchNextPageError && <p role="alert">{t('somethingWentWrong', { ns: 'common' })}</p>}
        </>
      )}
    </section>
  );
}
