import { string } from 'yup';
import { failingPasswordRules } from '@halaqa/contracts';

/** Messages are i18n keys with their namespace, translated when shown. */
export const REQUIRED = 'common:required';

export const emailField = () => string().trim().required(REQUIRED).email('common:form.invalidEmail').max(320, 'common:form.invalidEmail');

/** Spec section 5 password rules; the live hints show which one fails. */
export const newPasswordField = () => string()
  .required(REQUIRED)
  .test('rules', 'common:password.weak', (value) => failingPasswordRules(value ?? '').length === 0);

export const sixDigitCode = () => string().trim().required(REQUIRED).matches(/^\d{6}$/, 'mfe-auth:validation.sixDigits');

/** A loose client check; the server normalizes and has the last word (auth-012). */
export const phoneField = () => string().trim().required(REQUIRED).matches(/^\+?[\d\s-]{8,20}$/, 'mfe-auth:errors.auth-012');
