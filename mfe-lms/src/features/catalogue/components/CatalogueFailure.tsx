import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { ERROR_CODES } from '@halaqa/contracts';
import { EmptyState, ErrorState, failureCode } from '@halaqa/ui/pages';
import { lmsPaths } from '../../../definition';
import { SignInPrompt } from '../../../sign-in/SignInPrompt';

/**
 * A failed catalogue read, said plainly: a visitor where courses are for
 * members is asked to sign in; a switched-off catalogue says so with the way
 * to the member's own courses; anything else offers a retry.
 */
export function CatalogueFailure({ error, onRetry, signInTitle }: { error: unknown; onRetry(): void; signInTitle: string }) {
  const { t } = useTranslation('mfe-lms');
  const code = failureCode(error);
  if (code === ERROR_CODES.LOGIN_REQUIRED) return <SignInPrompt title={signInTitle} />;
  if (code === ERROR_CODES.SELF_ENROLLMENT_DISABLED) {
    return (
      <EmptyState action={<Link to={lmsPaths.myCourses()}>{t('pages.myCourses')}</Link>}>
        {t('errors.enr-001')}
      </EmptyState>
    );
  }
  return <ErrorState namespace="mfe-lms" error={error} onRetry={onRetry} />;
}
