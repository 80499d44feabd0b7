import { and, eq } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../../core/db/types';
import { AppError } from '../../../../core/errors';
import { cleanFileName } from '../../../media/file-name';
import { mediaContentUrl } from '../../../media/service';
import type { MediaStorage } from '../../../media/storage';
import { media } from '../../../media/tables';
import { completeUpload, createUpload, findUpload, type CreatedUpload } from '../../../media/uploads';
import type { SocialCaller } from '../caller';
import type { PostMedia } from '../dto';
import { assertParticipant, readableGroup } from '../group-access';

/**
 * A post's pictures and videos, through the media module's chunked upload
 * (as the discussion boards' comment files): the member who may post in the
 * group opens it here, PUTs the chunks to the signed uploadUrl, completes it
 * here (the type is told from the bytes: 415 med-002 on a mismatch), then
 * names it in the post's mediaIds. The file is the member's own.
 */
const MAX_POST_FILE_BYTES = 200 * 1024 * 1024;
export const PostUploadBodySchema = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  mime: Type.String({ minLength: 3, maxLength: 127, pattern: '^(image|video)/[\\w.+-]+(;.*)?$', description: 'Images and videos only' }),
  sizeBytes: Type.Integer({ minimum: 1, maximum: MAX_POST_FILE_BYTES, description: 'At most 200 MiB' }),
}, { additionalProperties: false });
export const CreatedUploadSchema = Type.Object({
  mediaId: Type.Integer(), uploadUrl: Type.String(), chunkSize: Type.Integer(), expiresAt: Type.String({ format: 'date-time' }),
});

async function assertMayPost(db: Db, caller: SocialCaller, groupId: number): Promise<void> {
  const seat = await readableGroup(db, caller, groupId);
  assertParticipant(seat);
  if (seat.group.postPermission === 'ADMINS' && !seat.isGroupAdmin) throw new AppError(403, ERROR_CODES.GROUP_ADMINS_ONLY, 'Only the group\'s admins post here');
}

const ownerOf = (caller: SocialCaller) => ({ organizationId: caller.organizationId, userId: caller.userId });

export async function openPostUpload(
  db: Db, storage: MediaStorage, caller: SocialCaller, groupId: number, request: { fileName: string; mime: string; sizeBytes: number },
): Promise<CreatedUpload> {
  await assertMayPost(db, caller, groupId);
  return createUpload(db, storage, ownerOf(caller), { ...request, fileName: cleanFileName(request.fileName, 'file'), purpose: 'ATTACHMENT' }, caller.now.getTime());
}

export async function completePostUpload(db: Db, storage: MediaStorage, caller: SocialCaller, groupId: number, mediaId: number): Promise<PostMedia> {
  await assertMayPost(db, caller, groupId);
  const owner = ownerOf(caller);
  await completeUpload(db, storage, owner, await findUpload(db, owner, mediaId));
  const [row] = await db.select({ id: media.id, mime: media.mime }).from(media)
    .where(and(eq(media.organizationId, caller.organizationId), eq(media.id, mediaId)));
  if (!row) throw new Error('the completed upload vanished');
  return { mediaId: row.id, type: row.mime.startsWith('video/') ? 'video' : 'image', url: mediaContentUrl(row.id), mime: row.mime };
}
