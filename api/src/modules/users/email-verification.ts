import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError, notFound } from '../../core/errors';
import { mailAccountLink } from './account-links';
import { consumeLinkToken } from './one-time-codes';
import { recipientOf } from './recipient';
import { users } from './tables';

export const invalidCode = () => new AppError(400, ERROR_CODES.INVALID_CODE, 'The link is invalid or has expired');

/** POST auth/verify-email-exists: is the email taken in this organization (the register form checks on blur). */
export async function emailExists(db: Db, organizationId: number, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.email, email.trim().toLowerCase()))).limit(1);
  return row !== undefined;
}

/** POST auth/verify-email: the link is used once; it verifies the address it was sent to. */
export async function verifyEmail(db: Db, organizationId: number, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const code = await consumeLinkToken(tx, { organizationId, purpose: 'verify-email', now }, token);
    if (!code) throw invalidCode();
    const conditions = [eq(users.organizationId, organizationId), eq(users.id, code.userId)];
    // The address proven is the one the link went to.
    if (code.target) conditions.push(eq(users.email, code.target));
    const updated = await tx.update(users).set({ isVerified: true }).where(and(...conditions)).returning({ id: users.id });
    if (!updated.length) throw invalidCode();
  });
}

/**
 * POST auth/verify-email/resend: a new link, the old one superseded.
 * Already verified: nothing to send (still 202, the client needs no branch).
 */
export async function resendVerification(db: Db, member: { organizationId: number; userId: number }, options: { site: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ isVerified: users.isVerified }).from(users)
      .where(and(eq(users.organizationId, member.organizationId), eq(users.id, member.userId))).limit(1);
    if (!row) throw notFound();
    if (row.isVerified) return;
    const recipient = await recipientOf(tx, member.organizationId, member.userId);
    if (!recipient) throw notFound();
    await mailAccountLink(tx, 'verify-email', recipient, options);
  });
}
