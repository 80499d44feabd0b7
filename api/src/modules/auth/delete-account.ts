import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { AuthUser } from '../../core/context';
import type { Db } from '../../core/db/types';
import { AppError, unauthorized } from '../../core/errors';
import { verifyPassword } from '../../core/passwords';
import { announcements } from '../announcements/tables';
import { users } from '../users/tables';

/**
 * Deletes the caller's account after checking their password. Everything
 * the account owns goes with it through ON DELETE CASCADE (sessions, codes,
 * phone verifications, answers, media ...); rows that only mention the user
 * as an author keep existing without the author.
 */
export async function deleteAccount(db: Db, user: AuthUser, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ passwordHash: users.passwordHash }).from(users)
      .where(and(eq(users.organizationId, user.organizationId), eq(users.id, user.id))).limit(1).for('update');
    if (!row) throw unauthorized();
    if (!row.passwordHash || !(await verifyPassword(row.passwordHash, password))) {
      throw new AppError(400, ERROR_CODES.WRONG_PASSWORD, 'Wrong password');
    }
    await tx.update(announcements).set({ createdById: null }).where(and(
      eq(announcements.organizationId, user.organizationId),
      eq(announcements.createdById, user.id),
    ));
    await tx.delete(users).where(and(eq(users.organizationId, user.organizationId), eq(users.id, user.id)));
  });
}
