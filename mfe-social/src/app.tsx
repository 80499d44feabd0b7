import { createRemoteApp } from '@halaqa/mfe-runtime/remote-app';
import { social } from './definition';
import { pages } from './pages';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

export const { bootstrap, mount, unmount, update } = createRemoteApp({ remote: social, translations: { en, ar }, pages });
