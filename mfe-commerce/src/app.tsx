import { createRemoteApp } from '@halaqa/mfe-runtime/remote-app';
import { commerce } from './definition';
import { pages } from './pages';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

export const { bootstrap, mount, unmount, update } = createRemoteApp({ remote: commerce, translations: { en, ar }, pages });
