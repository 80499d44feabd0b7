import { and, eq } from 'drizzle-orm';
import { isLanguage, DEFAULT_LANGUAGE } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { users } from '../users/tables';
import type { CurrentUser } from './dto';
import { profileImageUrlOf } from './profile-image';
import { phoneVerifications } from './tables';

/** Contract CurrentUser of (organization_id, id); null when there is no such user. */
export async function currentUser(db: Db, organizationId: number, userId: number, masqueradedBy: number | null): Promise<CurrentUser | null> {
  const [row] = await db.select().from(users).where(and(eq(users.organizationId, organizationId), eq(users.id, userId))).limit(1);
  if (!row) return null;
  const [verifiedPhone] = row.normalizedPhoneNumber
    ? await db.select({ id: phoneVerifications.id }).from(phoneVerifications).where(and(
      eq(phoneVerifications.organizationId, organizationId),
      eq(phoneVerifications.userId, userId),
      eq(phoneVerifications.normalizedPhoneNumber, row.normalizedPhoneNumber),
    )).limit(1)
    : [];
  return {
    id: row.id,
    organizationId: row.organizationId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    arFirstName: row.arFirstName,
    arLastName: row.arLastName,
    preferredLanguage: isLanguage(row.preferredLanguage) ? row.preferredLanguage : DEFAULT_LANGUAGE,
    isVerified: row.isVerified,
    phoneNumber: row.phoneNumber,
    isPhoneVerified: verifiedPhone !== undefined,
    forceResetPassword: row.forceResetPassword,
    portals: { isAdministrator: row.isAdministrator, isInstructor: row.isInstructor },
    profileImageUrl: await profileImageUrlOf(db, row),
    masqueradedBy,
  };
}
