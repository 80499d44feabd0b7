import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { media } from '../../media/tables';
import { mediaContentUrl } from '../../media/service';
import { users } from '../../users/tables';
import { personName } from '../localized-name';
import type { PlayerSeat } from '../player/player-gate';
import type { DiscussionComment, DiscussionReply } from './dto';
import { discussionCommentLikes, discussionCommentMedia, discussionComments } from './tables';

/**
 * Reading comments with their author, likes and files. Row-level security
 * keeps them to the caller's organization: members of one organization
 * discuss among themselves even in a course offered to several.
 */

function selectComments(db: Db, seat: PlayerSeat) {
  return db.select({
    comment: discussionComments,
    firstName: users.firstName,
    lastName: users.lastName,
    arFirstName: users.arFirstName,
    arLastName: users.arLastName,
    profileImageId: users.profileImageId,
    likeCount: sql<number>`(select count(*) from ${discussionCommentLikes} l where l.comment_id = "discussion_comments"."id")`.mapWith(Number),
    likedByMe: sql<boolean>`exists (select 1 from ${discussionCommentLikes} l where l.comment_id = "discussion_comments"."id"
      and l.user_id = ${seat.caller.userId})`.mapWith(Boolean),
  }).from(discussionComments)
    .innerJoin(users, and(eq(users.id, discussionComments.userId), eq(users.organizationId, discussionComments.organizationId)));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];
type MediaOf = Map<number, DiscussionReply['media']>;

async function mediaOf(db: Db, commentIds: number[]): Promise<MediaOf> {
  const byComment: MediaOf = new Map();
  if (!commentIds.length) return byComment;
  const rows = await db.select({ commentId: discussionCommentMedia.commentId, id: media.id, fileName: media.fileName, mime: media.mime })
    .from(discussionCommentMedia)
    .innerJoin(media, and(eq(media.id, discussionCommentMedia.mediaId), eq(media.organizationId, discussionCommentMedia.organizationId)))
    .where(inArray(discussionCommentMedia.commentId, commentIds))
    .orderBy(asc(media.id));
  for (const row of rows) {
    const list = byComment.get(row.commentId) ?? [];
    // Signed and short-lived: whoever may read the comment may fetch its files.
    list.push({ id: row.id, fileName: row.fileName, mime: row.mime, url: mediaContentUrl(row.id) });
    byComment.set(row.commentId, list);
  }
  return byComment;
}

function replyDto(seat: PlayerSeat, lastReadAt: Date | null, files: MediaOf, row: Row): DiscussionReply {
  const { comment } = row;
  const deleted = comment.deletedAt !== null;
  const mine = comment.userId === seat.caller.userId && comment.organizationId === seat.caller.organizationId;
  return {
    id: comment.id,
    boardId: comment.boardId,
    parentId: comment.parentId,
    body: deleted ? '' : comment.body,
    author: deleted ? null : {
      id: comment.userId,
      name: personName(seat.caller.language, { firstName: row.firstName, lastName: row.lastName, arFirstName: row.arFirstName, arLastName: row.arLastName }),
      profileImageUrl: row.profileImageId === null ? null : mediaContentUrl(row.profileImageId),
    },
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    isDeleted: deleted,
    likeCount: deleted ? 0 : row.likeCount,
    likedByMe: !deleted && row.likedByMe,
    isMine: mine,
    isNew: !deleted && !mine && (lastReadAt === null || comment.createdAt > lastReadAt),
    media: deleted ? [] : files.get(comment.id) ?? [],
  };
}

/** A thread is listed while it is not deleted, or while a reply still stands under it. */
const threadShown = (): SQL => or(
  isNull(discussionComments.deletedAt),
  sql`exists (select 1 from ${discussionComments} r where r.parent_id = "discussion_comments"."id" and r.deleted_at is null)`,
)!;

const threadsOf = (boardId: number): SQL => and(eq(discussionComments.boardId, boardId), isNull(discussionComments.parentId), threadShown())!;

/** Threads newest first, each with all its replies oldest first (a thread reads top to bottom). */
export async function threadPage(
  db: Db, seat: PlayerSeat, boardId: number, lastReadAt: Date | null, page: { skip?: number; take?: number },
): Promise<{ count: number; data: DiscussionComment[] }> {
  const [threads, [total]] = await Promise.all([
    selectComments(db, seat).where(threadsOf(boardId))
      .orderBy(desc(discussionComments.createdAt), desc(discussionComments.id))
      .offset(page.skip ?? 0).limit(page.take ?? 12),
    db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(discussionComments).where(threadsOf(boardId)),
  ]);
  const threadIds = threads.map((row) => row.comment.id);
  const replies = threadIds.length
    ? await selectComments(db, seat).where(and(inArray(discussionComments.parentId, threadIds), isNull(discussionComments.deletedAt)))
      .orderBy(asc(discussionComments.createdAt), asc(discussionComments.id))
    : [];
  const files = await mediaOf(db, [...threadIds, ...replies.map((row) => row.comment.id)]);
  return {
    count: total?.value ?? 0,
    data: threads.map((row) => ({
      ...replyDto(seat, lastReadAt, files, row),
      replies: replies.filter((reply) => reply.comment.parentId === row.comment.id).map((reply) => replyDto(seat, lastReadAt, files, reply)),
    })),
  };
}

/** One comment of the board (with its replies when it starts a thread); 404 when absent, deleted without replies, or of another organization. */
export async function oneComment(db: Db, seat: PlayerSeat, boardId: number, commentId: number, lastReadAt: Date | null): Promise<DiscussionComment | null> {
  const [row] = await selectComments(db, seat)
    .where(and(eq(discussionComments.boardId, boardId), eq(discussionComments.id, commentId))).limit(1);
  if (!row) return null;
  const replies = row.comment.parentId === null
    ? await selectComments(db, seat).where(and(eq(discussionComments.parentId, row.comment.id), isNull(discussionComments.deletedAt)))
      .orderBy(asc(discussionComments.createdAt), asc(discussionComments.id))
    : [];
  if (row.comment.deletedAt !== null && !replies.length) return null;
  const files = await mediaOf(db, [row.comment.id, ...replies.map((reply) => reply.comment.id)]);
  return { ...replyDto(seat, lastReadAt, files, row), replies: replies.map((reply) => replyDto(seat, lastReadAt, files, reply)) };
}
