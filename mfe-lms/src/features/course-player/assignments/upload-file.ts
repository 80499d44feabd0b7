import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { uploadInChunks } from '../uploads/chunked-upload';
import type { SubmittedFile } from './assignment-queries';

/** A file to hand in: the assignment opens the upload and completes it (uploads/chunked-upload.ts sends the chunks). */
export function uploadSubmissionFile(courseId: number, assignmentId: number, file: File): Promise<SubmittedFile> {
  return uploadInChunks(file, {
    open: (announced) => unwrap(api.POST('/api/courses/{courseId}/assignments/{assignmentId}/uploads', {
      params: { path: { courseId, assignmentId } }, body: announced,
    })),
    complete: (mediaId) => unwrap(api.POST('/api/courses/{courseId}/assignments/{assignmentId}/uploads/{mediaId}/complete', {
      params: { path: { courseId, assignmentId, mediaId } },
    })),
  });
}
