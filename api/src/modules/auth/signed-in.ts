import type { Db } from '../../core/db/types';
import { currentUser } from './current-user';
import type { AuthResult, CurrentUser, SignedIn } from './dto';
import { issueSession, type SessionUser, type Tokens } from './sessions';
import { recordSignIn } from './sign-in-record';

/**
 * A sign-in as the services make it: the contract's SignedIn with the
 * refresh token still in hand. Routes answer it through session-cookies.ts,
 * which moves the refresh token into its cookie.
 */
export interface SignedInSession extends Omit<SignedIn, 'tokens'> {
  tokens: Tokens;
  user: CurrentUser;
}

/** The contract's AuthResult before the refresh token leaves for its cookie. */
export type IssuedAuthResult = Exclude<AuthResult, SignedIn> | SignedInSession;

/**
 * The contract's signed-in AuthResult: a new session family and the user as
 * GET auth shows them. Registration uses it too. Run inside a transaction.
 */
export async function signedIn(tx: Db, user: SessionUser, options: { masqueradedById?: number | null; now: Date }): Promise<SignedInSession> {
  const tokens = await issueSession(tx, user, options);
  // An administrator's masquerade is no sign-in of the member's own.
  if (!options.masqueradedById) {
    await recordSignIn(tx, { organizationId: user.organizationId, userId: user.id, familyId: tokens.sessionFamilyId });
  }
  const profile = await currentUser(tx, user.organizationId, user.id, options.masqueradedById ?? null);
  if (!profile) throw new Error(`user ${user.id} vanished while signing in`);
  return { status: 'signed-in', tokens, user: profile };
}
