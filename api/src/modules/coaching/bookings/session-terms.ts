import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { users } from '../../users/tables';
import { settingsOf, type ProviderSettings } from '../availability/settings';
import { listedCoach } from '../profiles/coach-rows';
import { coachingCoaches } from '../tables';

/** A listed coach of the organization with their settings; undefined when there is none (unknown, unlisted, deactivated). */
export async function bookableCoach(db: Db, organizationId: number, coachId: number): Promise<{ coachId: number; settings: ProviderSettings } | undefined> {
  const [row] = await db.select({ coachId: coachingCoaches.userId }).from(coachingCoaches)
    .innerJoin(users, and(eq(users.organizationId, coachingCoaches.organizationId), eq(users.id, coachingCoaches.userId)))
    .where(and(eq(coachingCoaches.organizationId, organizationId), eq(coachingCoaches.userId, coachId), listedCoach))
    .limit(1);
  return row ? { coachId: row.coachId, settings: await settingsOf(db, organizationId, coachId) } : undefined;
}
