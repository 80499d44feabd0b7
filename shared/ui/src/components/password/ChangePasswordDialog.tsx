import { lazy, Suspense } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { PasswordFrame } from './PasswordFrame';
import { Spinner } from '../Spinner';
import type { ChangePasswordDialogProps } from './ChangePasswordForm';

export type { ChangePasswordDialogProps };

/*
 * @halaqa/ui is in the shell's first load; formik and yup are not. The form
 * (and with it formik, yup and the session call) is fetched when the dialog
 * first opens, so the shell pays for it only then.
 */
const ChangePasswordForm = lazy(() => import('./ChangePasswordForm'));

function Loading({ forced, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('common');
  return (
    <PasswordFrame forced={forced} title={t('account.changePassword')} onClose={forced ? undefined : onClose}>
      <Spinner label={t('loading')} />
    </PasswordFrame>
  );
}

/** The change-password dialog; see ChangePasswordForm. */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  return (
    <Suspense fallback={<Loading {...props} />}>
      <ChangePasswordForm {...props} />
    </Suspense>
  );
}
