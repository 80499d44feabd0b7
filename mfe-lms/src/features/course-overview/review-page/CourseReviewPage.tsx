import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { useSession } from '@halaqa/session';
import { ErrorState, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import type { CourseOverview } from '../../catalogue/api/types';
import { SignInPrompt } from '../../catalogue/components/SignInPrompt';
import { PageFrame } from '../../lms-tabs/LmsTabs';
import { useCourseOverview, useMyReview } from '../api/overview-queries';
import { CourseLoadFailure } from '../components/CourseLoadFailure';
import { CourseNotFound } from '../components/CourseNotFound';
import { OverviewSkeleton } from '../components/OverviewSkeleton';
import { routeIdOf } from '../route-id';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { MyReviewForm } from './MyReviewForm';

export const REVIEW_PAGE_SIZE = 10;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
`;

const Mine = styled.section`
  margin-block: 16px 40px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  h2 { margin: 0 0 16px; font-size: 1.2rem; }
`;

const Note = styled.p`
  margin: 16px 0 32px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /lms/courses/{courseId}/review (public): everyone reads the reviews; an enrolled member writes, edits or deletes theirs. */
export function CourseReviewPage({ params }: PageProps) {
  const courseId = routeIdOf(params.courseId);
  return <PageFrame>{courseId === null ? <CourseNotFound /> : <ReviewPage courseId={courseId} />}</PageFrame>;
}

function ReviewPage({ courseId }: { courseId: number }) {
  const overview = useCourseOverview(courseId);
  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) return <CourseLoadFailure error={overview.error} onRetry={() => void overview.refetch()} />;
  return <ReviewContent course={overview.data} />;
}

function ReviewContent({ course }: { course: CourseOverview }) {
  const { t } = useTranslation('mfe-lms');
  const { signedIn } = useSession();
  const enrolled = course.enrollmentState === 'ENROLLED';
  return (
    <>
      <Back to={`/lms/courses/${course.id}/overview`}>{t('reviewPage.back', { name: course.name })}</Back>
      <h1>{t('reviewPage.title', { name: course.name })}</h1>
      {!signedIn ? (
        <SignInPrompt title={t('signIn.toReview')} />
      ) : enrolled ? (
        <MyReview courseId={course.id} />
      ) : (
        <Note data-testid="review-not-enrolled">{t('errors.rev-001')}</Note>
      )}
      <ReviewsSection courseId={course.id} pageSize={REVIEW_PAGE_SIZE} title={t('reviews.title')} />
    </>
  );
}

function MyReview({ courseId }: { courseId: number }) {
  const { t } = useTranslation('mfe-lms');
  const review = useMyReview(courseId, true);
  return (
    <Mine aria-labelledby="my-review-title">
      <h2 id="my-review-title">{t('reviewPage.yours')}</h2>
      {review.isPending ? (
        <SkeletonRegion label={t('loading', { ns: 'common' })}><SkeletonText lines={4} /></SkeletonRegion>
      ) : review.isError ? (
        <ErrorState namespace="mfe-lms" error={review.error} onRetry={() => void review.refetch()} />
      ) : (
        <MyReviewForm courseId={courseId} review={review.data} />
      )}
    </Mine>
  );
}
