import { and, eq, isNull, ne } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, type Portals } from '../../core/access-token';
import type { Db } from '../../core/db/types';
import { signalStreams } from '../notifications/stream-channel';
import { refreshTokens, sessionFamilies } from './tables';
import { randomToken, sha256 } from './secrets';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * What a sign-in or refresh issues. The refresh token never goes into an
 * answer body: the routes put it in an httpOnly cookie (session-cookies.ts)
 * and answer the rest (contract `Tokens`).
 */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** ISO time the access token expires. */
  expiresAt: string;
  portals: Portals;
  /** The session family the tokens belong to (never answered: for records made at sign-in, and the page cookie). */
  sessionFamilyId: string;
  /** Whose session it is (never answered: for the page cookie). */
  userId: number;
  organizationId: number;
}

/** The fields of a users row a session is made from. */
export interface SessionUser {
  id: number;
  organizationId: number;
  isAdministrator: boolean;
  isInstructor: boolean;
}

export type RevokeReason = 'logout' | 'logout-all' | 'reuse-detected' | 'password-changed' | 'deactivated' | 'account-deleted';

/**
 * Signs a user in: a new session family with its first refresh token and an
 * access token bound to that family. Run it inside the caller's transaction.
 */
export async function issueSession(tx: Db, user: SessionUser, options: { masqueradedById?: number | null; now?: Date } = {}): Promise<Tokens> {
  const now = options.now ?? new Date();
  const [family] = await tx.insert(sessionFamilies).values({
    organizationId: user.organizationId,
    userId: user.id,
    masqueradedById: options.masqueradedById ?? null,
    createdAt: now,
    lastUsedAt: now,
  }).returning({ id: sessionFamilies.id });
  if (!family) throw new Error('session family insert returned no row');
  return tokensForFamily(tx, user, family.id, now);
}

/** A fresh refresh token in the family plus an access token naming it. */
export async function tokensForFamily(tx: Db, user: SessionUser, familyId: string, now: Date): Promise<Tokens> {
  const refreshToken = randomToken();
  await tx.insert(refreshTokens).values({
    familyId,
    tokenHash: sha256(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  const portals = { isAdministrator: user.isAdministrator, isInstructor: user.isInstructor };
  const accessToken = signAccessToken({ userId: user.id, organizationId: user.organizationId, portals, sessionFamilyId: familyId }, { now: now.getTime() });
  return {
    accessToken,
    refreshToken,
    expiresAt: new Date(Math.floor(now.getTime() / 1000) * 1000 + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
    portals,
    sessionFamilyId: familyId,
    userId: user.id,
    organizationId: user.organizationId,
  };
}

/** Ends one session family of the user (no-op when already ended). */
export async function revokeFamily(tx: Db, scope: { organizationId: number; userId: number; familyId: string }, reason: RevokeReason, now: Date): Promise<void> {
  const ended = await tx.update(sessionFamilies).set({ revokedAt: now, revokedReason: reason }).where(and(
    eq(sessionFamilies.id, scope.familyId),
    eq(sessionFamilies.organizationId, scope.organizationId),
    eq(sessionFamilies.userId, scope.userId),
    isNull(sessionFamilies.revokedAt),
  )).returning({ id: sessionFamilies.id });
  await closeStreamsOf(tx, ended);
}

/** The ended sessions' notification streams close (on commit, in every API process). */
async function closeStreamsOf(tx: Db, ended: Array<{ id: string }>): Promise<void> {
  if (ended.length) await signalStreams(tx, { k: 's', f: ended.map((family) => family.id) });
}

/**
 * Ends every session of a user: sign out everywhere, password reset,
 * deactivation. `exceptFamilyId` keeps one (change-password keeps the
 * caller signed in and signs out every other device).
 */
export async function revokeAllSessions(
  tx: Db,
  user: { organizationId: number; id: number },
  reason: RevokeReason,
  now: Date,
  exceptFamilyId?: string,
): Promise<void> {
  const ended = await tx.update(sessionFamilies).set({ revokedAt: now, revokedReason: reason }).where(and(
    eq(sessionFamilies.organizationId, user.organizationId),
    eq(sessionFamilies.userId, user.id),
    isNull(sessionFamilies.revokedAt),
    exceptFamilyId === undefined ? undefined : ne(sessionFamilies.id, exceptFamilyId),
  )).returning({ id: sessionFamilies.id });
  await closeStreamsOf(tx, ended);
}
