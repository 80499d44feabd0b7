import type { Db } from '../../../core/db/types';
import type { PurchasableSnapshot } from '../purchasables/kind';
import type { Shopper } from '../shopper';
import { purchasedItems } from '../tables';
import type { OrderRow } from './open-order';
import { defaultTaxRate, undiscounted } from './price-cart';

/** The snapshot columns a purchased item keeps of the catalogue. */
export function snapshotColumns(snapshot: PurchasableSnapshot) {
  return {
    title: snapshot.title,
    titleAr: snapshot.titleAr,
    description: snapshot.description,
    descriptionAr: snapshot.descriptionAr,
    imageUrl: snapshot.imageUrl,
    startsAt: snapshot.startsAt,
    oldPrice: snapshot.oldPrice,
  };
}

/** The item's line, at its catalogue snapshot; the order is priced after. */
export async function insertItem(
  tx: Db, shopper: Shopper, order: OrderRow, itemType: string, itemId: number, snapshot: PurchasableSnapshot,
): Promise<void> {
  await tx.insert(purchasedItems).values({
    organizationId: order.organizationId,
    orderId: order.id,
    userId: shopper.userId,
    itemType,
    itemId,
    ...snapshotColumns(snapshot),
    ...undiscounted(snapshot.price, await defaultTaxRate(tx, order.organizationId)),
  });
}
