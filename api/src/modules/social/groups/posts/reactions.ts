import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/db/types';
import { socialPostLikes, socialPosts, socialPostSaves } from '../../tables';
import type { SocialCaller } from '../caller';
import { assertParticipant } from '../group-access';
import { recordPostActivity } from '../notify';
import { postSeat } from './post-access';

/**
 * PUT/DELETE like and save: the member's mark is set to the state asked for
 * (idempotent). The counter moves only when the insert or delete changed a
 * row, by one atomic `count = count ± 1`: 40 members at once make 40.
 */
async function setMark(tx: Db, caller: SocialCaller, postId: number, mark: 'like' | 'save', on: boolean): Promise<{ on: boolean; count: number }> {
  const { post, seat } = await postSeat(tx, caller, postId);
  assertParticipant(seat);
  const table = mark === 'like' ? socialPostLikes : socialPostSaves;
  const counter = mark === 'like' ? socialPosts.likeCount : socialPosts.saveCount;
  const counterKey = mark === 'like' ? 'likeCount' : 'saveCount';
  const changed = on
    ? await tx.insert(table).values({ organizationId: caller.organizationId, postId: post.id, userId: caller.userId }).onConflictDoNothing()
      .returning({ postId: table.postId })
    : await tx.delete(table).where(and(eq(table.postId, post.id), eq(table.userId, caller.userId))).returning({ postId: table.postId });
  if (changed.length > 0) {
    const [after] = await tx.update(socialPosts).set({ [counterKey]: sql`${counter} + ${on ? 1 : -1}` }).where(eq(socialPosts.id, post.id))
      .returning({ value: counter });
    if (on && mark === 'like') {
      await recordPostActivity(tx, caller, 'post.liked', { groupId: seat.group.id, groupName: seat.group.name, postId: post.id, recipientId: post.authorId });
    }
    return { on, count: after?.value ?? 0 };
  }
  const [now] = await tx.select({ value: counter }).from(socialPosts).where(eq(socialPosts.id, post.id));
  return { on, count: now?.value ?? 0 };
}

export async function setLike(tx: Db, caller: SocialCaller, postId: number, liked: boolean) {
  const { on, count } = await setMark(tx, caller, postId, 'like', liked);
  return { liked: on, likeCount: count };
}

export async function setSave(tx: Db, caller: SocialCaller, postId: number, saved: boolean) {
  const { on, count } = await setMark(tx, caller, postId, 'save', saved);
  return { saved: on, saveCount: count };
}
