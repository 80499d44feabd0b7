import shellEn from './shell.en.json';
import shellAr from './shell.ar.json';
import pagesEn from './pages.en.json';
import pagesAr from './pages.ar.json';

export { SHELL_NAMESPACE } from './shell-texts';

/** Both languages at once, for tests (the page loads them lazily: shell-texts.ts). */
export const shellResources = {
  en: { ...shellEn, ...pagesEn },
  ar: { ...shellAr, ...pagesAr },
};
