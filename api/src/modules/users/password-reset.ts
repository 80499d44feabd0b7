import { recordPasswordChanged } from './password-changed-event';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { ERROR_CODES, isStrongPassword } from '@halaqa/contracts';
import type { Tenant } from '../../core/context';
import type { Db } from '../../core/db/types';
import { AppError, notFound } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import { loginAttempts } from '../auth/tables';
import { revokeAllSessions } from '../auth/sessions';
import { mailAccountLink } from './account-links';
import { weakPasswordError } from './change-password';
import { invalidCode } from './email-verification';
import { consumeLinkToken } from './one-time-codes';
import { recipientOf } from './recipient';
import { users } from './tables';

const HOUR_MS = 60 * 60 * 1000;
/** Reset requests per email address and organization per hour, known account or not (so the 429 tells nothing). */
const MAX_RESET_REQUESTS_PER_HOUR = 5;

/**
 * POST reset-password/{prefix}: always 202 for a well-formed request, so
 * nobody learns which emails have accounts. The limit is counted per
 * address asked about (in login_attempts, bucket `reset:<org>:<email>`),
 * whether an account exists or not.
 */
export async function requestPasswordReset(
  db: Db,
  tenant: Tenant,
  input: { prefix: string; email: string },
  options: { site: string; now: Date },
): Promise<void> {
  if (input.prefix.toLowerCase() !== tenant.domainPrefix) throw notFound(ERROR_CODES.ORGANIZATION_NOT_FOUND, 'Organization not found');
  const email = input.email.trim().toLowerCase();
  const bucket = `reset:${tenant.id}:${email}`;
  const since = new Date(options.now.getTime() - HOUR_MS);
  await db.transaction(async (tx) => {
    await tx.delete(loginAttempts).where(and(eq(loginAttempts.bucket, bucket), lt(loginAttempts.attemptedAt, since)));
    const [recent] = await tx.select({ value: count() }).from(loginAttempts)
      .where(and(eq(loginAttempts.bucket, bucket), gte(loginAttempts.attemptedAt, since)));
    if ((recent?.value ?? 0) >= MAX_RESET_REQUESTS_PER_HOUR) {
      throw new AppError(429, ERROR_CODES.CODE_RATE_LIMITED, 'Too many reset requests; try again later');
    }
    await tx.insert(loginAttempts).values({ bucket, attemptedAt: options.now });
    const [user] = await tx.select({ id: users.id, deactivatedAt: users.deactivatedAt }).from(users)
      .where(and(eq(users.organizationId, tenant.id), eq(users.email, email))).limit(1);
    // A disabled account could not sign in with a new password either.
    if (!user || user.deactivatedAt) return;
    const recipient = await recipientOf(tx, tenant.id, user.id);
    if (!recipient) return;
    try {
      await mailAccountLink(tx, 'reset-password', recipient, options);
    } catch (error) {
      // The account's own code limit (administrator resets count too) must not
      // answer differently from an unknown address: nothing is sent, still 202.
      // The limit is checked before mailAccountLink writes anything, so the
      // transaction is intact.
      if (error instanceof AppError && error.code === ERROR_CODES.CODE_RATE_LIMITED) return;
      throw error;
    }
  });
}

/**
 * POST reset-password/student: an administrator makes a member of the same
 * organization choose a new password: forceResetPassword (every signed-in
 * route answers auth-005 until then) and a reset link by email.
 */
export async function resetMemberPassword(
  db: Db,
  admin: { organizationId: number; isAdministrator: boolean },
  userId: number,
  options: { site: string; now: Date },
): Promise<void> {
  // The route also requires manage-members (requireAdministrator); this keeps the service safe on its own.
  if (!admin.isAdministrator) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Only administrators can reset a member password');
  await db.transaction(async (tx) => {
    const updated = await tx.update(users).set({ forceResetPassword: true })
      .where(and(eq(users.organizationId, admin.organizationId), eq(users.id, userId))).returning({ id: users.id });
    if (!updated.length) throw notFound(ERROR_CODES.NOT_FOUND, 'User not found');
    const recipient = await recipientOf(tx, admin.organizationId, userId);
    if (!recipient) throw notFound(ERROR_CODES.NOT_FOUND, 'User not found');
    await mailAccountLink(tx, 'reset-password', recipient, options);
  });
}

/**
 * POST reset-password/confirm: the rules are checked first so a weak
 * password does not use up the link. Then, in one transaction: the link is
 * used, the password set, forceResetPassword cleared, the email marked
 * verified (the link proved the mailbox) and every session ended.
 */
export async function confirmPasswordReset(db: Db, organizationId: number, input: { token: string; password: string }, now: Date): Promise<void> {
  if (!isStrongPassword(input.password)) throw weakPasswordError(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const code = await consumeLinkToken(tx, { organizationId, purpose: 'reset-password', now }, input.token);
    if (!code) throw invalidCode();
    const [user] = await tx.select({ email: users.email }).from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.id, code.userId))).limit(1);
    if (!user) throw invalidCode();
    await tx.update(users).set({ passwordHash, forceResetPassword: false, ...(user.email === code.target ? { isVerified: true } : {}) })
      .where(and(eq(users.organizationId, organizationId), eq(users.id, code.userId)));
    await revokeAllSessions(tx, { organizationId, id: code.userId }, 'password-changed', now);
    await recordPasswordChanged(tx, organizationId, code.userId);
  });
}
