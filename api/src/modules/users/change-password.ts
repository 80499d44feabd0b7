import { recordPasswordChanged } from './password-changed-event';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, failingPasswordRules, isStrongPassword, SAME_PASSWORD_MESSAGE } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError, notFound } from '../../core/errors';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { users } from './tables';

/** The pwd-001 refusal, naming the rules the password breaks (the form shows the same rules live). */
export function weakPasswordError(password: string): AppError {
  const failing = failingPasswordRules(password);
  const rules = failing.length ? failing.join(', ') : 'maxLength';
  return new AppError(400, ERROR_CODES.WEAK_PASSWORD, `Password does not meet the rules: ${rules}`);
}

/**
 * PATCH user/change-password. Order of checks is the spec's (section 8):
 * a wrong old password is pwd-003, then the same password pwd-002 with the
 * exact message the client matches on, then the rules pwd-001. Success
 * clears forceResetPassword and signs out every other session.
 */
export async function changePassword(
  db: Db,
  caller: { organizationId: number; userId: number; sessionFamilyId: string },
  body: { oldPassword: string; newPassword: string },
  now: Date,
): Promise<void> {
  const where = and(eq(users.organizationId, caller.organizationId), eq(users.id, caller.userId));
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(where).limit(1);
  if (!row) throw notFound();
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, body.oldPassword))) {
    throw new AppError(400, ERROR_CODES.WRONG_PASSWORD, 'Old password is incorrect');
  }
  if (body.newPassword === body.oldPassword) throw new AppError(400, ERROR_CODES.PASSWORD_REUSED, SAME_PASSWORD_MESSAGE);
  if (!isStrongPassword(body.newPassword)) throw weakPasswordError(body.newPassword);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, forceResetPassword: false }).where(where);
    await revokeAllSessions(tx, { organizationId: caller.organizationId, id: caller.userId }, 'password-changed', now, caller.sessionFamilyId);
    await recordPasswordChanged(tx, caller.organizationId, caller.userId);
  });
}
