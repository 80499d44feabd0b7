import { useState } from 'react';
import { Formik } from 'formik';
import { object } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { useOrganization } from '@halaqa/mfe-runtime';
import { FocusingForm, FormError, FormikTextField, lazySchema, SubmitButton } from '@halaqa/ui/forms';
import { authPaths } from '../../definition';
import { AuthLayout, Lead, Links } from '../../auth-ui/AuthLayout';
import { emailField } from '../../forms/validation';
import { errorText } from '../../session/error-text';

const schema = lazySchema(() => object({ email: emailField() }));
type Values = { email: string };

/**
 * /auth/forget-password: asks for a reset link. The API answers the same
 * whether or not the address has an account, and so does this page.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const { domainPrefix } = useOrganization();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values) {
    setFailure(null);
    const email = values.email.trim();
    try {
      await unwrap(api.POST('/api/reset-password/{prefix}', { params: { path: { prefix: domainPrefix } }, body: { email } }));
      setSentTo(email);
    } catch (error) {
      setFailure(errorText(t, error));
    }
  }

  if (sentTo) {
    return (
      <AuthLayout title={t('forgetPassword.sentTitle')} testId="forget-password-sent">
        <Lead role="status">{t('forgetPassword.sentBody', { email: sentTo })}</Lead>
        <Links><Link to={authPaths.login()}>{t('forgetPassword.backToLogin')}</Link></Links>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgetPassword.title')} lead={t('forgetPassword.lead')} testId="forget-password-page">
      <Formik<Values> initialValues={{ email: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FocusingForm>
            <FormError>{failure}</FormError>
            <FormikTextField name="email" type="email" label={t('fields.email')} autoComplete="email" dir="ltr" />
            <SubmitButton saving={isSubmitting} data-testid="forget-password-submit">{t('forgetPassword.submit')}</SubmitButton>
          </FocusingForm>
        )}
      </Formik>
      <Links><Link to={authPaths.login()}>{t('forgetPassword.backToLogin')}</Link></Links>
    </AuthLayout>
  );
}
