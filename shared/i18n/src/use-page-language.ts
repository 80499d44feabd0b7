import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@halaqa/contracts';

/** The page language, for Intl formatting and language-keyed queries ('en' while i18next has none of ours). */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
