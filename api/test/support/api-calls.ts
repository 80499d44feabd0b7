import type { TestMember } from './lms-fixtures';
import { bearer, type ErrorBody, type TestServer } from './test-server';

/** Request headers: the organization, and a member's token where signed in. */
export type Headers = Record<string, string>;

/** A member's headers on an organization's site (their own by default: demo). */
export const headersOf = (member: TestMember, prefix = 'demo'): Headers => ({ ...bearer(member.token), 'x-organization': prefix });

/**
 * `call(method, path, headers, body?)` on a test file's server, its answer
 * typed as T or an error body. The server is asked for when a call is made:
 * files start theirs in beforeAll, after this is set up.
 */
export const callsTo = (server: () => TestServer) =>
  <T>(method: string, path: string, headers: Headers, body?: unknown) => server().request<T & ErrorBody>(path, { method, headers, body });

/**
 * Uploads a small file through a learner's upload calls (an assignment's or
 * a board's `…/uploads`): opens it, PUTs it in one chunk to the signed
 * address, and completes it. Answers the completing call.
 */
export async function uploadThrough<T>(
  server: TestServer, base: string, headers: Headers, file: { fileName: string; mime: string; bytes: Uint8Array },
): Promise<{ opened: { status: number; body: { mediaId: number; uploadUrl: string } & Partial<ErrorBody> }; completed: { status: number; body: T & ErrorBody } }> {
  const opened = await server.request<{ mediaId: number; uploadUrl: string } & ErrorBody>(`${base}/uploads`, {
    method: 'POST', headers, body: { fileName: file.fileName, mime: file.mime, sizeBytes: file.bytes.length },
  });
  if (opened.status !== 201) return { opened, completed: { status: 0, body: {} as T & ErrorBody } };
  const put = await fetch(`${server.baseUrl}${opened.body.uploadUrl}`, {
    method: 'PUT', body: Buffer.from(file.bytes),
    headers: { 'content-type': 'application/octet-stream', 'content-range': `bytes 0-${file.bytes.length - 1}/${file.bytes.length}`, 'x-organization': headers['x-organization'] ?? 'demo' },
  });
  if (put.status !== 200) throw new Error(`the chunk was refused: ${put.status}`);
  const completed = await server.request<T & ErrorBody>(`${base}/uploads/${opened.body.mediaId}/complete`, { method: 'POST', headers });
  return { opened, completed };
}
