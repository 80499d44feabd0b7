import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../../core/db/types';
import { AppError, badRequest, notFound } from '../../../../core/errors';
import { IdSchema } from '../../../../core/http-schemas';
import { sanitizeRichText } from '../../../../core/rich-text';
import { users } from '../../../users/tables';
import { socialCommentLikes, socialComments, socialGroups, socialPosts } from '../../tables';
import type { SocialCaller } from '../caller';
import { decodeCursor, pageOf } from '../cursor';
import { COMMENT_MAX_LENGTH, type CommentView, type CursorQuery } from '../dto';
import { assertParticipant, readableGroupCondition, type GroupSeat } from '../group-access';
import { recordPostActivity } from '../notify';
import { personColumns, personOf, type PersonRow } from '../person';
import { postSeat, type PostRecord } from '../posts/post-access';
import { assertWithinRate } from '../rate-limit';

export const CommentBodySchema = Type.Object({
  content: Type.String({ maxLength: COMMENT_MAX_LENGTH * 2 }),
  parentId: Type.Optional(IdSchema),
}, { additionalProperties: false });
export const EditCommentBodySchema = Type.Object({ content: Type.String({ maxLength: COMMENT_MAX_LENGTH * 2 }) }, { additionalProperties: false });
export type CommentBody = Static<typeof CommentBodySchema>;

const DEFAULT_TAKE = 20;

function contentOf(raw: string): string {
  const content = sanitizeRichText(raw);
  if (!content) throw badRequest('The comment is empty');
  if (content.length > COMMENT_MAX_LENGTH) throw badRequest(`A comment holds at most ${COMMENT_MAX_LENGTH} characters`);
  return content;
}

function commentColumns(caller: SocialCaller) {
  return {
    comment: socialComments,
    author: personColumns,
    likedByMe: sql<boolean>`exists (select 1 from social_comment_likes l where l.comment_id = ${socialComments.id} and l.user_id = ${caller.userId})`,
    adminHere: caller.isAdministrator ? sql<boolean>`true` : sql<boolean>`exists (select 1 from social_group_memberships a
      where a.group_id = ${socialPosts.groupId} and a.user_id = ${caller.userId} and a.status = 'ACCEPTED' and a.role = 'ADMIN')`,
    sortAt: sql<string>`${socialComments.createdAt}::text`,
  };
}
const commentAuthor = and(eq(users.organizationId, socialComments.organizationId), eq(users.id, socialComments.authorId));

interface CommentRow { comment: typeof socialComments.$inferSelect; author: PersonRow; likedByMe: boolean; adminHere: boolean }

function viewOf(caller: SocialCaller, row: CommentRow): CommentView {
  const { comment } = row;
  const mine = comment.authorId === caller.userId;
  return {
    id: comment.id, postId: comment.postId, parentId: comment.parentId, author: personOf(caller.language, row.author), content: comment.content,
    likeCount: comment.likeCount, likedByMe: row.likedByMe, canEdit: mine, canDelete: mine || row.adminHere,
    createdAt: comment.createdAt.toISOString(), updatedAt: comment.updatedAt?.toISOString() ?? null,
  };
}

async function commentView(db: Db, caller: SocialCaller, commentId: number): Promise<CommentView> {
  const [row] = await db.select(commentColumns(caller)).from(socialComments).innerJoin(users, commentAuthor)
    .innerJoin(socialPosts, eq(socialPosts.id, socialComments.postId)).where(eq(socialComments.id, commentId));
  if (!row) throw new Error('the comment vanished');
  return viewOf(caller, row);
}

/** GET /api/posts/{postId}/comments: oldest first, replies among them with their parentId (keyset on (created_at, id)). */
export async function listComments(db: Db, caller: SocialCaller, postId: number, query: CursorQuery) {
  const { post } = await postSeat(db, caller, postId);
  const take = query.take ?? DEFAULT_TAKE;
  const after = decodeCursor(query.cursor);
  const keyset = after ? sql`(${socialComments.createdAt}, ${socialComments.id}) > (${after.at}::timestamptz, ${after.id})` : undefined;
  const rows = await db.select(commentColumns(caller)).from(socialComments).innerJoin(users, commentAuthor)
    .innerJoin(socialPosts, eq(socialPosts.id, socialComments.postId))
    .where(and(eq(socialComments.postId, post.id), keyset)).orderBy(asc(socialComments.createdAt), asc(socialComments.id)).limit(take + 1);
  const page = pageOf(rows, take, (row) => ({ at: row.sortAt, id: row.comment.id }));
  return { data: page.rows.map((row) => viewOf(caller, row)), nextCursor: page.nextCursor };
}

/** GET /api/feeds/comments: the caller's own comments where they still read the group, newest first. */
export async function myComments(db: Db, caller: SocialCaller, query: CursorQuery) {
  const take = query.take ?? DEFAULT_TAKE;
  const after = decodeCursor(query.cursor);
  const keyset: SQL | undefined = after ? sql`(${socialComments.createdAt}, ${socialComments.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
  const rows = await db.select(commentColumns(caller)).from(socialComments).innerJoin(users, commentAuthor)
    .innerJoin(socialPosts, eq(socialPosts.id, socialComments.postId)).innerJoin(socialGroups, eq(socialGroups.id, socialPosts.groupId))
    .where(and(eq(socialComments.organizationId, caller.organizationId), eq(socialComments.authorId, caller.userId),
      readableGroupCondition(caller, socialGroups.id, socialGroups.privacy), keyset))
    .orderBy(desc(socialComments.createdAt), desc(socialComments.id)).limit(take + 1);
  const page = pageOf(rows, take, (row) => ({ at: row.sortAt, id: row.comment.id }));
  return { data: page.rows.map((row) => viewOf(caller, row)), nextCursor: page.nextCursor };
}

/** POST /api/posts/{postId}/comments: members of the group; a read-only post takes none (409 pst-001). */
export async function addComment(tx: Db, caller: SocialCaller, postId: number, body: CommentBody): Promise<CommentView> {
  const { post, seat } = await postSeat(tx, caller, postId, { forUpdate: true });
  assertParticipant(seat);
  if (post.isReadOnly) throw new AppError(409, ERROR_CODES.POST_READ_ONLY, 'The post takes no comments');
  const content = contentOf(body.content);
  let parentAuthorId: number | null = null;
  if (body.parentId !== undefined) {
    const [parent] = await tx.select({ authorId: socialComments.authorId }).from(socialComments)
      .where(and(eq(socialComments.id, body.parentId), eq(socialComments.postId, post.id)));
    if (!parent) throw badRequest('parentId is not a comment of this post');
    parentAuthorId = parent.authorId;
  }
  await assertWithinRate(tx, caller, 'comment');
  const [comment] = await tx.insert(socialComments).values({
    organizationId: caller.organizationId, postId: post.id, parentId: body.parentId ?? null, authorId: caller.userId, content,
  }).returning({ id: socialComments.id });
  if (!comment) throw new Error('comment insert returned no row');
  await tx.update(socialPosts).set({ commentCount: sql`${socialPosts.commentCount} + 1` }).where(eq(socialPosts.id, post.id));
  await notifyComment(tx, caller, seat, post, parentAuthorId);
  return commentView(tx, caller, comment.id);
}

/** The post's author hears of a comment, the parent's author of a reply (once each, never the caller). */
async function notifyComment(tx: Db, caller: SocialCaller, seat: GroupSeat, post: PostRecord, parentAuthorId: number | null): Promise<void> {
  const target = { groupId: seat.group.id, groupName: seat.group.name, postId: post.id };
  if (parentAuthorId !== null) await recordPostActivity(tx, caller, 'comment.replied', { ...target, recipientId: parentAuthorId });
  if (parentAuthorId !== post.authorId) await recordPostActivity(tx, caller, 'post.commented', { ...target, recipientId: post.authorId });
}

async function commentSeat(tx: Db, caller: SocialCaller, commentId: number) {
  const [comment] = await tx.select().from(socialComments)
    .where(and(eq(socialComments.organizationId, caller.organizationId), eq(socialComments.id, commentId)));
  if (!comment) throw notFound(ERROR_CODES.NOT_FOUND, 'Comment not found');
  // The post's lock orders comment writes on it (the comment count).
  const { post, seat } = await postSeat(tx, caller, comment.postId, { forUpdate: true });
  return { comment, post, seat };
}

/** PATCH /api/comments/{commentId}: the author alone (403 pst-002). */
export async function editComment(tx: Db, caller: SocialCaller, commentId: number, content: string): Promise<CommentView> {
  const { comment, seat } = await commentSeat(tx, caller, commentId);
  assertParticipant(seat);
  if (comment.authorId !== caller.userId) throw new AppError(403, ERROR_CODES.POST_AUTHOR_ONLY, 'Only the author edits a comment');
  await tx.update(socialComments).set({ content: contentOf(content), updatedAt: sql`now()` }).where(eq(socialComments.id, comment.id));
  return commentView(tx, caller, comment.id);
}

/** DELETE /api/comments/{commentId}: the author or a group admin; its replies go with it, and the post's count drops by all of them. */
export async function deleteComment(tx: Db, caller: SocialCaller, commentId: number): Promise<void> {
  const { comment, post, seat } = await commentSeat(tx, caller, commentId);
  if (comment.authorId !== caller.userId && !seat.isGroupAdmin) throw new AppError(403, ERROR_CODES.POST_AUTHOR_ONLY, 'Only the author or a group admin deletes a comment');
  const [thread] = await tx.select({ value: sql<number>`(with recursive thread(id) as (
      select ${comment.id}::integer union all select c.id from social_comments c join thread t on c.parent_id = t.id
    ) select count(*)::int from thread)` }).from(socialPosts).where(eq(socialPosts.id, post.id));
  await tx.delete(socialComments).where(eq(socialComments.id, comment.id));
  await tx.update(socialPosts).set({ commentCount: sql`greatest(${socialPosts.commentCount} - ${thread?.value ?? 1}, 0)` }).where(eq(socialPosts.id, post.id));
}

/** PUT/DELETE /api/comments/{commentId}/like: idempotent, the count moves only when the like did. */
export async function setCommentLike(tx: Db, caller: SocialCaller, commentId: number, liked: boolean) {
  const [comment] = await tx.select().from(socialComments)
    .where(and(eq(socialComments.organizationId, caller.organizationId), eq(socialComments.id, commentId)));
  if (!comment) throw notFound(ERROR_CODES.NOT_FOUND, 'Comment not found');
  const { seat } = await postSeat(tx, caller, comment.postId);
  assertParticipant(seat);
  const changed = liked
    ? await tx.insert(socialCommentLikes).values({ organizationId: caller.organizationId, commentId: comment.id, userId: caller.userId })
      .onConflictDoNothing().returning({ commentId: socialCommentLikes.commentId })
    : await tx.delete(socialCommentLikes).where(and(eq(socialCommentLikes.commentId, comment.id), eq(socialCommentLikes.userId, caller.userId)))
      .returning({ commentId: socialCommentLikes.commentId });
  if (changed.length > 0) {
    await tx.update(socialComments).set({ likeCount: sql`${socialComments.likeCount} + ${liked ? 1 : -1}` }).where(eq(socialComments.id, comment.id));
  }
  const [after] = await tx.select({ value: socialComments.likeCount }).from(socialComments).where(eq(socialComments.id, comment.id));
  return { liked, likeCount: after?.value ?? 0 };
}
