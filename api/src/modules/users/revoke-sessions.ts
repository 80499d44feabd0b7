import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { sessionFamilies } from '../auth/schema';
import type { RevokeReason } from '../auth/sessions';

/**
 * Ends every session of the user except `keepFamilyId`: change-password
 * keeps the caller signed in and signs out every other device.
 */
export async function revokeOtherSessions(
  db: Db,
  scope: { organizationId: number; userId: number; keepFamilyId: string },
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db.update(sessionFamilies).set({ revokedAt: now, revokedReason: reason }).where(and(
    eq(sessionFamilies.organizationId, scope.organizationId),
    eq(sessionFamilies.userId, scope.userId),
    isNull(sessionFamilies.revokedAt),
    ne(sessionFamilies.id, scope.keepFamilyId),
  ));
}
