import type { Language } from '@halaqa/contracts';

/** A name kept in both languages, in `language`, falling back to the other when that one is empty. */
export function localizedName(language: Language, en: string, ar: string): string {
  return language === 'ar' ? ar || en : en || ar;
}

interface PersonNames {
  firstName: string;
  lastName: string;
  arFirstName: string | null;
  arLastName: string | null;
}

/** A member's full name in `language` (Arabic when they gave an Arabic first name). */
export function personName(language: Language, person: PersonNames): string {
  const parts = language === 'ar' && person.arFirstName
    ? [person.arFirstName, person.arLastName || person.lastName]
    : [person.firstName, person.lastName];
  return parts.join(' ').trim();
}
