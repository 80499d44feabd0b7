import { string } from 'yup';

/**
 * The checks of the getting-help forms, as the API makes them (limits from
 * SUPPORT_LIMITS). Messages are i18n keys; a length adds `|<max>`
 * (formik-fields.tsx reads it).
 */
const REQUIRED = 'common:required';

export const text = (max: number) => string().trim().required(REQUIRED).max(max, `support:validation.tooLong|${max}`);

export const optionalText = (max: number) => string().trim().max(max, `support:validation.tooLong|${max}`);

export const email = () => string().trim().required(REQUIRED).email('common:form.invalidEmail').max(254, 'common:form.invalidEmail');
