import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { socialGroupMemberships } from '../tables';

/** `hasGroups` of the permissions answer: the member has at least one ACCEPTED group membership. */
export async function memberHasGroups(db: Db, member: { organizationId: number; id: number }): Promise<boolean> {
  const [row] = await db.select({ id: socialGroupMemberships.id }).from(socialGroupMemberships).where(and(
    eq(socialGroupMemberships.organizationId, member.organizationId), eq(socialGroupMemberships.userId, member.id),
    eq(socialGroupMemberships.status, 'ACCEPTED'),
  )).limit(1);
  return row !== undefined;
}
