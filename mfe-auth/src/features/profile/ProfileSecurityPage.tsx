import { useState } from 'react';
import styled from 'styled-components';
import { Formik, type FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { useNavigate } from '@halaqa/router';
import { unwrap } from '@halaqa/api-client';
import { api, session } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { Dialog } from '@halaqa/ui/pages';
import { ChangePasswordDialog, FocusingForm, FormError, FormikPasswordField, SubmitButton } from '@halaqa/ui/forms';
import { authPaths } from '../../definition';
import { useServerErrors } from '../../forms/server-errors';
import { REQUIRED } from '../../forms/validation';
import { errorCode, errorKey, errorText } from '../../session/error-text';
import { ProfileLayout } from './ProfileTabs';

const Block = styled.section`
  padding-block: 20px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0 0 8px; font-size: 1.15rem; }
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.muted}; }
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onError};
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
`;

/** /profile/security: change the password, delete the account. */
export function ProfileSecurityPage() {
  const { t } = useTranslation('mfe-auth');
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  return (
    <ProfileLayout>
      <Block>
        <h2>{t('security.passwordTitle')}</h2>
        <p>{t('security.passwordBody')}</p>
        <Button type="button" onClick={() => setDialog('password')} data-testid="open-change-password">{t('security.changePassword')}</Button>
      </Block>
      <Block>
        <h2>{t('security.deleteTitle')}</h2>
        <p>{t('security.deleteBody')}</p>
        <DangerButton type="button" onClick={() => setDialog('delete')} data-testid="open-delete-account">{t('security.deleteAccount')}</DangerButton>
      </Block>
      {dialog === 'password' && <ChangePasswordDialog forced={false} onClose={() => setDialog(null)} onChanged={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteAccountDialog onClose={() => setDialog(null)} />}
    </ProfileLayout>
  );
}

type Values = { password: string };

/** Deleting needs the password again; afterwards the session is over and the person is at login. */
function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const navigate = useNavigate();
  const server = useServerErrors<Values>();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFailure(null);
    try {
      await unwrap(api.DELETE('/api/auth', { body: { password: values.password } }));
    } catch (error) {
      if (errorCode(error) === 'pwd-003') {
        server.set('password', values.password, errorKey('pwd-003'));
        await helpers.validateForm();
      } else setFailure(errorText(t, error));
      return;
    }
    // The account and its sessions are gone on the server: only the tab's copy is left to clear.
    await session.signOut({ callApi: false });
    navigate(authPaths.login(), { replace: true });
  }

  return (
    <Dialog title={t('security.deleteTitle')} onClose={onClose} testId="delete-account-dialog">
      <p>{t('security.deleteConfirm')}</p>
      <Formik<Values> initialValues={{ password: '' }} validationSchema={object({ password: string().required(REQUIRED) })} validate={server.validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FocusingForm>
            <FormError>{failure}</FormError>
            <FormikPasswordField name="password" label={t('fields.password')} autoComplete="current-password" />
            <Actions>
              <Button type="button" $variant="ghost" onClick={onClose}>{t('form.cancel', { ns: 'common' })}</Button>
              <SubmitButton saving={isSubmitting} data-testid="confirm-delete-account">{t('security.deleteForever')}</SubmitButton>
            </Actions>
          </FocusingForm>
        )}
      </Formik>
    </Dialog>
  );
}
