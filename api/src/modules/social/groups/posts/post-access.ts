import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../../core/db/types';
import { notFound } from '../../../../core/errors';
import { socialGroupMemberships, socialGroups, socialPosts } from '../../tables';
import type { SocialCaller } from '../caller';
import { assertReads, callerMembershipJoin, seatColumns, seatOf, type GroupSeat } from '../group-access';

export type PostRecord = typeof socialPosts.$inferSelect;

/**
 * The post and the caller's seat in its group (one statement), when the
 * caller reads the group; 404 req-002 for another organization's or an unknown post (and a
 * secret group's post for those who may not know of the group).
 * `forUpdate` locks the post row (edits, deletes, comment counts).
 */
export async function postSeat(db: Db, caller: SocialCaller, postId: number, options: { forUpdate?: boolean } = {}): Promise<{ post: PostRecord; seat: GroupSeat }> {
  const query = db.select({ post: socialPosts, ...seatColumns }).from(socialPosts)
    .innerJoin(socialGroups, eq(socialGroups.id, socialPosts.groupId))
    .leftJoin(socialGroupMemberships, callerMembershipJoin(caller))
    .where(and(eq(socialPosts.organizationId, caller.organizationId), eq(socialPosts.id, postId)));
  const [row] = options.forUpdate ? await query.for('update', { of: socialPosts }) : await query;
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Post not found');
  const seat = seatOf(caller, row);
  assertReads(caller, seat);
  return { post: row.post, seat };
}
