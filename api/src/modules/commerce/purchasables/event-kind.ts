import { ERROR_CODES } from '@halaqa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { mediaContentUrl } from '../../media/service';
import type { EnrollmentState } from '../../lms/enrollment/enrollment-state';
import { socialEventEnrollments, socialEvents } from '../../social/tables';
import { joinEvent, reversePaidPlace } from '../../social/events/enrollment-writes';
import { enrollmentOpen } from '../../social/events/event-rules';
import { titlesOf } from '../../social/events/event-titles';
import { purchasedItems } from '../tables';
import type { PurchasableKind, PurchasableSnapshot } from './kind';
import { refusalOfStanding } from './standing';

/** The event refusals that mean "the place can no longer be given" (it filled up or closed while the member paid). */
const CANNOT_BE_GIVEN: ReadonlySet<string> = new Set([
  ERROR_CODES.EVENT_FULL, ERROR_CODES.EVENT_ENROLLMENT_CLOSED, ERROR_CODES.NOT_FOUND,
]);

interface StandingFacts {
  event: typeof socialEvents.$inferSelect;
  myStatus: string | null;
  now: Date;
}

/** The member's standing on a paid event, in commerce's terms (PAYMENT_REQUIRED is "for sale"). */
function standingOf({ event, myStatus, now }: StandingFacts): EnrollmentState {
  if (myStatus === 'ENROLLED' || myStatus === 'WAITLISTED') return 'ENROLLED';
  if (event.enrollmentStartsAt && now.getTime() < event.enrollmentStartsAt.getTime() && !event.cancelledAt) return 'NOT_OPEN';
  if (!enrollmentOpen(event, now)) return 'CLOSED';
  if (event.maxEnrollmentCount !== null && event.enrolledCount >= event.maxEnrollmentCount) return 'FULL';
  return event.price > 0 ? 'PAYMENT_REQUIRED' : 'OPEN';
}

/**
 * A paid social event (docs/design/social-api.md "Paid events"): a place,
 * bought through the cart; fulfilling it enrolls (source PURCHASE), a refund
 * cancels the place and gives it to the waitlist. Free events are joined,
 * never bought (ord-003).
 */
export const eventKind: PurchasableKind = {
  type: 'EVENT',

  async describe(tx, ref): Promise<PurchasableSnapshot | null> {
    const [row] = await tx.select({ event: socialEvents, myStatus: socialEventEnrollments.status }).from(socialEvents)
      .leftJoin(socialEventEnrollments, and(eq(socialEventEnrollments.eventId, socialEvents.id), eq(socialEventEnrollments.userId, ref.userId)))
      .where(and(eq(socialEvents.organizationId, ref.organizationId), eq(socialEvents.id, ref.itemId), eq(socialEvents.isPublished, true)))
      .limit(1);
    if (!row) return null;
    const { event } = row;
    const title = await titlesOf(tx, event);
    return {
      itemType: 'EVENT',
      itemId: event.id,
      title: title.en,
      titleAr: title.ar,
      description: '',
      descriptionAr: '',
      imageUrl: event.coverMediaId === null ? null : mediaContentUrl(event.coverMediaId),
      startsAt: event.startTime,
      price: event.price,
      oldPrice: event.oldPrice,
      capacityLeft: event.maxEnrollmentCount === null ? null : Math.max(0, event.maxEnrollmentCount - event.enrolledCount),
      state: standingOf({ event, myStatus: row.myStatus, now: ref.now }),
    };
  },

  async refusal(_tx, snapshot) {
    return refusalOfStanding(snapshot);
  },

  async fulfil(tx, ref) {
    const now = ref.now ?? new Date();
    const [line] = await purchasedLine(tx, ref.orderId, ref.itemId);
    try {
      await tx.transaction(async (savepoint) => {
        await joinEvent(savepoint, { organizationId: ref.organizationId, userId: ref.userId, now }, ref.itemId, {
          waitlist: false, paid: true, purchasedItemId: line?.id ?? null,
        });
      });
      return 'DONE';
    } catch (error) {
      // A replay of a fulfilment already done: the place is there.
      if (error instanceof AppError && error.code === ERROR_CODES.EVENT_ALREADY_ENROLLED) return 'DONE';
      if (error instanceof AppError && CANNOT_BE_GIVEN.has(error.code)) return 'FULL';
      throw error;
    }
  },

  async reverse(tx, ref) {
    await reversePaidPlace(tx, { organizationId: ref.organizationId, userId: ref.userId, now: new Date() }, ref.itemId);
  },
};

function purchasedLine(tx: Db, orderId: number, eventId: number) {
  return tx.select({ id: purchasedItems.id }).from(purchasedItems)
    .where(and(eq(purchasedItems.orderId, orderId), eq(purchasedItems.itemType, 'EVENT'), eq(purchasedItems.itemId, eventId))).limit(1);
}
