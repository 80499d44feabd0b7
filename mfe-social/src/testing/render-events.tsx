import { defineRemote, type PurchaseActionProps } from '@halaqa/contracts';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import type { RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { renderRoute, resetRouteState } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { social } from '../definition';
import { translations } from '../i18n/translations';
import { pages } from '../pages';
import FavoriteEvents from '../slots/favorite-events';

/** The props the fixture filler of purchase.action@1 was rendered with, in order (emptied by `resetEventsState`). */
export const purchaseProps: PurchaseActionProps[] = [];

/** The commerce area as the event page sees it: a filler of purchase.action@1 (the real one lives in mfe-commerce). */
function PurchaseActionFixture(props: PurchaseActionProps) {
  purchaseProps.push(props);
  return <button type="button">Add to cart</button>;
}

const commerceArea = defineRemote({
  name: 'mfe-commerce-fixture',
  prefixes: [],
  routes: {},
  slots: [{ slot: 'purchase.action@1', id: 'purchase', module: 'purchase-action', audience: 'members' }],
  texts: { en: { area: 'Store', labels: {} }, ar: { area: 'المتجر', labels: {} } },
});

/** mfe-social's events slot fillers, and the commerce fixture's, as the shell's loader would serve them. */
const EVENTS_FILLERS = {
  'mfe-social/favorite-events': FavoriteEvents,
  'mfe-commerce-fixture/purchase-action': PurchaseActionFixture,
};

/** Renders mfe-social's route table at `path`, as the shell mounts it, for a signed-in member unless told otherwise. */
export const renderEvents = (path: string, options: RenderRouteOptions = {}) =>
  renderRoute({ remote: social, pages, translations }, path, {
    signedIn: true, otherAreas: [rolesFixture, commerceArea.definition], slotFillers: EVENTS_FILLERS, ...options,
  });

export async function resetEventsState() {
  purchaseProps.length = 0;
  await resetRouteState();
}
