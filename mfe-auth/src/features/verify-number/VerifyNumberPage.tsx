import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { object } from 'yup';
import { useQueryClient } from '@halaqa/query';
import { useTranslation } from '@halaqa/i18n';
import { unwrap } from '@halaqa/api-client';
import { api, CURRENT_USER_QUERY_KEY, useCurrentUser } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { FocusingForm, FormError, FormikPhoneField, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { AuthLayout, Links } from '../../auth-ui/AuthLayout';
import { ErrorState, LoadingState } from '../../auth-ui/PageStates';
import { ResendButton, ResendStatus, useResendCode } from '../../auth-ui/ResendCode';
import { useServerErrors } from '../../forms/server-errors';
import { phoneField, sixDigitCode } from '../../forms/validation';
import { errorCode, errorKey, errorText } from '../../session/error-text';

/** Codes that belong to the phone field rather than to the whole form. */
const PHONE_ERRORS = new Set(['auth-011', 'auth-012']);

/**
 * /auth/verify-number: the app is unusable until the phone number has a
 * verified record (spec section 5). Number -> SMS code -> verified.
 */
export function VerifyNumberPage() {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const user = useCurrentUser();
  const [sentTo, setSentTo] = useState<string | null>(null);

  let body;
  if (user.isPending) body = <LoadingState />;
  else if (user.isError) body = <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  else if (sentTo) body = <CodeStep phoneNumber={sentTo} onChangeNumber={() => setSentTo(null)} />;
  else body = <PhoneStep initial={user.data?.phoneNumber ?? ''} onSent={setSentTo} />;

  return (
    <AuthLayout title={t('verifyNumber.title')} lead={sentTo ? t('verifyNumber.codeLead', { phone: sentTo }) : t('verifyNumber.lead')} testId="verify-number-page">
      {body}
    </AuthLayout>
  );
}

async function sendCode(phoneNumber: string) {
  await unwrap(api.POST('/api/phone-verification/send', { body: { phoneNumber } }));
}

function PhoneStep({ initial, onSent }: { initial: string; onSent(phone: string): void }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const server = useServerErrors<{ phoneNumber: string }>();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: { phoneNumber: string }, helpers: FormikHelpers<{ phoneNumber: string }>) {
    setFailure(null);
    const phoneNumber = values.phoneNumber.trim();
    try {
      await sendCode(phoneNumber);
      onSent(phoneNumber);
    } catch (error) {
      const code = errorCode(error);
      if (PHONE_ERRORS.has(code)) {
        server.set('phoneNumber', values.phoneNumber, errorKey(code));
        await helpers.validateForm();
      } else setFailure(errorText(t, error));
    }
  }

  return (
    <Formik initialValues={{ phoneNumber: initial }} validationSchema={object({ phoneNumber: phoneField() })} validate={server.validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <FocusingForm testId="phone-form">
          <FormError>{failure}</FormError>
          <FormikPhoneField name="phoneNumber" label={t('fields.phoneNumber')} hint={t('verifyNumber.phoneHint')} />
          <SubmitButton saving={isSubmitting} data-testid="send-code">{t('verifyNumber.sendCode')}</SubmitButton>
        </FocusingForm>
      )}
    </Formik>
  );
}

function CodeStep({ phoneNumber, onChangeNumber }: { phoneNumber: string; onChangeNumber(): void }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const queryClient = useQueryClient();
  const server = useServerErrors<{ code: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const resendCode = useResendCode(() => {
    setFailure(null);
    return sendCode(phoneNumber);
  }, (error) => setFailure(errorText(t, error)));

  async function submit(values: { code: string }, helpers: FormikHelpers<{ code: string }>) {
    setFailure(null);
    try {
      const user = await unwrap(api.POST('/api/phone-verification/verify', { body: { phoneNumber, code: values.code.trim() } }));
      // The guard moves a verified member on (to onboarding, else the dashboard,
      // spec section 2 steps 9 and 10); navigating here as well would race it.
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    } catch (error) {
      if (errorCode(error) === 'auth-014') {
        server.set('code', values.code, errorKey('auth-014'));
        await helpers.validateForm();
      } else setFailure(errorText(t, error));
    }
  }

  return (
    <>
      <Formik initialValues={{ code: '' }} validationSchema={object({ code: sixDigitCode() })} validate={server.validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FocusingForm testId="phone-code-form">
            <FormError>{failure}</FormError>
            <FormikTextField name="code" label={t('fields.smsCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" />
            <SubmitButton saving={isSubmitting} data-testid="verify-code">{t('verifyNumber.verify')}</SubmitButton>
          </FocusingForm>
        )}
      </Formik>
      <ResendStatus code={resendCode} />
      <Links>
        <ResendButton code={resendCode} />
        <Button type="button" $variant="ghost" onClick={onChangeNumber} data-testid="change-number">{t('verifyNumber.changeNumber')}</Button>
      </Links>
    </>
  );
}
