import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { useSession } from '@halaqa/session';
import { ErrorState, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { lmsPaths } from '../../../definition';
import { SignInPrompt } from '../../../sign-in/SignInPrompt';
import { useMyReview } from '../api/overview-queries';
import type { CourseOverview } from '../api/types';
import { CourseByRoute } from '../components/CourseByRoute';
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
  return <CourseByRoute courseId={params.courseId}>{(course) => <ReviewContent course={course} />}</CourseByRoute>;
}

function ReviewContent({ course }: { course: CourseOverview }) {
  const { t } = useTranslation('mfe-lms');
  const { signedIn } = useSession();
  const enrolled = course.enrollmentState === 'ENROLLED';
  return (
    <>
      <Back to={lmsPaths.courseOverview(course.id)}>{t('reviewPage.back', { name: course.name })}</Back>
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
