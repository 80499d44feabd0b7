import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { SubmittedFile } from './assignment-queries';

/**
 * A file to hand in, through the media module's chunked upload: the
 * assignment opens it (…/uploads), the chunks go to the signed address the
 * answer gives (PUT upload/{mediaId} with Content-Range), and the assignment
 * completes it, which tells the type from the bytes.
 */
export async function uploadSubmissionFile(courseId: number, assignmentId: number, file: File): Promise<SubmittedFile> {
  const opened = await unwrap(api.POST('/api/courses/{courseId}/assignments/{assignmentId}/uploads', {
    params: { path: { courseId, assignmentId } },
    body: { fileName: file.name, mime: file.type || 'application/octet-stream', sizeBytes: file.size },
  }));
  const signed = new URL(opened.uploadUrl, 'http://signed.invalid');
  const query = { exp: Number(signed.searchParams.get('exp')), u: Number(signed.searchParams.get('u')), sig: signed.searchParams.get('sig') ?? '' };
  for (let start = 0; start < file.size; start += opened.chunkSize) {
    const end = Math.min(start + opened.chunkSize, file.size) - 1;
    await unwrap(api.PUT('/api/upload/{mediaId}', {
      params: { path: { mediaId: opened.mediaId }, query, header: { 'content-range': `bytes ${start}-${end}/${file.size}` } },
      body: file.slice(start, end + 1) as unknown as never,
      bodySerializer: (chunk: unknown) => chunk as Blob,
      headers: { 'content-type': 'application/octet-stream' },
    }));
  }
  return unwrap(api.POST('/api/courses/{courseId}/assignments/{assignmentId}/uploads/{mediaId}/complete', {
    params: { path: { courseId, assignmentId, mediaId: opened.mediaId } },
  }));
}
