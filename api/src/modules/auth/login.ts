import { and, eq, ne } from 'drizzle-orm';
import { CONFIG_KEYS, ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError } from '../../core/errors';
import { decoyHash, verifyPassword } from '../../core/passwords';
import { configValue } from '../organizations/service';
import { users } from '../users/tables';
import type { AuthResult } from './dto';
import { assertLoginAllowed, clearAccountFailures, loginBuckets, recordLoginFailure } from './login-rate-limit';
import { signedIn } from './signed-in';
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
 * transaction so a refusal never rolls its own count back.
 */
export async function login(db: Db, input: LoginInput): Promise<AuthResult> {
  const email = input.email.trim().toLowerCase();
  const buckets = loginBuckets(input.organizationId, email, input.address);
  await assertLoginAllowed(db, buckets, input.now);

  const [user] = await db.select().from(users)
    .where(and(eq(users.organizationId, input.organizationId), eq(users.email, email))).limit(1);
  // Unknown accounts cost one argon2 verification too, so timing does not tell which emails exist.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password) && Boolean(user?.passwordHash);
  if (!user || !passwordOk) {
    await recordLoginFailure(db, buckets, input.now);
    if (!user && await existsElsewhere(db, input.organizationId, email)) {
      throw new AppError(403, ERROR_CODES.USER_NOT_IN_ORGANIZATION, 'This account belongs to another organization');
    }
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

async function existsElsewhere(db: Db, organizationId: number, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.email, email), ne(users.organizationId, organizationId))).limit(1);
  return row !== undefined;
}
