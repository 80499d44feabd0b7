import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../../core/db/types';
import { AppError } from '../../../../core/errors';
import { socialGroupRatings } from '../../tables';
import type { SocialCaller } from '../caller';
import { readableGroup } from '../group-access';

/** PUT /api/groups/{groupId}/rating: an ACCEPTED member's stars, replaced on a second call. */
export async function rateGroup(tx: Db, caller: SocialCaller, groupId: number, rating: number): Promise<void> {
  const seat = await readableGroup(tx, caller, groupId);
  if (!seat.isAcceptedMember) throw new AppError(403, ERROR_CODES.GROUP_MEMBERS_ONLY, 'Only the group\'s members rate it');
  await tx.insert(socialGroupRatings).values({ organizationId: caller.organizationId, groupId: seat.group.id, userId: caller.userId, rating })
    .onConflictDoUpdate({ target: [socialGroupRatings.groupId, socialGroupRatings.userId], set: { rating } });
}
