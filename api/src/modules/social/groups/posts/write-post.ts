import { and, eq, inArray, sql } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../../core/db/types';
import { AppError, badRequest } from '../../../../core/errors';
import { IdSchema } from '../../../../core/http-schemas';
import { sanitizeRichText } from '../../../../core/rich-text';
import { media } from '../../../media/tables';
import { socialPostMedia, socialPosts } from '../../tables';
import type { SocialCaller } from '../caller';
import { POST_MAX_LENGTH, POST_MAX_MEDIA } from '../dto';
import { assertGroupAdmin, assertParticipant, readableGroup } from '../group-access';
import { recordPostCreated } from '../notify';
import { assertWithinRate } from '../rate-limit';
import { postSeat } from './post-access';

export const PostBodySchema = Type.Object({
  // Room for markup the sanitizer drops; the stored text is held to POST_MAX_LENGTH.
  content: Type.String({ maxLength: POST_MAX_LENGTH * 2 }),
  mediaIds: Type.Optional(Type.Array(IdSchema, { maxItems: POST_MAX_MEDIA, uniqueItems: true })),
}, { additionalProperties: false });
export type PostBody = Static<typeof PostBodySchema>;

/** The stored content: sanitized, within the limit, and not empty unless media carry the post. */
function contentOf(body: PostBody): string {
  const content = sanitizeRichText(body.content);
  if (content.length > POST_MAX_LENGTH) throw badRequest(`A post holds at most ${POST_MAX_LENGTH} characters`);
  if (!content && !body.mediaIds?.length) throw badRequest('The post is empty');
  return content;
}

/** Images and videos the caller uploaded (400 req-001 for anything else). */
async function attachMedia(tx: Db, caller: SocialCaller, postId: number, mediaIds: readonly number[]): Promise<void> {
  await tx.delete(socialPostMedia).where(eq(socialPostMedia.postId, postId));
  if (mediaIds.length === 0) return;
  const rows = await tx.select({ id: media.id, mime: media.mime, status: media.status }).from(media)
    .where(and(eq(media.organizationId, caller.organizationId), eq(media.userId, caller.userId), inArray(media.id, [...mediaIds])));
  const usable = new Set(rows.filter((row) => row.status === 'READY' && /^(image|video)\//.test(row.mime)).map((row) => row.id));
  if (mediaIds.some((id) => !usable.has(id))) throw badRequest('mediaIds must be images or videos you uploaded');
  await tx.insert(socialPostMedia).values(mediaIds.map((mediaId, position) => ({ organizationId: caller.organizationId, postId, mediaId, position })));
}

/** POST /api/groups/{groupId}/posts: ACCEPTED members (admins only where postPermission is ADMINS), within the rate limit. */
export async function createPost(tx: Db, caller: SocialCaller, groupId: number, body: PostBody): Promise<number> {
  const seat = await readableGroup(tx, caller, groupId);
  assertParticipant(seat);
  if (seat.group.postPermission === 'ADMINS' && !seat.isGroupAdmin) throw new AppError(403, ERROR_CODES.GROUP_ADMINS_ONLY, 'Only the group\'s admins post here');
  const content = contentOf(body);
  await assertWithinRate(tx, caller, 'post');
  const [post] = await tx.insert(socialPosts).values({ organizationId: caller.organizationId, groupId: seat.group.id, authorId: caller.userId, content })
    .returning({ id: socialPosts.id });
  if (!post) throw new Error('post insert returned no row');
  await attachMedia(tx, caller, post.id, body.mediaIds ?? []);
  await recordPostCreated(tx, caller, seat.group, post.id);
  return post.id;
}

/** PATCH /api/posts/{postId}: the author alone (403 pst-002). */
export async function editPost(tx: Db, caller: SocialCaller, postId: number, body: PostBody): Promise<void> {
  const { post, seat } = await postSeat(tx, caller, postId, { forUpdate: true });
  assertParticipant(seat);
  if (post.authorId !== caller.userId) throw new AppError(403, ERROR_CODES.POST_AUTHOR_ONLY, 'Only the author edits a post');
  const content = contentOf(body);
  await tx.update(socialPosts).set({ content, updatedAt: sql`now()` }).where(eq(socialPosts.id, post.id));
  if (body.mediaIds !== undefined) await attachMedia(tx, caller, post.id, body.mediaIds);
}

/** DELETE /api/posts/{postId}: the author or a group admin. */
export async function deletePost(tx: Db, caller: SocialCaller, postId: number): Promise<void> {
  const { post, seat } = await postSeat(tx, caller, postId, { forUpdate: true });
  if (post.authorId !== caller.userId && !seat.isGroupAdmin) throw new AppError(403, ERROR_CODES.POST_AUTHOR_ONLY, 'Only the author or a group admin deletes a post');
  await tx.delete(socialPosts).where(eq(socialPosts.id, post.id));
}

/** PUT/DELETE /api/posts/{postId}/pin: the group's admins. */
export async function pinPost(tx: Db, caller: SocialCaller, postId: number, pinned: boolean): Promise<void> {
  const { post, seat } = await postSeat(tx, caller, postId, { forUpdate: true });
  assertGroupAdmin(seat);
  if (post.isPinned === pinned) return;
  await tx.update(socialPosts).set(pinned ? { isPinned: true, pinnedBy: caller.userId, pinnedAt: sql`now()` } : { isPinned: false, pinnedBy: null, pinnedAt: null })
    .where(eq(socialPosts.id, post.id));
}

/** PUT /api/posts/{postId}/read-only: the group's admins. */
export async function setReadOnly(tx: Db, caller: SocialCaller, postId: number, isReadOnly: boolean): Promise<void> {
  const { post, seat } = await postSeat(tx, caller, postId, { forUpdate: true });
  assertGroupAdmin(seat);
  await tx.update(socialPosts).set({ isReadOnly }).where(eq(socialPosts.id, post.id));
}
