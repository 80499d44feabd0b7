import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { uploadInChunks } from '../uploads/chunked-upload';
import type { CommentFile } from './discussion-queries';

/** A file for a comment: the board opens the upload and completes it (uploads/chunked-upload.ts sends the chunks). */
export function uploadCommentFile(courseId: number, boardId: number, file: File): Promise<CommentFile> {
  return uploadInChunks(file, {
    open: (announced) => unwrap(api.POST('/api/courses/{courseId}/discussion-boards/{discussionBoardId}/uploads', {
      params: { path: { courseId, discussionBoardId: boardId } }, body: announced,
    })),
    complete: (mediaId) => unwrap(api.POST('/api/courses/{courseId}/discussion-boards/{discussionBoardId}/uploads/{mediaId}/complete', {
      params: { path: { courseId, discussionBoardId: boardId, mediaId } },
    })),
  });
}
