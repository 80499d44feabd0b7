import { createRemoteApp } from '@halaqa/mfe-runtime';
import { remote, routes } from './routes';
import { pages } from './pages';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

export const { bootstrap, mount, unmount, update } = createRemoteApp({ remote, routes, translations: { en, ar }, pages });
