import { createRemoteApp } from '@halaqa/mfe-runtime/remote-app';
import { commerce } from './definition';
import { pages } from './pages';

/** One language's texts per page (a switch fetches the other first). */
const translations = {
  en: () => import(/* webpackChunkName: "commerce-texts-en" */ './i18n/texts.en').then((texts) => texts.default),
  ar: () => import(/* webpackChunkName: "commerce-texts-ar" */ './i18n/texts.ar').then((texts) => texts.default),
};

export const { bootstrap, mount, unmount, update } = createRemoteApp({ remote: commerce, translations, pages });
