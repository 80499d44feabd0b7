import { and, asc, count, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../../core/db/types';
import { AppError } from '../../../../core/errors';
import { users } from '../../../users/tables';
import { socialGroupMemberships, type GroupMembershipStatus } from '../../tables';
import type { SocialCaller } from '../caller';
import type { Member } from '../dto';
import type { GroupSeat } from '../group-access';
import { personColumns, personOf } from '../person';

/** GET /api/groups/{groupId}/members: ACCEPTED members to readers; other statuses to the group's admins only. */
export async function listMembers(
  db: Db, caller: SocialCaller, seat: GroupSeat, query: { skip: number; take: number; status: GroupMembershipStatus },
): Promise<{ count: number; data: Member[] }> {
  if (query.status !== 'ACCEPTED' && !seat.isGroupAdmin) throw new AppError(403, ERROR_CODES.GROUP_ADMINS_ONLY, 'Only the group\'s admins see these members');
  const where = and(eq(socialGroupMemberships.groupId, seat.group.id), eq(socialGroupMemberships.status, query.status));
  const [rows, [total]] = await Promise.all([
    db.select({ person: personColumns, role: socialGroupMemberships.role, status: socialGroupMemberships.status, since: socialGroupMemberships.createdAt })
      .from(socialGroupMemberships)
      .innerJoin(users, and(eq(users.organizationId, socialGroupMemberships.organizationId), eq(users.id, socialGroupMemberships.userId)))
      .where(where).orderBy(asc(socialGroupMemberships.role), asc(socialGroupMemberships.id)).offset(query.skip).limit(query.take),
    db.select({ value: count() }).from(socialGroupMemberships).where(where),
  ]);
  return {
    count: total?.value ?? 0,
    data: rows.map((row) => ({ user: personOf(caller.language, row.person), role: row.role, status: row.status, since: row.since.toISOString() })),
  };
}
