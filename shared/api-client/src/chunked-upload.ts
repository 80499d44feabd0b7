import { unwrap } from './api-error';
import type { ApiClient } from './client';

/** An upload the API opened (course media, a file handed in, an exam answer): where its chunks go, and how big each is. */
export interface OpenedUpload {
  mediaId: number;
  /** Signed for this upload and uploader: `/api/upload/{mediaId}?exp&u&sig`. */
  uploadUrl: string;
  chunkSize: number;
}

/**
 * Sends the bytes of an opened upload through the media module's chunked
 * upload (PUT upload/{mediaId} with Content-Range, one chunk after another);
 * the caller then completes it with the route that opened it, which tells
 * the type from the bytes.
 */
export async function sendUploadChunks(client: ApiClient, opened: OpenedUpload, file: Blob): Promise<void> {
  const signed = new URL(opened.uploadUrl, 'http://signed.invalid');
  const query = { exp: Number(signed.searchParams.get('exp')), u: Number(signed.searchParams.get('u')), sig: signed.searchParams.get('sig') ?? '' };
  for (let start = 0; start < file.size; start += opened.chunkSize) {
    const end = Math.min(start + opened.chunkSize, file.size) - 1;
    await unwrap(client.PUT('/api/upload/{mediaId}', {
      params: { path: { mediaId: opened.mediaId }, query, header: { 'content-range': `bytes ${start}-${end}/${file.size}` } },
      body: file.slice(start, end + 1) as unknown as never,
      bodySerializer: (chunk: unknown) => chunk as Blob,
      headers: { 'content-type': 'application/octet-stream' },
    }));
  }
}
