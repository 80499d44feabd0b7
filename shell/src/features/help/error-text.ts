import { toApiError } from '@halaqa/api-client';
import { SUPPORT_NAMESPACE } from '../../i18n/support-texts';

type Translate = (key: string, options: { ns: string; defaultValue?: string }) => string;

/** The catalogue code of any failure (srv-001 when it is not an API error). */
export function failureCodeOf(error: unknown): string {
  return toApiError(error).code;
}

/** What to tell the person: this namespace's text for the code (`errors.<code>`), else the generic one. */
export function failureMessage(t: Translate, error: unknown): string {
  return t(`errors.${failureCodeOf(error)}`, { ns: SUPPORT_NAMESPACE, defaultValue: '' }) || t('somethingWentWrong', { ns: 'common' });
}
