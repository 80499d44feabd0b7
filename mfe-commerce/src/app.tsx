import { createRemoteApp } from '@halaqa/mfe-runtime/remote-app';
import { commerce } from './definition';
import { pages } from './pages';
import { translations } from './i18n/translations';

export const { bootstrap, mount, unmount, update } = createRemoteApp({ remote: commerce, translations, pages });
