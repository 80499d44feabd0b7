import type { Language } from '@halaqa/contracts';

/** One field of GET registration (the organization's registration form). */
export interface RegistrationField {
  id: number;
  fieldKey: string;
  slug: string;
  typeSlug: string;
  modifiers: { slug: string }[];
  group: string | null;
  sortOrder: number;
  label: { en: string; ar: string };
  options: { value: string; label: { en: string; ar: string } }[];
}

/** A field's or an option's label in `language`, else in the other one. */
export const labelIn = (text: { en: string; ar: string }, language: Language) => (language === 'ar' ? text.ar || text.en : text.en || text.ar);
