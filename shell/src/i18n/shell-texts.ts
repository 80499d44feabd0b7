import type { Language } from '@halaqa/contracts';
import type { NamespaceTexts } from '@halaqa/i18n';

export const SHELL_NAMESPACE = 'shell';

const load = (shell: Promise<{ default: NamespaceTexts }>, pages: Promise<{ default: NamespaceTexts }>) =>
  Promise.all([shell, pages]).then(([chrome, titles]) => ({ ...chrome.default, ...titles.default }));

/**
 * The shell's texts (its chrome and the titles of the pages it owns), one
 * chunk per language, so the first load carries only the page's language.
 */
export const shellTextLoaders: Record<Language, () => Promise<NamespaceTexts>> = {
  en: () => load(import(/* webpackChunkName: "shell-texts-en" */ './shell.en.json'), import(/* webpackChunkName: "shell-texts-en" */ './pages.en.json')),
  ar: () => load(import(/* webpackChunkName: "shell-texts-ar" */ './shell.ar.json'), import(/* webpackChunkName: "shell-texts-ar" */ './pages.ar.json')),
};
