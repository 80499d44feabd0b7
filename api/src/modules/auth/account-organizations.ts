import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { organizations } from '../organizations/schema';
import { users } from '../users/schema';

/**
 * Organizations where the caller's email has an active account (the
 * "switch account" menu), the current one included.
 */
export async function accountOrganizations(db: Db, user: { organizationId: number; id: number }) {
  const [me] = await db.select({ email: users.email }).from(users)
    .where(and(eq(users.organizationId, user.organizationId), eq(users.id, user.id))).limit(1);
  if (!me) return [];
  return db.select({
    id: organizations.id,
    name: organizations.name,
    nameArabic: organizations.nameArabic,
    domainPrefix: organizations.domainPrefix,
    logoUrl: organizations.logoUrl,
  }).from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.email, me.email), isNull(users.deactivatedAt)))
    .orderBy(asc(organizations.id));
}
