import { useState } from 'react';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { useOrganization } from '@halaqa/mfe-runtime';
import { FocusingForm, FormError, FormikPasswordField, FormikTextField, lazySchema, SubmitButton } from '@halaqa/ui/forms';
import { authPaths } from '../../definition';
import { AuthLayout, Links } from '../../auth-ui/AuthLayout';
import { emailField, REQUIRED } from '../../forms/validation';
import { useAuthResult } from '../../session/auth-result';
import { errorText } from '../../session/error-text';

const schema = lazySchema(() => object({ email: emailField(), password: string().required(REQUIRED) }));
type Values = { email: string; password: string };

/** /auth/login: email and password; a second factor when the organization asks for one. */
export function LoginPage() {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const organization = useOrganization();
  const handleResult = useAuthResult();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values) {
    setFailure(null);
    try {
      handleResult(await unwrap(api.POST('/api/auth/login', { body: { email: values.email.trim(), password: values.password } })));
    } catch (error) {
      setFailure(errorText(t, error));
    }
  }

  return (
    <AuthLayout title={t('login.title')} lead={t('login.lead')} testId="login-page">
      <Formik<Values> initialValues={{ email: '', password: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FocusingForm testId="login-form">
            <FormError>{failure}</FormError>
            <FormikTextField name="email" type="email" label={t('fields.email')} autoComplete="username" dir="ltr" />
            <FormikPasswordField name="password" label={t('fields.password')} autoComplete="current-password" />
            <SubmitButton saving={isSubmitting} savingLabel={t('login.submitting')} data-testid="login-submit">{t('login.submit')}</SubmitButton>
          </FocusingForm>
        )}
      </Formik>
      <Links>
        <Link to={authPaths.forgetPassword()} data-testid="forgot-password-link">{t('login.forgotPassword')}</Link>
        {organization.flags.selfRegistrationEnabled && (
          <span>{t('login.noAccount')} <Link to={authPaths.register()} data-testid="register-link">{t('login.register')}</Link></span>
        )}
      </Links>
    </AuthLayout>
  );
}
