import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@halaqa/contracts';
import { BROWSER_STORAGE_KEYS } from '@halaqa/contracts/src/browser-storage';

/** Local storage key of the stored language preference (spec section 3). */
export const LANGUAGE_STORAGE_KEY = BROWSER_STORAGE_KEYS.language;

/** The `lang` address parameter, else the stored preference, else English. */
export function detectLanguage(search: string, storage: Pick<Storage, 'getItem'> | null): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
