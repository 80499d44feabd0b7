import { createRemoteApp } from '@halaqa/mfe-runtime/remote-app';
import { lms } from './definition';
import { pages } from './pages';

/** One language's texts per page (77 kB of both languages in the bundle was a tenth of a catalogue page's JavaScript). */
const translations = {
  en: () => import(/* webpackChunkName: "lms-texts-en" */ './i18n/texts.en').then((texts) => texts.default),
  ar: () => import(/* webpackChunkName: "lms-texts-ar" */ './i18n/texts.ar').then((texts) => texts.default),
};

export const { bootstrap, mount, unmount, update } = createRemoteApp({ remote: lms, translations, pages });
