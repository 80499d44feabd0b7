import type { RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { renderRoute, resetRouteState } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { pages } from '../pages';
import { remote, routes } from '../routes';
import { translations } from '../i18n/translations';

/** Renders mfe-lms's route table at `path`, as the shell mounts it. */
export const renderPage = (path: string, options: RenderRouteOptions = {}) =>
  renderRoute({ remote, routes, pages, translations }, path, options);

export const resetPageState = resetRouteState;
