import { createRemoteApp } from '@halaqa/mfe-runtime/remote-app';
import { coaching } from './definition';
import { pages } from './pages';

/** One language's texts per page (a switch fetches the other first). */
const translations = {
  en: () => import(/* webpackChunkName: "coaching-texts-en" */ './i18n/texts.en').then((texts) => texts.default),
  ar: () => import(/* webpackChunkName: "coaching-texts-ar" */ './i18n/texts.ar').then((texts) => texts.default),
};

export const { bootstrap, mount, unmount, update } = createRemoteApp({ remote: coaching, translations, pages });
