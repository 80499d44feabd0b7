import type { RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { renderRoute, resetRouteState } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import { pages } from '../pages';
import { auth } from '../definition';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';

/** Renders mfe-auth's route table at `path`, as the shell mounts it (other areas' pages by role from the fixture). */
export const renderPage = (path: string, options: RenderRouteOptions = {}) =>
  renderRoute({ remote: auth, pages, translations: { en, ar } }, path, { otherAreas: [rolesFixture], ...options });

export const resetPageState = resetRouteState;
