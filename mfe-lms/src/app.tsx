import { createRemoteApp } from '@halaqa/mfe-runtime';
import { remote, routes } from './routes';
import { pages } from './pages';
import { translations } from './i18n/translations';

export const { bootstrap, mount, unmount, update } = createRemoteApp({ remote, routes, translations, pages });
