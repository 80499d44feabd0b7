import { useTranslation } from '@halaqa/i18n';
import { ERROR_CODES } from '@halaqa/contracts';
import { ErrorState, failureCode } from '@halaqa/ui/pages';
import { SignInPrompt } from '../../../sign-in/SignInPrompt';
import { CourseNotFound } from './CourseNotFound';

/** A course that cannot be shown: not found, members only (sign in, coming back here), or a failure to retry. */
export function CourseLoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('mfe-lms');
  const code = failureCode(error);
  if (code === ERROR_CODES.NOT_FOUND) return <CourseNotFound />;
  if (code === ERROR_CODES.LOGIN_REQUIRED) return <SignInPrompt title={t('signIn.toSeeCourse')} headingLevel={1} />;
  return <ErrorState namespace="mfe-lms" error={error} onRetry={onRetry} />;
}
