import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/db/types';
import { mediaContentUrl } from '../../../media/service';
import { media } from '../../../media/tables';
import { users } from '../../../users/tables';
import { socialPostMedia, socialPosts } from '../../tables';
import type { SocialCaller } from '../caller';
import type { PostMedia, PostView } from '../dto';
import { personColumns, personOf, type PersonRow } from '../person';

/**
 * The columns every post list selects (from social_posts joined to the
 * author in users): the post, the author, the caller's like and save, and
 * whether the caller is an admin of the post's group.
 */
export function postColumns(caller: SocialCaller) {
  return {
    post: socialPosts,
    author: personColumns,
    likedByMe: sql<boolean>`exists (select 1 from social_post_likes l where l.post_id = ${socialPosts.id} and l.user_id = ${caller.userId})`,
    savedByMe: sql<boolean>`exists (select 1 from social_post_saves s where s.post_id = ${socialPosts.id} and s.user_id = ${caller.userId})`,
    adminHere: caller.isAdministrator ? sql<boolean>`true` : sql<boolean>`exists (select 1 from social_group_memberships a
      where a.group_id = ${socialPosts.groupId} and a.user_id = ${caller.userId} and a.status = 'ACCEPTED' and a.role = 'ADMIN')`,
  };
}

/** The author of a post (join it in every post list). */
export const authorJoin = and(eq(users.organizationId, socialPosts.organizationId), eq(users.id, socialPosts.authorId));

export interface PostRow {
  post: typeof socialPosts.$inferSelect;
  author: PersonRow;
  likedByMe: boolean;
  savedByMe: boolean;
  adminHere: boolean;
}

async function mediaOf(db: Db, postIds: number[]): Promise<Map<number, PostMedia[]>> {
  const byPost = new Map<number, PostMedia[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db.select({ postId: socialPostMedia.postId, mediaId: media.id, mime: media.mime })
    .from(socialPostMedia).innerJoin(media, eq(media.id, socialPostMedia.mediaId))
    .where(inArray(socialPostMedia.postId, postIds)).orderBy(asc(socialPostMedia.postId), asc(socialPostMedia.position));
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    list.push({ mediaId: row.mediaId, type: row.mime.startsWith('video/') ? 'video' : 'image', url: mediaContentUrl(row.mediaId), mime: row.mime });
    byPost.set(row.postId, list);
  }
  return byPost;
}

export async function postViews(db: Db, caller: SocialCaller, rows: PostRow[]): Promise<PostView[]> {
  const files = await mediaOf(db, rows.map((row) => row.post.id));
  return rows.map(({ post, author, likedByMe, savedByMe, adminHere }) => {
    const mine = post.authorId === caller.userId;
    return {
      id: post.id, groupId: post.groupId, author: personOf(caller.language, author), content: post.content, media: files.get(post.id) ?? [],
      isPinned: post.isPinned, isReadOnly: post.isReadOnly, likeCount: post.likeCount, commentCount: post.commentCount, saveCount: post.saveCount,
      likedByMe, savedByMe, canEdit: mine, canDelete: mine || adminHere, canPin: adminHere,
      createdAt: post.createdAt.toISOString(), updatedAt: post.updatedAt?.toISOString() ?? null,
    };
  });
}

/** One post as the caller sees it (after the caller's access was checked). */
export async function postView(db: Db, caller: SocialCaller, postId: number): Promise<PostView> {
  const rows = await db.select(postColumns(caller)).from(socialPosts).innerJoin(users, authorJoin).where(eq(socialPosts.id, postId));
  const [view] = await postViews(db, caller, rows);
  if (!view) throw new Error('the post vanished');
  return view;
}
