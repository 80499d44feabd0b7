import { defineRemote, type PurchaseActionProps } from '@halaqa/contracts';
import type { RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { renderRoute, resetRouteState } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { coaching } from '../definition';
import { translations } from '../i18n/translations';
import { pages } from '../pages';

/** The props the fixture filler of purchase.action@1 was rendered with, in order (emptied by `resetCoachingState`). */
export const purchaseProps: PurchaseActionProps[] = [];

/** The commerce area as the booking page sees it: a filler of purchase.action@1 (the real one lives in mfe-commerce). */
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

/** Renders mfe-coaching's route table at `path`, as the shell mounts it, for a signed-in member unless told otherwise. */
export const renderCoaching = (path: string, options: RenderRouteOptions = {}) =>
  renderRoute({ remote: coaching, pages, translations }, path, {
    signedIn: true, otherAreas: [commerceArea.definition], slotFillers: { 'mfe-commerce-fixture/purchase-action': PurchaseActionFixture }, ...options,
  });

export async function resetCoachingState() {
  purchaseProps.length = 0;
  await resetRouteState();
}
