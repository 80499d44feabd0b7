import { createRemoteApp } from '@halaqa/mfe-runtime/remote-app';
import { auth } from './definition';
import { pages } from './pages';

/** One language's texts per page: the login page fetches only its own. */
const translations = {
  en: () => import(/* webpackChunkName: "auth-texts-en" */ './i18n/en.json').then((texts) => texts.default),
  ar: () => import(/* webpackChunkName: "auth-texts-ar" */ './i18n/ar.json').then((texts) => texts.default),
};

export const { bootstrap, mount, unmount, update } = createRemoteApp({ remote: auth, translations, pages });
