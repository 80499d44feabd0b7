import { sendUploadChunks } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { examCalls } from './exam-calls';
import type { UploadedFile } from './types';

/**
 * A file or a recording to answer with, through the media module's chunked
 * upload as course work hands in files: the attempt opens it, the chunks go
 * to the signed address (sendUploadChunks), the attempt completes it.
 */
export async function uploadAnswer(ids: { courseId: number; examAttemptId: number }, file: Blob, fileName: string): Promise<UploadedFile> {
  const mime = (file.type || 'application/octet-stream').split(';')[0]!.trim();
  const opened = await examCalls.openAnswerUpload(ids, { fileName, mime, sizeBytes: file.size });
  await sendUploadChunks(api, opened, file);
  return examCalls.completeAnswerUpload(ids, opened.mediaId);
}
