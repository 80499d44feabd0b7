import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import type { OrganizationSummary } from '../organizations/dto';
import { organizationSummaryColumns } from '../organizations/service';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

/**
 * Organizations where the caller's email has an active account (the
 * "switch account" menu), the current one included.
 */
export async function accountOrganizations(db: Db, user: { organizationId: number; id: number }): Promise<OrganizationSummary[]> {
  const [me] = await db.select({ email: users.email }).from(users)
    .where(and(eq(users.organizationId, user.organizationId), eq(users.id, user.id))).limit(1);
  if (!me) return [];
  return db.select(organizationSummaryColumns).from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.email, me.email), isNull(users.deactivatedAt)))
    .orderBy(asc(organizations.id));
}
