import shellEn from './shell.en.json';
import shellAr from './shell.ar.json';
import pagesEn from './pages.en.json';
import pagesAr from './pages.ar.json';

export const SHELL_NAMESPACE = 'shell';

/** The shell's texts: its chrome and the titles of the pages it owns. */
export const shellResources = {
  en: { ...shellEn, ...pagesEn },
  ar: { ...shellAr, ...pagesAr },
};
