import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { object } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { Link, Navigate } from '@halaqa/router';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { FocusingForm, FormError, FormikTextField, lazySchema, SubmitButton } from '@halaqa/ui/forms';
import { authPaths } from '../../definition';
import { AuthLayout, Links } from '../../auth-ui/AuthLayout';
import { useServerErrors } from '../../forms/server-errors';
import { sixDigitCode } from '../../forms/validation';
import { twoFactorHandoff, useAuthResult } from '../../session/auth-result';
import { errorCode, errorKey, errorText } from '../../session/error-text';
import { ResendButton, ResendStatus, useResendCode } from '../../auth-ui/ResendCode';

const schema = lazySchema(() => object({ code: sixDigitCode() }));
type Values = { code: string };

/**
 * /auth/verification-code: the emailed two-factor code. Without the token
 * the login screen handed over there is nothing to verify: back to login.
 */
export function VerificationCodePage() {
  const [twoFactorToken] = useState(() => twoFactorHandoff.read());
  if (!twoFactorToken) return <Navigate to={authPaths.login()} replace />;
  return <CodeForm twoFactorToken={twoFactorToken} />;
}

function CodeForm({ twoFactorToken }: { twoFactorToken: string }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const handleResult = useAuthResult();
  const server = useServerErrors<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  // The login just sent a code: the first resend waits like any other.
  const resendCode = useResendCode(() => {
    setFailure(null);
    return unwrap(api.POST('/api/auth/resend', { body: { twoFactorToken } }));
  }, (error) => setFailure(errorText(t, error)));

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFailure(null);
    try {
      handleResult(await unwrap(api.POST('/api/auth/2fa', { body: { twoFactorToken, code: values.code.trim() } })));
    } catch (error) {
      if (errorCode(error) === 'auth-008') {
        server.set('code', values.code, errorKey('auth-008'));
        await helpers.validateForm();
      } else {
        setFailure(errorText(t, error));
      }
    }
  }

  return (
    <AuthLayout title={t('verificationCode.title')} lead={t('verificationCode.lead')} testId="verification-code-page">
      <Formik<Values> initialValues={{ code: '' }} validationSchema={schema} validate={server.validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FocusingForm testId="verification-code-form">
            <FormError>{failure}</FormError>
            <FormikTextField
              name="code"
              label={t('fields.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              dir="ltr"
            />
            <SubmitButton saving={isSubmitting} data-testid="verification-code-submit">{t('verificationCode.submit')}</SubmitButton>
          </FocusingForm>
        )}
      </Formik>
      <ResendStatus code={resendCode} />
      <Links>
        <ResendButton code={resendCode} />
        <Link to={authPaths.login()} onClick={() => twoFactorHandoff.clear()}>{t('verificationCode.backToLogin')}</Link>
      </Links>
    </AuthLayout>
  );
}
