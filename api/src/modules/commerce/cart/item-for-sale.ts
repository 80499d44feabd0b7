import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import type { PurchasableSnapshot } from '../purchasables/kind';
import { purchasableKind } from '../purchasables/registry';
import type { Shopper } from '../shopper';

const MESSAGES: Readonly<Record<string, string>> = {
  [ERROR_CODES.ITEM_ALREADY_OWNED]: 'You already have this',
  [ERROR_CODES.ITEM_NOT_PURCHASABLE]: 'This cannot be bought now',
};

/**
 * The item as the member's organization sells it now, or the refusal: 404
 * when it is not in the catalogue the member sees (another organization's
 * course included), 409 ord-001 owned, 409 ord-003 not for sale (free,
 * full, closed, coming soon, a type not sold yet).
 */
export async function itemForSale(tx: Db, shopper: Shopper, itemType: string, itemId: number): Promise<PurchasableSnapshot> {
  const kind = purchasableKind(itemType);
  const snapshot = await kind.describe(tx, { organizationId: shopper.organizationId, userId: shopper.userId, itemId, now: shopper.now });
  if (!snapshot) throw notFound(ERROR_CODES.NOT_FOUND, 'Item not found');
  const refusal = await kind.refusal(tx, snapshot, shopper);
  if (refusal) throw new AppError(409, refusal, `${MESSAGES[refusal] ?? 'This cannot be bought'}: ${snapshot.title}`);
  return snapshot;
}
