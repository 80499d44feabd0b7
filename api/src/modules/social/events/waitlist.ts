/**
 * The waitlist rule (docs/design/social-api.md "Events"), pure so that any
 * capacity-limited thing with a queue (events now, coaching sessions later)
 * decides promotions the same way. The caller holds the lock of the row that
 * carries the capacity and the count, reads the queue under it, and writes
 * what this answers in the same transaction.
 */

export interface WaitlistEntry {
  id: number;
  waitlistedAt: Date;
}

export interface WaitlistFacts<Entry extends WaitlistEntry> {
  /** Places in all; null is unlimited. */
  capacity: number | null;
  /** Places taken now. */
  takenCount: number;
  /** Everyone waiting, in any order. */
  waitlist: readonly Entry[];
}

/** Arrival order: the earlier waitlisted first, the smaller id on a tie (two in the same instant). */
export function inArrivalOrder<Entry extends WaitlistEntry>(waitlist: readonly Entry[]): Entry[] {
  return [...waitlist].sort((a, b) => a.waitlistedAt.getTime() - b.waitlistedAt.getTime() || a.id - b.id);
}

/** Free places (never negative; unlimited when there is no capacity). */
export function freePlaces(capacity: number | null, takenCount: number): number {
  return capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, capacity - takenCount);
}

/** The entries that get a place now, in the order they get it: the head of the queue, as many as there are free places. */
export function promotionsOf<Entry extends WaitlistEntry>(facts: WaitlistFacts<Entry>): Entry[] {
  const free = freePlaces(facts.capacity, facts.takenCount);
  if (free === 0 || facts.waitlist.length === 0) return [];
  const ordered = inArrivalOrder(facts.waitlist);
  return Number.isFinite(free) ? ordered.slice(0, free) : ordered;
}

/** The 1-based place of one entry in the queue, or null when it is not waiting. */
export function waitlistPositionOf(waitlist: readonly WaitlistEntry[], id: number): number | null {
  const index = inArrivalOrder(waitlist).findIndex((entry) => entry.id === id);
  return index === -1 ? null : index + 1;
}

/** Whether a newcomer must wait (or be refused) rather than take a place: no free place, or others already wait ahead. */
export function mustWait(capacity: number | null, takenCount: number, waitingCount: number): boolean {
  return freePlaces(capacity, takenCount) === 0 || waitingCount > 0;
}
