import type { RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { renderRoute, resetRouteState } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { social } from '../definition';
import { translations } from '../i18n/translations';
import { pages } from '../pages';

/** Renders mfe-social's route table at a groups `path`, as the shell mounts it, for a signed-in member unless told otherwise. */
export const renderGroups = (path: string, options: RenderRouteOptions = {}) =>
  renderRoute({ remote: social, pages, translations }, path, { signedIn: true, ...options });

export const resetGroupsState = resetRouteState;
