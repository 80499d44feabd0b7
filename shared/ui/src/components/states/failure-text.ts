import { ApiError, toApiError } from '@halaqa/api-client';

/** The part of i18next's `t` these helpers use. */
export type Translate = (key: string, options: { ns: string; defaultValue?: string }) => string;

/** The catalogue code of any failure (srv-001 when it is not an API error). */
export function failureCode(error: unknown): string {
  return (error instanceof ApiError ? error : toApiError(error)).code;
}

/**
 * What to tell the person about a failure: the namespace's text for the
 * catalogue code (`errors.<code>`), else the generic 'Something went wrong'.
 */
export function failureText(t: Translate, error: unknown, namespace: string): string {
  return t(`errors.${failureCode(error)}`, { ns: namespace, defaultValue: '' }) || t('somethingWentWrong', { ns: 'common' });
}
