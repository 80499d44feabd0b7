import type { Language } from '@halaqa/contracts';

interface Named {
  firstName: string;
  lastName: string;
  arFirstName: string | null;
  arLastName: string | null;
}

/** The user's name in the page language: the Arabic name on Arabic pages when there is one. */
export function displayName(user: Named, language: Language): { first: string; last: string; full: string } {
  const arabic = language === 'ar' && user.arFirstName?.trim();
  const first = arabic ? user.arFirstName!.trim() : user.firstName.trim();
  const last = arabic ? (user.arLastName ?? '').trim() : user.lastName.trim();
  return { first, last, full: `${first} ${last}`.trim() };
}
