import { ApiError, toApiError } from '@halaqa/api-client';

/** The part of i18next's `t` these helpers use. */
export type Translate = (key: string, options: { ns: string; defaultValue?: string }) => string;

/** The catalogue code of any failure (srv-001 when it is not an API error). */
export function errorCode(error: unknown): string {
  return (error instanceof ApiError ? error : toApiError(error)).code;
}

/**
 * What to tell the person about a failure: our text for the catalogue code
 * (mfe-auth `errors.<code>`), else the generic 'Something went wrong'.
 */
export function errorText(t: Translate, error: unknown): string {
  const code = errorCode(error);
  return t(`errors.${code}`, { ns: 'mfe-auth', defaultValue: '' }) || t('somethingWentWrong', { ns: 'common' });
}

/** The i18n key (with namespace) of a code's message, for form field errors. */
export const errorKey = (code: string) => `mfe-auth:errors.${code}`;
