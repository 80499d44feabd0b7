import { hashPassword } from '../core/passwords';
import type { Db } from '../core/db/types';
import { phoneVerifications } from '../modules/auth/tables';
import { users } from '../modules/users/tables';
import { DEMO_PASSWORD, type AccountSeed } from './accounts';

/** The organization's demo accounts with the demo password and verified phones; returns email -> user id. */
export async function seedAccounts(db: Db, organizationId: number, accounts: readonly AccountSeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // One hash for every demo account: the password is published in the README
  // anyway, and each argon2id hash costs tens of milliseconds of start-up.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of accounts) {
    const [row] = await db.insert(users).values({
      organizationId,
      email: account.email.toLowerCase(),
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      arFirstName: account.arFirstName,
      arLastName: account.arLastName,
      preferredLanguage: account.preferredLanguage,
      isVerified: true,
      isAdministrator: account.isAdministrator ?? false,
      isInstructor: account.isInstructor ?? false,
      phoneNumber: account.phoneNumber,
      normalizedPhoneNumber: account.phoneNumber,
      forceResetPassword: account.forceResetPassword ?? false,
      requiresApproval: account.requiresApproval ?? false,
    }).returning({ id: users.id });
    if (!row) throw new Error(`could not create ${account.email}`);
    ids.set(account.email.toLowerCase(), row.id);
    if (account.phoneNumber && account.phoneVerified !== false) {
      await db.insert(phoneVerifications).values({ organizationId, userId: row.id, normalizedPhoneNumber: account.phoneNumber });
    }
  }
  return ids;
}
