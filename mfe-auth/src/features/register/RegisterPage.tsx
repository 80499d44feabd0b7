import { useMemo, useState } from 'react';
import { Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { object, ref, string } from 'yup';
import styled from 'styled-components';
import { isLanguage, type Language } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { ApiError, unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { useOrganizationName } from '@halaqa/mfe-runtime';
import { FocusingForm, FormError, FormikPasswordField, FormikSelectField, FormikTextField, PasswordRulesHint, SubmitButton, TextField, useFieldError } from '@halaqa/ui/forms';
import { authPaths } from '../../definition';
import { AuthLayout, Lead, Links } from '../../auth-ui/AuthLayout';
import { QueryStates } from '../../auth-ui/PageStates';
import { useServerErrors } from '../../forms/server-errors';
import { emailField, newPasswordField, REQUIRED } from '../../forms/validation';
import { useAuthResult } from '../../session/auth-result';
import { errorCode, errorKey, errorText } from '../../session/error-text';
import type { RegistrationField } from '../../registration-fields/registration-field';
import { useRegistrationFields } from '../../registration-fields/registration-fields-query';
import { SITE_HOME } from '../../site-home';
import { DynamicField } from './DynamicField';
import { answersSchema, answersToSend, fieldNamedIn, groupFields } from './registration-form';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 8px;
  min-inline-size: 0;
  legend { font-weight: 700; font-size: 1.05rem; padding: 0; margin-block-end: 12px; }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: 16px;
`;

interface Values {
  firstName: string;
  lastName: string;
  arFirstName: string;
  arLastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  preferredLanguage: Language;
  extra: Record<string, string>;
}

/** /register: the account, then the organization's own registration form. */
export function RegisterPage() {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const organization = useOrganizationName();
  const [pending, setPending] = useState(false);
  const fields = useRegistrationFields();

  if (pending) {
    return (
      <AuthLayout title={t('register.pendingTitle')} testId="register-pending">
        <Lead role="status">{t('register.pendingBody')}</Lead>
        <Links><Link to={SITE_HOME}>{t('home', { ns: 'common' })}</Link></Links>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('register.title')} lead={t('register.lead', { organization })} wide testId="register-page">
      <QueryStates query={fields}>{(data) => <RegisterForm fields={data} onPendingApproval={() => setPending(true)} />}</QueryStates>
      <Links><span>{t('register.haveAccount')} <Link to={authPaths.login()}>{t('register.login')}</Link></span></Links>
    </AuthLayout>
  );
}

function RegisterForm({ fields, onPendingApproval }: { fields: RegistrationField[]; onPendingApproval(): void }) {
  const { t, i18n } = useTranslation(['mfe-auth', 'common']);
  const handleResult = useAuthResult(onPendingApproval);
  const server = useServerErrors<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const groups = useMemo(() => groupFields(fields), [fields]);
  const schema = useMemo(() => object({
    firstName: string().trim().required(REQUIRED).max(100, 'mfe-auth:validation.tooLong'),
    lastName: string().trim().required(REQUIRED).max(100, 'mfe-auth:validation.tooLong'),
    arFirstName: string().trim().max(100, 'mfe-auth:validation.tooLong'),
    arLastName: string().trim().max(100, 'mfe-auth:validation.tooLong'),
    email: emailField(),
    password: newPasswordField(),
    confirmPassword: string().required(REQUIRED).oneOf([ref('password')], 'common:password.confirmMismatch'),
    preferredLanguage: string().oneOf(['en', 'ar'], REQUIRED).required(REQUIRED),
    extra: answersSchema(fields),
  }), [fields]);

  const initialValues: Values = {
    firstName: '', lastName: '', arFirstName: '', arLastName: '', email: '', password: '', confirmPassword: '',
    preferredLanguage: isLanguage(i18n.language) ? i18n.language : 'en',
    extra: Object.fromEntries(fields.map((field) => [field.fieldKey, ''])),
  };

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFailure(null);
    const optional = (value: string) => value.trim() || null;
    try {
      const result = await unwrap(api.POST('/api/auth/register', {
        body: {
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          arFirstName: optional(values.arFirstName),
          arLastName: optional(values.arLastName),
          preferredLanguage: values.preferredLanguage,
          extraFields: answersToSend(fields, values.extra),
        },
      }));
      handleResult(result);
    } catch (error) {
      const field = serverErrorField(error, fields);
      if (field) {
        const value = field.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], values);
        server.set(field, value, errorKey(errorCode(error)));
        await helpers.validateForm();
      } else {
        setFailure(errorText(t, error));
      }
    }
  }

  return (
    <Formik<Values> initialValues={initialValues} validationSchema={schema} validate={server.validate} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <FocusingForm testId="register-form">
          <FormError>{failure}</FormError>
          <Fieldset>
            <legend>{t('register.accountGroup')}</legend>
            <Pair>
              <FormikTextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
              <FormikTextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
              <FormikTextField name="arFirstName" label={t('fields.arFirstName')} optional lang="ar" dir="rtl" />
              <FormikTextField name="arLastName" label={t('fields.arLastName')} optional lang="ar" dir="rtl" />
            </Pair>
            <EmailField onTaken={(email) => server.set('email', email, errorKey('auth-013'))} />
            <FormikPasswordField name="password" label={t('fields.password')} autoComplete="new-password" hint={<PasswordRulesHint password={values.password} />} />
            <FormikPasswordField name="confirmPassword" label={t('fields.confirmPassword')} autoComplete="new-password" />
            <FormikSelectField
              name="preferredLanguage"
              label={t('fields.preferredLanguage')}
              options={[{ value: 'en', label: t('languages.en') }, { value: 'ar', label: t('languages.ar') }]}
            />
          </Fieldset>
          {groups.map((group) => (
            <Fieldset key={group.name ?? '-'} data-testid={`registration-group-${group.name ?? 'other'}`}>
              <legend>{group.name ? t(`register.groups.${group.name}`, { defaultValue: group.name }) : t('register.moreAboutYou')}</legend>
              {group.fields.map((field) => <DynamicField key={field.id} field={field} namePrefix="extra" />)}
            </Fieldset>
          ))}
          <SubmitButton saving={isSubmitting} data-testid="register-submit">{t('register.submit')}</SubmitButton>
        </FocusingForm>
      )}
    </Formik>
  );
}

/** Where a refusal of the server belongs in the form (spec: errors mapped back onto fields). */
function serverErrorField(error: unknown, fields: readonly RegistrationField[]): string | null {
  const code = errorCode(error);
  const phoneField = fields.find((field) => field.typeSlug === 'phone');
  switch (code) {
    case 'auth-013': return 'email';
    case 'pwd-001': return 'password';
    case 'auth-011':
    case 'auth-012': return phoneField ? `extra.${phoneField.fieldKey}` : null;
    case 'reg-002': {
      const named = error instanceof ApiError ? fieldNamedIn(error.message) : null;
      return named && fields.some((field) => field.fieldKey === named) ? `extra.${named}` : null;
    }
    default: return null;
  }
}

/** The email field, which asks the server on blur whether the address is taken. */
function EmailField({ onTaken }: { onTaken(email: string): void }) {
  const { t } = useTranslation(['mfe-auth', 'common']);
  const [field] = useField<string>('email');
  const { validateForm } = useFormikContext<Values>();
  const error = useFieldError('email');

  async function checkTaken(email: string) {
    const trimmed = email.trim();
    if (!trimmed || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return;
    try {
      const { exists } = await unwrap(api.POST('/api/auth/verify-email-exists', { body: { email: trimmed } }));
      if (exists) {
        onTaken(email);
        await validateForm();
      }
    } catch {
      // The check only helps; registration itself refuses a taken address (auth-013).
    }
  }

  return (
    <TextField
      {...field}
      type="email"
      label={t('fields.email')}
      autoComplete="email"
      dir="ltr"
      error={error}
      onBlur={(event) => {
        field.onBlur(event);
        void checkTaken(event.target.value);
      }}
    />
  );
}
