import type { Db } from '../../core/db/types';
import { currentUser } from './current-user';
import type { SignedIn } from './dto';
import { issueSession, type SessionUser } from './sessions';

/**
 * The contract's signed-in AuthResult: a new session family and the user as
 * GET auth shows them. Registration uses it too. Run inside a transaction.
 */
export async function signedIn(tx: Db, user: SessionUser, options: { masqueradedById?: number | null; now: Date }): Promise<SignedIn> {
  const tokens = await issueSession(tx, user, options);
  const profile = await currentUser(tx, user.organizationId, user.id, options.masqueradedById ?? null);
  if (!profile) throw new Error(`user ${user.id} vanished while signing in`);
  return { status: 'signed-in', tokens, user: profile };
}
