import { and, eq, sql } from 'drizzle-orm';
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
 * author in users): the post, the author, its media in order, the caller's
 * like and save, and whether the caller is an admin of the post's group. One
 * statement per list: the media come as a JSON array, not a second read.
 */
export function postColumns(caller: SocialCaller) {
  return {
    post: socialPosts,
    author: personColumns,
    media: sql<MediaRow[]>`coalesce((select json_agg(json_build_object('mediaId', ${media.id}, 'mime', ${media.mime}) order by ${socialPostMedia.position})
      from ${socialPostMedia} join ${media} on ${media.id} = ${socialPostMedia.mediaId}
      where ${socialPostMedia.postId} = ${socialPosts.id}), '[]'::json)`.mapWith((value: MediaRow[]) => value),
    likedByMe: sql<boolean>`exists (select 1 from social_post_likes l where l.post_id = ${socialPosts.id} and l.user_id = ${caller.userId})`,
    savedByMe: sql<boolean>`exists (select 1 from social_post_saves s where s.post_id = ${socialPosts.id} and s.user_id = ${caller.userId})`,
    adminHere: caller.isAdministrator ? sql<boolean>`true` : sql<boolean>`exists (select 1 from social_group_memberships a
      where a.group_id = ${socialPosts.groupId} and a.user_id = ${caller.userId} and a.status = 'ACCEPTED' and a.role = 'ADMIN')`,
  };
}

/** The author of a post (join it in every post list). */
export const authorJoin = and(eq(users.organizationId, socialPosts.organizationId), eq(users.id, socialPosts.authorId));

interface MediaRow { mediaId: number; mime: string }

export interface PostRow {
  post: typeof socialPosts.$inferSelect;
  author: PersonRow;
  media: MediaRow[];
  likedByMe: boolean;
  savedByMe: boolean;
  adminHere: boolean;
}

function mediaView({ mediaId, mime }: MediaRow): PostMedia {
  return { mediaId, type: mime.startsWith('video/') ? 'video' : 'image', url: mediaContentUrl(mediaId), mime };
}

export function postViews(caller: SocialCaller, rows: PostRow[]): PostView[] {
  return rows.map(({ post, author, media: files, likedByMe, savedByMe, adminHere }) => {
    const mine = post.authorId === caller.userId;
    return {
      id: post.id, groupId: post.groupId, author: personOf(caller.language, author), content: post.content, media: files.map(mediaView),
      isPinned: post.isPinned, isReadOnly: post.isReadOnly, likeCount: post.likeCount, commentCount: post.commentCount, saveCount: post.saveCount,
      likedByMe, savedByMe, canEdit: mine, canDelete: mine || adminHere, canPin: adminHere,
      createdAt: post.createdAt.toISOString(), updatedAt: post.updatedAt?.toISOString() ?? null,
    };
  });
}

/** One post as the caller sees it (after the caller's access was checked). */
export async function postView(db: Db, caller: SocialCaller, postId: number): Promise<PostView> {
  const rows = await db.select(postColumns(caller)).from(socialPosts).innerJoin(users, authorJoin).where(eq(socialPosts.id, postId));
  const [view] = postViews(caller, rows);
  if (!view) throw new Error('the post vanished');
  return view;
}
