import type { RemoteDefinition } from '@halaqa/contracts';
import { defineRemote } from '@halaqa/contracts';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import type { RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { renderRoute, resetRouteState } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { commerce } from '../definition';
import { translations } from '../i18n/translations';
import { pages } from '../pages';
import CartIcon from '../slots/cart-icon';
import PurchaseAction from '../slots/purchase-action';

/** mfe-commerce's own slot fillers, as the shell's loader would serve them. */
export const COMMERCE_FILLERS = { 'mfe-commerce/cart-icon': CartIcon, 'mfe-commerce/purchase-action': PurchaseAction };

/** The courses area's pages a bought item links to, by role, at their real paths. */
const coursesRoles: RemoteDefinition = defineRemote({
  name: 'mfe-courses-roles-fixture',
  prefixes: [],
  routes: {
    courseOverview: { path: '/lms/courses/:courseId/overview', role: 'courseOverview' },
    specializationOverview: { path: '/lms/specializations/:specializationId/overview', role: 'specializationOverview' },
  },
  texts: { en: { area: 'Learning', labels: {} }, ar: { area: 'التعلم', labels: {} } },
}).definition;

/** Renders mfe-commerce's route table at `path`, as the shell mounts it, for a signed-in member unless told otherwise. */
export const renderCommerce = (path: string, options: RenderRouteOptions = {}) =>
  renderRoute({ remote: commerce, pages, translations }, path, {
    signedIn: true, otherAreas: [rolesFixture, coursesRoles], slotFillers: COMMERCE_FILLERS, ...options,
  });

export const resetCommerceState = resetRouteState;
