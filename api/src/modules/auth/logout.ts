import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../core/context';
import type { Db } from '../../core/db/types';
import { refreshTokens, sessionFamilies } from './tables';
import { sha256 } from './secrets';
import { revokeAllSessions, revokeFamily } from './sessions';

/**
 * Ends the caller's session (the family of their access token), or every
 * session of theirs with removeAll. The browser's refresh cookie ends its
 * family too when it is the caller's (a tab whose access token came from an
 * earlier sign-in than the cookie).
 */
export async function logout(db: Db, user: AuthUser, input: { removeAll: boolean; refreshToken: string | null }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.removeAll) {
      await revokeAllSessions(tx, user, 'logout-all', now);
      return;
    }
    const scope = { organizationId: user.organizationId, userId: user.id };
    await revokeFamily(tx, { ...scope, familyId: user.sessionFamilyId }, 'logout', now);
    if (!input.refreshToken) return;
    const [row] = await tx.select({ familyId: refreshTokens.familyId }).from(refreshTokens)
      .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
      .where(and(
        eq(refreshTokens.tokenHash, sha256(input.refreshToken)),
        eq(sessionFamilies.organizationId, user.organizationId),
        eq(sessionFamilies.userId, user.id),
      )).limit(1);
    if (row) await revokeFamily(tx, { ...scope, familyId: row.familyId }, 'logout', now);
  });
}
