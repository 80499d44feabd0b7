import { ERROR_CODES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button, ButtonRow, MessageCard } from '@halaqa/ui';
import { ErrorState, failureCode } from '@halaqa/ui/pages';
import { lmsPaths } from '../../../definition';

/**
 * The course could not open: not one of the member's courses (ply-001: the
 * overview, to enroll), not found, or a failure to retry.
 */
export function PlayerFailure({ courseId, error, onRetry }: { courseId: number | null; error: unknown; onRetry(): void }) {
  const { t } = useTranslation('mfe-lms');
  const code = courseId === null ? ERROR_CODES.NOT_FOUND : failureCode(error);
  if (code === ERROR_CODES.NOT_IN_COURSE && courseId !== null) {
    return (
      <MessageCard data-testid="not-in-course">
        <h1>{t('player.notInCourse.title')}</h1>
        <p>{t('player.notInCourse.body')}</p>
        <ButtonRow><Button as={Link} to={lmsPaths.courseOverview(courseId)}>{t('player.notInCourse.toOverview')}</Button></ButtonRow>
      </MessageCard>
    );
  }
  if (code === ERROR_CODES.NOT_FOUND) {
    return (
      <MessageCard data-testid="course-not-found">
        <h1>{t('overview.notFoundTitle')}</h1>
        <p>{t('overview.notFoundBody')}</p>
        <ButtonRow><Button as={Link} to={lmsPaths.myCourses()}>{t('player.toMyCourses')}</Button></ButtonRow>
      </MessageCard>
    );
  }
  return <ErrorState namespace="mfe-lms" error={error} onRetry={onRetry} />;
}
