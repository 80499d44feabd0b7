import { i18n, addLazyNamespace, loadLanguage, useTranslation } from '@halaqa/i18n';
import { SUPPORT_NAMESPACE, supportTextLoaders } from '../../i18n/support-texts';

/**
 * Fetches the getting-help texts of the page language (lazy-page.tsx waits
 * for it before the page shows). From then on, a language switch fetches the
 * other language's texts too, before it switches.
 */
export async function loadSupportTexts(): Promise<void> {
  addLazyNamespace(SUPPORT_NAMESPACE, supportTextLoaders);
  await loadLanguage(i18n.language === 'ar' ? 'ar' : 'en');
}

/** useTranslation for the getting-help pages: their namespace, then `common`. */
export function useSupportTexts() {
  return useTranslation([SUPPORT_NAMESPACE, 'common']);
}
