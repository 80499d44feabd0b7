import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS, ERROR_CODES, type Language } from '@halaqa/contracts';
import type { AuthUser } from '../../core/context';
import type { Db } from '../../core/db/types';
import { AppError, notFound, unauthorized } from '../../core/errors';
import { configValue } from '../organizations/service';
import { consumeLinkToken, issueLinkToken } from '../users/one-time-codes';
import { users } from '../users/tables';
import type { SsoPortal } from './dto';
import { signedIn, type SignedInSession } from './signed-in';

const SSO_TOKEN_TTL_MS = 2 * 60 * 1000;

const forbidden = (message: string) => new AppError(403, ERROR_CODES.FORBIDDEN, message);

/**
 * A single-use token that signs the caller in on the admin or instructor
 * dashboard (spec: switch-to-admin / switch-to-instructor). The caller must
 * hold that portal now (database, not token).
 */
export async function createSsoTicket(db: Db, user: AuthUser, portal: SsoPortal, language: Language, now: Date) {
  const holds = portal === 'admin' ? user.portals.isAdministrator : user.portals.isInstructor;
  if (!holds) throw forbidden(`The ${portal} portal is not yours`);
  // A masquerading administrator stays inside the member's session: no door to another dashboard.
  if (user.masqueradedById !== null) throw forbidden('Not available while masquerading');
  const dashboardUrl = await configValue(db, user.organizationId, CONFIG_KEYS.dashboardUrl);
  if (typeof dashboardUrl !== 'string' || !URL.canParse(dashboardUrl)) {
    throw notFound(ERROR_CODES.CONFIG_NOT_FOUND, 'The organization has no dashboard-url');
  }
  // The target records the portal, so the exchange signs in to that one; a newer ticket replaces an older one.
  const { token, expiresAt } = await issueLinkToken(db, {
    organizationId: user.organizationId, userId: user.id, purpose: 'sso', target: portal, lifetimeMs: SSO_TOKEN_TTL_MS, now,
  });
  const redirect = new URL(dashboardUrl);
  redirect.searchParams.set('token', token);
  redirect.searchParams.set('lang', language);
  return { token, expiresAt: expiresAt.toISOString(), redirectUrl: redirect.toString() };
}

/** Exchanges an sso token for a session, once, within its 2 minutes; anything else is 401 auth-006. */
export async function exchangeSsoToken(db: Db, organizationId: number, token: string, now: Date): Promise<SignedInSession> {
  return db.transaction(async (tx) => {
    // Spending the token is the guard: of two concurrent exchanges only one succeeds.
    const spent = await consumeLinkToken(tx, { organizationId, purpose: 'sso', now }, token);
    if (!spent) throw unauthorized('Invalid or expired sign-on token');
    const [user] = await tx.select().from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.id, spent.userId))).limit(1);
    if (!user) throw unauthorized('Invalid or expired sign-on token');
    if (user.deactivatedAt) throw new AppError(403, ERROR_CODES.USER_DISABLED, 'User is disabled');
    // The portal may have been taken away in the two minutes since.
    const holds = spent.target === 'admin' ? user.isAdministrator : user.isInstructor;
    if (!holds) throw forbidden(`The ${spent.target} portal is not yours`);
    return signedIn(tx, user, { now });
  });
}
