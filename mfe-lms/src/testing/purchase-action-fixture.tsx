import { defineRemote, type PurchaseActionProps } from '@halaqa/contracts';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import { LMS_FILLERS } from './render-page';

/** The props the fixture filler of purchase.action@1 was rendered with, in order (emptied before each test). */
export const purchaseProps: PurchaseActionProps[] = [];
beforeEach(() => { purchaseProps.length = 0; });

/** The commerce area as an overview sees it: a filler of purchase.action@1 (the real one lives in mfe-commerce). */
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

/** renderPage options of a site whose commerce area fills purchase.action@1. */
export const withPurchaseAction = {
  otherAreas: [rolesFixture, commerceArea.definition],
  slotFillers: { ...LMS_FILLERS, 'mfe-commerce-fixture/purchase-action': PurchaseActionFixture },
};
