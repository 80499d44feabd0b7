import { and, asc, eq, ne } from 'drizzle-orm';
import { CONFIG_KEYS, ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError } from '../../core/errors';
import { decoyHash, verifyPassword } from '../../core/passwords';
import { configValue } from '../organizations/service';
import { users } from '../users/tables';
import { assertLoginAllowed, clearAccountFailures, loginBuckets, recordLoginFailure } from './login-rate-limit';
import { signedIn, type IssuedAuthResult } from './signed-in';
import { startTwoFactor } from './two-factor';

export interface LoginInput {
  organizationId: number;
  email: string;
  password: string;
  /** The client address (request.ip): the second rate-limit bucket. */
  address: string;
  now: Date;
}

const invalidCredentials = () => new AppError(401, ERROR_CODES.INVALID_CREDENTIALS, 'Invalid email or password');

/**
 * Email and password sign-in (contract POST auth/login). Refusals are
 * decided before anything is written, and failures are counted outside any
 * transaction so a refusal never rolls its own count back. `everyOrganization`
 * (system access) serves only the look-up of the email in other organizations.
 */
export async function login(db: Db, everyOrganization: Db, input: LoginInput): Promise<IssuedAuthResult> {
  const email = input.email.trim().toLowerCase();
  const buckets = loginBuckets(input.organizationId, email, input.address);
  await assertLoginAllowed(db, buckets, input.now);

  const [user] = await db.select().from(users)
    .where(and(eq(users.organizationId, input.organizationId), eq(users.email, email))).limit(1);
  // Not here: the password is checked against the same email's account in another organization, so
  // that only someone who knows it learns the account is elsewhere (auth-002); anyone else gets auth-003.
  const elsewhere = user ? null : await accountElsewhere(everyOrganization, input.organizationId, email);
  const hash = user?.passwordHash ?? elsewhere?.passwordHash ?? null;
  // Exactly one argon2 verification whatever the case, so timing does not tell which emails exist, or where.
  const passwordOk = await verifyPassword(hash ?? (await decoyHash()), input.password) && hash !== null;
  if (!user || !passwordOk) {
    await recordLoginFailure(db, buckets, input.now);
    if (!user && passwordOk) throw new AppError(403, ERROR_CODES.USER_NOT_IN_ORGANIZATION, 'This account belongs to another organization');
    throw invalidCredentials();
  }
  // Only a caller who knows the password learns the account's state.
  if (user.deactivatedAt) throw new AppError(403, ERROR_CODES.USER_DISABLED, 'User is disabled');
  if (user.requiresApproval) throw new AppError(403, ERROR_CODES.REQUIRES_APPROVAL, 'Registration awaits approval');

  return db.transaction(async (tx) => {
    await clearAccountFailures(tx, buckets);
    if ((await configValue(tx, input.organizationId, CONFIG_KEYS.twoFactorEnabled)) === true) {
      return startTwoFactor(tx, user, input.now);
    }
    return signedIn(tx, user, { now: input.now });
  });
}

/** The same email's account in another organization (the oldest, when there are several). */
async function accountElsewhere(db: Db, organizationId: number, email: string): Promise<{ passwordHash: string | null } | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users)
    .where(and(eq(users.email, email), ne(users.organizationId, organizationId))).orderBy(asc(users.id)).limit(1);
  return row ?? null;
}
