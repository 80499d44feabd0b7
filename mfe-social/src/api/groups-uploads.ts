import { sendUploadChunks, unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { PostMedia } from './groups-types';

/** Images and video only (docs/design/social-api.md "Groups": at most 10 per post). */
export const POST_MEDIA_ACCEPT = 'image/*,video/*';
export const MAX_POST_MEDIA = 10;

/**
 * A picture or video for a post, uploaded by its author through the media
 * module's chunked upload: the group opens the upload (its members who may
 * post), the shared client sends the chunks, and completing it tells the type
 * from the bytes. Answers the media as a post shows it.
 */
export async function uploadPostMedia(groupId: number, file: File): Promise<PostMedia> {
  const opened = await unwrap(api.POST('/api/groups/{groupId}/uploads', {
    params: { path: { groupId } }, body: { fileName: file.name, mime: file.type || 'application/octet-stream', sizeBytes: file.size },
  }));
  await sendUploadChunks(api, opened, file);
  return unwrap(api.POST('/api/groups/{groupId}/uploads/{mediaId}/complete', { params: { path: { groupId, mediaId: opened.mediaId } } }));
}
