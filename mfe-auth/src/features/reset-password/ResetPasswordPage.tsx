import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { object, ref, string } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { unwrap } from '@halaqa/api-client';
import { api, session } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { FocusingForm, FormError, FormikPasswordField, lazySchema, PasswordRulesHint, SubmitButton } from '@halaqa/ui/forms';
import { authPaths } from '../../definition';
import { AuthLayout, Lead, Links } from '../../auth-ui/AuthLayout';
import { useServerErrors } from '../../forms/server-errors';
import { newPasswordField, REQUIRED } from '../../forms/validation';
import { errorCode, errorKey, errorText } from '../../session/error-text';
import { useQueryParam } from '../../session/query-param';

const schema = lazySchema(() => object({
  password: newPasswordField(),
  confirmPassword: string().required(REQUIRED).oneOf([ref('password')], 'common:password.confirmMismatch'),
}));
type Values = { password: string; confirmPassword: string };

type Outcome = 'form' | 'done' | 'invalid';

/** /auth/reset-password?token=: the new password for the emailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const token = useQueryParam('token');
  const server = useServerErrors<Values>();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid');
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFailure(null);
    try {
      await unwrap(api.POST('/api/reset-password/confirm', { body: { token: token ?? '', password: values.password } }));
      // The reset ended every session of the account, this tab's included.
      if (session.isSignedIn()) await session.signOut({ callApi: false });
      setOutcome('done');
    } catch (error) {
      const code = errorCode(error);
      if (code === 'code-001') setOutcome('invalid');
      else if (code === 'pwd-001') {
        server.set('password', values.password, errorKey(code));
        await helpers.validateForm();
      } else setFailure(errorText(t, error));
    }
  }

  if (outcome === 'done') {
    return (
      <AuthLayout title={t('resetPassword.doneTitle')} testId="reset-password-done">
        <Lead role="status">{t('resetPassword.doneBody')}</Lead>
        <Button as={Link} to={authPaths.login()} data-testid="reset-password-login">{t('resetPassword.toLogin')}</Button>
      </AuthLayout>
    );
  }
  if (outcome === 'invalid') {
    return (
      <AuthLayout title={t('resetPassword.invalidTitle')} testId="reset-password-invalid">
        <Lead role="alert">{t('resetPassword.invalidBody')}</Lead>
        <Button as={Link} to={authPaths.forgetPassword()} data-testid="reset-password-request-new">{t('resetPassword.requestNew')}</Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('resetPassword.title')} lead={t('resetPassword.lead')} testId="reset-password-page">
      <Formik<Values> initialValues={{ password: '', confirmPassword: '' }} validationSchema={schema} validate={server.validate} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <FocusingForm>
            <FormError>{failure}</FormError>
            <FormikPasswordField name="password" label={t('fields.newPassword')} autoComplete="new-password" hint={<PasswordRulesHint password={values.password} />} />
            <FormikPasswordField name="confirmPassword" label={t('fields.confirmPassword')} autoComplete="new-password" />
            <SubmitButton saving={isSubmitting} data-testid="reset-password-submit">{t('resetPassword.submit')}</SubmitButton>
          </FocusingForm>
        )}
      </Formik>
      <Links><Link to={authPaths.login()}>{t('forgetPassword.backToLogin')}</Link></Links>
    </AuthLayout>
  );
}
