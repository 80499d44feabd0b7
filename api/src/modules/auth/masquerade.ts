import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { AuthUser } from '../../core/context';
import type { Db } from '../../core/db/types';
import { AppError, notFound } from '../../core/errors';
import { users } from '../users/tables';
import { signedIn, type SignedInSession } from './signed-in';

const forbidden = (message: string) => new AppError(403, ERROR_CODES.FORBIDDEN, message);

/**
 * An administrator signs in as a member of their organization to see what
 * the member sees. The new session records who opened it (masqueradedBy).
 * Administrators cannot be masqueraded, and a masquerade cannot be chained.
 */
export async function masquerade(db: Db, caller: AuthUser, targetId: number, now: Date): Promise<SignedInSession> {
  // The route also requires manage-members (requireAdministrator); this keeps the service safe on its own.
  if (!caller.portals.isAdministrator) throw forbidden('Only administrators can masquerade');
  if (caller.masqueradedById !== null) throw forbidden('Already masquerading');
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users)
      .where(and(eq(users.organizationId, caller.organizationId), eq(users.id, targetId))).limit(1);
    if (!target) throw notFound(ERROR_CODES.NOT_FOUND, 'No such member');
    if (target.isAdministrator || target.id === caller.id) throw forbidden('Administrators cannot be masqueraded');
    if (target.deactivatedAt) throw new AppError(403, ERROR_CODES.USER_DISABLED, 'User is disabled');
    return signedIn(tx, target, { masqueradedById: caller.id, now });
  });
}
