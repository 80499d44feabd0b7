import type { Language } from '@halaqa/contracts';
import type { NamespaceTexts } from '@halaqa/i18n';

/** The texts of the getting-help pages (help center, technical support, contact us, chat, download the app). */
export const SUPPORT_NAMESPACE = 'support';

/**
 * One chunk per language, fetched with the first of those pages: the
 * shell's first load does not carry them.
 */
export const supportTextLoaders: Record<Language, () => Promise<NamespaceTexts>> = {
  en: () => import(/* webpackChunkName: "support-texts-en" */ './support.en.json').then((texts) => texts.default),
  ar: () => import(/* webpackChunkName: "support-texts-ar" */ './support.ar.json').then((texts) => texts.default),
};
