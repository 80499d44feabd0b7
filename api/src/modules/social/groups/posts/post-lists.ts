import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../../core/db/types';
import { users } from '../../../users/tables';
import { socialGroups, socialPostLikes, socialPosts, socialPostSaves } from '../../tables';
import type { SocialCaller } from '../caller';
import { decodeCursor, pageOf, type KeysetPosition } from '../cursor';
import type { CursorQuery, PostView } from '../dto';
import { readableGroupCondition, type GroupSeat } from '../group-access';
import { homeGroupsCondition } from '../feeds/preferences';
import { authorJoin, postColumns, postViews, type PostRow } from './post-view';

export interface PostPage {
  data: PostView[];
  nextCursor: string | null;
}

const DEFAULT_TAKE = 20;
const stamp = (position: KeysetPosition) => sql`${position.at}::timestamptz`;
/** A timestamp as PostgreSQL writes it: exact to the microsecond, read back with ::timestamptz. */
const asText = (column: SQL | AnyPgColumn) => sql<string>`${column}::text`;

/**
 * GET /api/groups/{groupId}/posts: pinned first (pinned_at desc), then
 * (created_at, id) desc. The cursor names the last row seen and which part
 * it was in, so posts added meanwhile (newer, so before the cursor) never
 * shift the pages after it.
 */
export async function groupPosts(db: Db, caller: SocialCaller, seat: GroupSeat, query: CursorQuery): Promise<PostPage> {
  const take = query.take ?? DEFAULT_TAKE;
  const after = decodeCursor(query.cursor);
  const sortAt = sql`coalesce(case when ${socialPosts.isPinned} then ${socialPosts.pinnedAt} end, ${socialPosts.createdAt})`;
  let keyset: SQL | undefined;
  if (after?.pinned) {
    keyset = sql`((${socialPosts.isPinned} and (${sortAt}, ${socialPosts.id}) < (${stamp(after)}, ${after.id})) or not ${socialPosts.isPinned})`;
  } else if (after) {
    keyset = sql`(not ${socialPosts.isPinned} and (${socialPosts.createdAt}, ${socialPosts.id}) < (${stamp(after)}, ${after.id}))`;
  }
  const rows = await db.select({ ...postColumns(caller), sortAt: asText(sortAt) }).from(socialPosts).innerJoin(users, authorJoin)
    .where(and(eq(socialPosts.groupId, seat.group.id), keyset))
    .orderBy(desc(socialPosts.isPinned), desc(sortAt), desc(socialPosts.id)).limit(take + 1);
  const page = pageOf(rows, take, (row) => ({ at: row.sortAt, id: row.post.id, pinned: row.post.isPinned }));
  return { data: postViews(caller, page.rows), nextCursor: page.nextCursor };
}

/** Posts of the caller's readable groups (`where` narrows them), newest first on (created_at, id). */
export async function postsNewestFirst(db: Db, caller: SocialCaller, where: SQL | undefined, query: CursorQuery): Promise<PostPage> {
  const take = query.take ?? DEFAULT_TAKE;
  const after = decodeCursor(query.cursor);
  const keyset = after ? sql`(${socialPosts.createdAt}, ${socialPosts.id}) < (${stamp(after)}, ${after.id})` : undefined;
  const rows = await db.select({ ...postColumns(caller), sortAt: asText(socialPosts.createdAt) }).from(socialPosts).innerJoin(users, authorJoin)
    .innerJoin(socialGroups, eq(socialGroups.id, socialPosts.groupId))
    .where(and(eq(socialPosts.organizationId, caller.organizationId), readableGroupCondition(caller, socialGroups.id, socialGroups.privacy), where, keyset))
    .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id)).limit(take + 1);
  const page = pageOf(rows, take, (row) => ({ at: row.sortAt, id: row.post.id }));
  return { data: postViews(caller, page.rows), nextCursor: page.nextCursor };
}

/**
 * GET /api/feeds/home: posts of the caller's ACCEPTED groups, and of public
 * groups too when the member asked for them, less the muted groups (never a
 * group the caller may not read: secret and private ones they are not in,
 * those that blocked them). One statement: the groups (under the stored
 * preferences) are a subquery; each group's newest posts after the cursor
 * come from its own index range (a lateral read of at most a page per
 * group), and the page is the newest of those: the cost follows the page and
 * the number of groups, not the posts they hold.
 */
export async function homeFeed(db: Db, caller: SocialCaller, query: CursorQuery): Promise<PostPage> {
  const take = query.take ?? DEFAULT_TAKE;
  const after = decodeCursor(query.cursor);
  const groups = db.select({ id: socialGroups.id }).from(socialGroups).where(and(
    eq(socialGroups.organizationId, caller.organizationId),
    readableGroupCondition(caller, socialGroups.id, socialGroups.privacy),
    homeGroupsCondition(caller, socialGroups.id, socialGroups.privacy),
  ));
  const keyset = after ? sql`and (q.created_at, q.id) < (${stamp(after)}, ${after.id})` : sql``;
  const newest = sql`${socialPosts.id} in (select p.id from (${groups}) as g cross join lateral (
    select q.id from social_posts q where q.group_id = g.id ${keyset} order by q.created_at desc, q.id desc limit ${take + 1}) p)`;
  const rows = await db.select({ ...postColumns(caller), sortAt: asText(socialPosts.createdAt) }).from(socialPosts).innerJoin(users, authorJoin)
    .where(and(eq(socialPosts.organizationId, caller.organizationId), newest))
    .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id)).limit(take + 1);
  const page = pageOf(rows, take, (row) => ({ at: row.sortAt, id: row.post.id }));
  return { data: postViews(caller, page.rows), nextCursor: page.nextCursor };
}

/** GET /api/feeds/likes and /api/feeds/saved-posts: by when the caller liked or saved them, newest first (keyset on that time and the post). */
export async function markedPosts(db: Db, caller: SocialCaller, mark: 'likes' | 'saves', query: CursorQuery): Promise<PostPage> {
  const table = mark === 'likes' ? socialPostLikes : socialPostSaves;
  const take = query.take ?? DEFAULT_TAKE;
  const after = decodeCursor(query.cursor);
  const keyset = after ? sql`(${table.createdAt}, ${table.postId}) < (${stamp(after)}, ${after.id})` : undefined;
  const rows: Array<PostRow & { sortAt: string }> = await db.select({ ...postColumns(caller), sortAt: asText(table.createdAt) }).from(table)
    .innerJoin(socialPosts, eq(socialPosts.id, table.postId)).innerJoin(users, authorJoin)
    .innerJoin(socialGroups, eq(socialGroups.id, socialPosts.groupId))
    .where(and(eq(table.organizationId, caller.organizationId), eq(table.userId, caller.userId),
      readableGroupCondition(caller, socialGroups.id, socialGroups.privacy), keyset))
    .orderBy(desc(table.createdAt), desc(table.postId)).limit(take + 1);
  const page = pageOf(rows, take, (row) => ({ at: row.sortAt, id: row.post.id }));
  return { data: postViews(caller, page.rows), nextCursor: page.nextCursor };
}
