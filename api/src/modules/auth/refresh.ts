import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError } from '../../core/errors';
import { users } from '../users/tables';
import { refreshTokens, sessionFamilies } from './tables';
import { sha256 } from './secrets';
import { revokeFamily, tokensForFamily, type Tokens } from './sessions';

const invalidRefreshToken = () => new AppError(401, ERROR_CODES.INVALID_REFRESH_TOKEN, 'Invalid refresh token');

type Outcome = { ok: true; tokens: Tokens } | { ok: false; error: AppError };

/**
 * Rotates a refresh token: the presented one is spent and a new one of the
 * same family is returned with a fresh access token. A token presented a
 * second time means it was copied: the whole family is revoked (committed,
 * though the call answers 401 auth-007).
 */
export async function rotateRefreshToken(db: Db, organizationId: number, token: string, now: Date): Promise<Tokens> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.select({
      tokenId: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      familyId: sessionFamilies.id,
      familyOrganizationId: sessionFamilies.organizationId,
      userId: sessionFamilies.userId,
      revokedAt: sessionFamilies.revokedAt,
    }).from(refreshTokens)
      .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .limit(1)
      .for('update');
    // Another organization's token is unknown here: the tenant comes from the domain, the token cannot move it.
    if (!row || row.familyOrganizationId !== organizationId || row.revokedAt) return { ok: false, error: invalidRefreshToken() };
    const scope = { organizationId, userId: row.userId, familyId: row.familyId };
    if (row.usedAt) {
      await revokeFamily(tx, scope, 'reuse-detected', now);
      return { ok: false, error: invalidRefreshToken() };
    }
    if (row.expiresAt <= now) return { ok: false, error: invalidRefreshToken() };
    const [user] = await tx.select().from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.id, row.userId))).limit(1);
    if (!user) return { ok: false, error: invalidRefreshToken() };
    if (user.deactivatedAt) {
      await revokeFamily(tx, scope, 'deactivated', now);
      return { ok: false, error: new AppError(403, ERROR_CODES.USER_DISABLED, 'User is disabled') };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.tokenId));
    await tx.update(sessionFamilies).set({ lastUsedAt: now }).where(eq(sessionFamilies.id, row.familyId));
    // Portals from the row, so a role change reaches the client at the next refresh.
    return { ok: true, tokens: await tokensForFamily(tx, user, row.familyId, now) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.tokens;
}
