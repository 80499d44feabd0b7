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

/**
 * The change-password dialog; see ChangePasswordForm. The frame opens at
 * once and stays while the form's code arrives, so the focus is in it from
 * the first frame: a key pressed meanwhile (Escape) reaches the dialog.
 */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  const { t } = useTranslation('common');
  const ChangePasswordForm = useLoadedComponent(form);
  const { forced, onClose } = props;
  return (
    <PasswordFrame forced={forced} title={t('account.changePassword')} onClose={forced ? undefined : onClose}>
      {ChangePasswordForm ? <ChangePasswordForm {...props} /> : <Spinner label={t('loading')} />}
    </PasswordFrame>
  );
}
