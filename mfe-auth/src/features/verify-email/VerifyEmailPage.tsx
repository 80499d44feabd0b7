import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { unwrap } from '@halaqa/api-client';
import { api, useSession } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { FormError } from '@halaqa/ui/forms';
import { authPaths } from '../../definition';
import { AuthLayout, Lead } from '../../auth-ui/AuthLayout';
import { LoadingState } from '../../auth-ui/PageStates';
import { errorCode, errorText } from '../../session/error-text';
import { useQueryParam } from '../../session/query-param';
import { dashboardOrHome } from '../../site-home';

type State = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'invalid' } | { kind: 'failed'; error: unknown };

/**
 * /auth/verify-email?token=: confirms the address as soon as the page opens.
 * The token is single use, so the call is made once per token, never twice.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const token = useQueryParam('token');
  const { signedIn } = useSession();
  const [state, setState] = useState<State>(token ? { kind: 'verifying' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const called = useRef<string | null>(null);

  useEffect(() => {
    if (!token) return;
    const key = `${token}#${attempt}`;
    if (called.current === key) return;
    called.current = key;
    setState({ kind: 'verifying' });
    unwrap(api.POST('/api/auth/verify-email', { body: { token } }))
      .then(() => setState({ kind: 'verified' }))
      .catch((error: unknown) => setState(errorCode(error) === 'code-001' ? { kind: 'invalid' } : { kind: 'failed', error }));
  }, [token, attempt]);

  if (state.kind === 'verifying') {
    return <AuthLayout title={t('verifyEmail.title')}><LoadingState label={t('verifyEmail.verifying')} /></AuthLayout>;
  }
  if (state.kind === 'failed') {
    return (
      <AuthLayout title={t('verifyEmail.title')} testId="verify-email-failed">
        <FormError>{errorText(t, state.error)}</FormError>
        <Button type="button" onClick={() => setAttempt((n) => n + 1)}>{t('retry', { ns: 'common' })}</Button>
      </AuthLayout>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AuthLayout title={t('verifyEmail.verifiedTitle')} testId="verify-email-verified">
        <Lead role="status">{t('verifyEmail.verifiedBody')}</Lead>
        <Button as={Link} to={signedIn ? dashboardOrHome() : authPaths.login()} data-testid="verify-email-continue">
          {signedIn ? t('verifyEmail.continue') : t('verifyEmail.toLogin')}
        </Button>
      </AuthLayout>
    );
  }
  return <InvalidLink signedIn={signedIn} />;
}

/** The link is unknown, used or expired: a signed-in person can ask for a new one. */
function InvalidLink({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function requestNew() {
    setFailure(null);
    setResend('sending');
    try {
      await unwrap(api.POST('/api/auth/verify-email/resend'));
      setResend('sent');
    } catch (error) {
      setFailure(errorText(t, error));
      setResend('idle');
    }
  }

  return (
    <AuthLayout title={t('verifyEmail.invalidTitle')} testId="verify-email-invalid">
      <Lead role="alert">{t('verifyEmail.invalidBody')}</Lead>
      <FormError>{failure}</FormError>
      {resend === 'sent' ? <Lead role="status" data-testid="verify-email-resent">{t('verifyEmail.resent')}</Lead> : null}
      {signedIn ? (
        <Button type="button" onClick={requestNew} disabled={resend !== 'idle'} data-testid="verify-email-resend">{t('verifyEmail.resend')}</Button>
      ) : (
        <Button as={Link} to={authPaths.login()}>{t('verifyEmail.toLogin')}</Button>
      )}
    </AuthLayout>
  );
}
