import { useTranslation } from '@halaqa/i18n';
import { PasswordFrame } from './PasswordFrame';
import { Spinner } from '../Spinner';
import { componentSource, useLoadedComponent } from '../lazy-component';
import type { ChangePasswordDialogProps } from './ChangePasswordForm';

export type { ChangePasswordDialogProps };

/*
 * @halaqa/ui is in the shell's first load; formik and yup are not. The form
 * (and with it formik, yup and the session call) is fetched when the dialog
 * first opens, so the shell pays for it only then.
 */
const form = componentSource(() => import('./ChangePasswordForm').then((module) => module.default));

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
  const ChangePasswordForm = useLoadedComponent(form);
  return ChangePasswordForm ? <ChangePasswordForm {...props} /> : <Loading {...props} />;
}
