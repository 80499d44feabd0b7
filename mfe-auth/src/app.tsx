import { createRemoteApp } from '@halaqa/mfe-runtime/remote-app';
import { auth } from './definition';
import { pages } from './pages';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

export const { bootstrap, mount, unmount, update } = createRemoteApp({ remote: auth, translations: { en, ar }, pages });
