import { isLanguage, type Language } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';

/** The page language, for Intl formatting. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
