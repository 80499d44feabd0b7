import type { RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { renderRoute, resetRouteState } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { pages } from '../pages';
import { remote, routes } from '../routes';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';

/** Renders mfe-auth's route table at `path`, as the shell mounts it. */
export const renderPage = (path: string, options: RenderRouteOptions = {}) =>
  renderRoute({ remote, routes, pages, translations: { en, ar } }, path, options);

export const resetPageState = resetRouteState;
