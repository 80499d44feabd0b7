import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/core/db/types';
import { coachingBookings, coachingBusinessHours, coachingCoaches, coachingCredits, coachingSettings } from '../../src/modules/coaching/tables';
import type { Booking } from '../../src/modules/coaching/bookings/dto';
import { users } from '../../src/modules/users/tables';
import { callsTo, headersOf } from './api-calls';
import { createMembers, type TestMember } from './lms-fixtures';
import type { TestServer } from './test-server';

const HOUR = 60 * 60 * 1000;

/**
 * Coaches made by direct inserts (not the seed): open every day all day in
 * UTC, no notice, 60-minute sessions (free ones 30 minutes), cancellation
 * until 24 h before; so every whole UTC hour is a PAID slot and every half
 * hour a FREE one.
 */
export type CoachSettingsFixture = Partial<Omit<typeof coachingSettings.$inferInsert, 'organizationId' | 'coachId'>>;

export async function createCoach(db: Db, organizationId: number, settings: CoachSettingsFixture = {}, price = 20_000): Promise<TestMember> {
  const [coach] = await createMembers(db, organizationId, 1);
  await db.insert(coachingCoaches).values({ organizationId, userId: coach!.id, headline: 'Test coach', price });
  await db.insert(coachingSettings).values({
    organizationId, coachId: coach!.id, mustBookInAdvance: false, inAdvanceHours: 0, enableFreeSession: true, timeZone: 'UTC', ...settings,
  });
  await db.insert(coachingBusinessHours).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    organizationId, coachId: coach!.id, weekday, startMinute: 0, endMinute: 1440,
  })));
  return coach!;
}

/** A whole UTC hour `hours` from now (rounded up), as an ISO instant: a PAID slot of a fixture coach. */
export function hourSlot(hours: number): string {
  const at = new Date(Date.now() + hours * HOUR);
  at.setUTCMinutes(0, 0, 0);
  return new Date(at.getTime() + HOUR).toISOString();
}

export const freeSessionsOf = async (db: Db, userId: number) =>
  (await db.select({ left: users.freeChemistrySessions }).from(users).where(eq(users.id, userId)))[0]!.left;

export const setFreeSessions = (db: Db, userId: number, left: number) =>
  db.update(users).set({ freeChemistrySessions: left }).where(eq(users.id, userId));

export const bookingRow = async (db: Db, bookingId: number) =>
  (await db.select().from(coachingBookings).where(eq(coachingBookings.id, bookingId)))[0]!;

export const creditsOf = (db: Db, memberId: number, coachId: number) =>
  db.select().from(coachingCredits).where(and(eq(coachingCredits.memberId, memberId), eq(coachingCredits.coachId, coachId))).orderBy(coachingCredits.id);

/** The bookings calls of a test file's server. */
export function bookingCalls(server: () => TestServer) {
  const call = callsTo(server);
  return {
    book: (member: TestMember, coachId: number, startsAt: string, kind: 'FREE' | 'PAID' | 'CREDIT', prefix = 'demo') =>
      call<Booking>('POST', `/api/coaching/providers/${coachId}`, headersOf(member, prefix), { startsAt, kind }),
    get: (member: TestMember, bookingId: number, prefix = 'demo') => call<Booking>('GET', `/api/coaching/booking-sessions/${bookingId}`, headersOf(member, prefix)),
    cancel: (member: TestMember, bookingId: number, reason?: string, prefix = 'demo') =>
      call<Booking>('POST', `/api/coaching/booking-sessions/${bookingId}/cancel`, headersOf(member, prefix), reason === undefined ? {} : { reason }),
    reschedule: (member: TestMember, bookingId: number, startsAt: string, prefix = 'demo') =>
      call<Booking>('PATCH', `/api/coaching/booking-sessions/${bookingId}`, headersOf(member, prefix), { startsAt }),
    list: (member: TestMember, as: 'client' | 'provider', query = '', prefix = 'demo') =>
      call<{ count: number; data: Booking[] }>('GET', `/api/coaching/booking-sessions/${as}${query}`, headersOf(member, prefix)),
  };
}
