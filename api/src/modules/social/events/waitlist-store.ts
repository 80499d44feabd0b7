import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { socialEventEnrollments } from '../tables';
import type { WaitlistEntry } from './waitlist';

/** The event's waitlist as the rule reads it (any order: the rule sorts). */
export async function waitlistOf(db: Db, eventId: number): Promise<Array<WaitlistEntry & { userId: number }>> {
  const rows = await db.select({ id: socialEventEnrollments.id, userId: socialEventEnrollments.userId, waitlistedAt: socialEventEnrollments.waitlistedAt })
    .from(socialEventEnrollments)
    .where(and(eq(socialEventEnrollments.eventId, eventId), eq(socialEventEnrollments.status, 'WAITLISTED')));
  return rows.map((row) => ({ id: row.id, userId: row.userId, waitlistedAt: row.waitlistedAt ?? new Date(0) }));
}
