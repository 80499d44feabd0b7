import { failureCode, failureText, type Translate } from '@halaqa/ui/pages';

export type { Translate };

/** The catalogue code of any failure (srv-001 when it is not an API error). */
export const errorCode = failureCode;

/** What to tell the person about a failure, from mfe-auth's `errors.<code>` texts. */
export const errorText = (t: Translate, error: unknown): string => failureText(t, error, 'mfe-auth');

/** The i18n key (with namespace) of a code's message, for form field errors. */
export const errorKey = (code: string) => `mfe-auth:errors.${code}`;
