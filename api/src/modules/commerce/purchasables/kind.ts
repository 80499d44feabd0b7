import type { ErrorCode } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import type { EnrollmentState } from '../../lms/enrollment/enrollment-state';
import type { Shopper } from '../shopper';
import type { PurchasableType } from '../tables';

/** The types sold so far; the others of PURCHASABLE_TYPES plug in later through the same interface. */
export type SoldType = Extract<PurchasableType, 'COURSE' | 'SPECIALIZATION' | 'EVENT' | 'COACHING_SESSION'>;

/** One item of one member of one organization (the member's tenant: whose offer and price apply). */
export interface ItemRef {
  organizationId: number;
  userId: number;
  itemId: number;
}

/** What a purchased item remembers of the catalogue (purchased_items' snapshot columns) and what decides if it may be bought. */
export interface PurchasableSnapshot {
  itemType: SoldType;
  itemId: number;
  /** Both languages: courses have one name, written in the course's language, so both carry it. */
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  imageUrl: string | null;
  startsAt: Date | null;
  /** Halalas before VAT, from the member's organization's offer. */
  price: number;
  oldPrice: number | null;
  /** Seats left (the smallest of its courses' for a specialization); null: no limit. */
  capacityLeft: number | null;
  /**
   * The member's standing, the enrollment rules of lms (docs/design/lms-api.md)
   * with PAYMENT_REQUIRED meaning "for sale": ENROLLED is owned, anything else
   * cannot be bought now (free, full, closed, coming soon, not open...).
   */
  state: EnrollmentState;
}

/**
 * A kind of thing the organization sells (docs/design/commerce-api.md
 * "Purchasable items"). Every function runs inside the caller's transaction.
 */
export interface PurchasableKind {
  type: SoldType;
  /** The item as the member's organization offers it now; null when it is not in the catalogue the member sees. */
  describe(tx: Db, ref: ItemRef & { now: Date }): Promise<PurchasableSnapshot | null>;
  /** Why the member cannot buy it now: ord-001 owned, ord-003 not for sale; null when they can. */
  refusal(tx: Db, snapshot: PurchasableSnapshot, member: Shopper): Promise<ErrorCode | null>;
  /**
   * Gives what was bought (enrolls), inside the completing transaction;
   * idempotent. 'FULL' when it can no longer be given (capacity ran out, or
   * it closed while the member paid): nothing is written, the caller refunds it.
   */
  fulfil(tx: Db, ref: ItemRef & { orderId: number; now?: Date }): Promise<'DONE' | 'FULL'>;
  /** Takes it back (unenrolls) on refund; idempotent. */
  reverse(tx: Db, ref: ItemRef): Promise<void>;
  /**
   * The order's payment failed (declined, failed, expired): lets go of what
   * was held for the member while they paid, so others may take it at once.
   * Only kinds that hold something have it (a coaching session's slot); idempotent.
   */
  release?(tx: Db, ref: ItemRef & { now: Date }): Promise<void>;
}
