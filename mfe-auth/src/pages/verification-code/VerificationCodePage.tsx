import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { object } from 'yup';
import { useTranslation } from '@halaqa/i18n';
import { Link, Navigate } from '@halaqa/router';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { FormError, SubmitButton } from '@halaqa/ui/forms';
import { AuthLayout, Links } from '../../components/AuthLayout';
import { FocusingForm, FormikTextField } from '../../forms/fields';
import { useServerErrors } from '../../forms/server-errors';
import { sixDigitCode } from '../../forms/validation';
import { twoFactorHandoff, useAuthResult } from '../../session/auth-result';
import { errorCode, errorKey, errorText } from '../../session/error-text';
import { useCooldown } from '../../session/use-cooldown';
import { ResendStatus } from '../../components/ResendStatus';

const schema = object({ code: sixDigitCode() });
type Values = { code: string };

/**
 * /auth/verification-code: the emailed two-factor code. Without the token
 * the login screen handed over there is nothing to verify: back to login.
 */
export function VerificationCodePage() {
  const [twoFactorToken] = useState(() => twoFactorHandoff.read());
  if (!twoFactorToken) return <Navigate to="/auth/login" replace />;
  return <CodeForm twoFactorToken={twoFactorToken} />;
}

function CodeForm({ twoFactorToken }: { twoFactorToken: string }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const handleResult = useAuthResult();
  const server = useServerErrors<Values>();
  // The login just sent a code: the first resend waits like any other.
  const cooldown = useCooldown(undefined, true);
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);

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

  async function resend() {
    setFailure(null);
    setResent(false);
    setResending(true);
    try {
      await unwrap(api.POST('/api/auth/resend', { body: { twoFactorToken } }));
      setResent(true);
      cooldown.start();
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setResending(false);
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
      <ResendStatus sent={resent} />
      <Links>
        <Button type="button" $variant="ghost" onClick={resend} disabled={cooldown.remaining > 0 || resending} data-testid="resend-code">
          {cooldown.remaining > 0 ? t('resend.wait', { seconds: cooldown.remaining }) : t('resend.button')}
        </Button>
        <Link to="/auth/login" onClick={() => twoFactorHandoff.clear()}>{t('verificationCode.backToLogin')}</Link>
      </Links>
    </AuthLayout>
  );
}
