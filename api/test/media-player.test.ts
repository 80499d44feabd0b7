import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CurrentUser } from '../src/modules/auth/dto';
import type { MediaDto } from '../src/modules/media/media-dto';
import { mediaPagePath } from '../src/modules/media/pdf-store';
import { mediaContentPath } from '../src/modules/media/service';
import { signMemberMediaPath } from '../src/modules/media/signed-url';
import { mediaTranscriptPath } from '../src/modules/media/transcripts';
import { CHUNK_SIZE, type CreatedUpload } from '../src/modules/media/uploads';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'src', 'modules', 'media', 'fixtures', name));

/** Members lms/player would let read course media: the tests' own access check. */
const readers = new Set<number>();
let server: TestServer;
let mediaDir: string;
let instructor: { token: string; id: number };
let member: { token: string; id: number };
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-media-player-'));
  server = await startTestServer({ mediaDir, media: { mayRead: async (_db, _organizationId, userId) => readers.has(userId) } });
  const who = async (token: string) => ({ token, id: (await server.request<CurrentUser>('/api/auth', { headers: bearer(token) })).body.id });
  instructor = await who(await server.memberToken('demo', { isInstructor: true }));
  member = await who(await server.memberToken('demo'));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];

function open(body: { fileName?: string; mime: string; sizeBytes: number; purpose?: string }, token = instructor.token) {
  return server.request<CreatedUpload & ErrorBody>('/api/media/presigned', {
    method: 'POST', headers: bearer(token), body: { fileName: 'file.bin', purpose: 'COURSE_FILE', ...body },
  });
}

async function put(url: string, bytes: Buffer, range: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream', 'content-range': range, ...headers },
  });
  return { status: res.status, offset: res.headers.get('x-upload-offset'), body: await res.json() as { receivedBytes: number } & ErrorBody };
}

const complete = (mediaId: number, token = instructor.token) =>
  server.request<MediaDto & ErrorBody>('/api/media/presigned', { method: 'PATCH', headers: bearer(token), body: { mediaId } });

/** A file in one chunk, completed. */
async function uploadWhole(bytes: Buffer, mime: string, fileName = 'file.bin') {
  const opened = await open({ fileName, mime, sizeBytes: bytes.length });
  expect(opened.status).toBe(201);
  expect((await put(opened.body.uploadUrl, bytes, `bytes 0-${bytes.length - 1}/${bytes.length}`)).status).toBe(200);
  return complete(opened.body.mediaId);
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${url}`, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

test('a chunked upload resumes where it stands, refuses a gap, accepts a replayed chunk, and completes with the container duration', async () => {
  // A WAV of 8 MiB and a bit: 8000 bytes a second, so its header says how long it is.
  const size = CHUNK_SIZE + 1000;
  const wav = Buffer.alloc(size);
  wav.write('RIFF', 0, 'latin1'); wav.writeUInt32LE(size - 8, 4); wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16); wav.writeUInt16LE(1, 20); wav.writeUInt16LE(1, 22); wav.writeUInt32LE(8000, 24); wav.writeUInt32LE(8000, 28);
  wav.writeUInt16LE(1, 32); wav.writeUInt16LE(8, 34); wav.write('data', 36, 'latin1'); wav.writeUInt32LE(size - 44, 40);
  wav.fill(7, 44);

  const opened = await open({ fileName: 'lecture.wav', mime: 'audio/wav', sizeBytes: size });
  expect(opened.status).toBe(201);
  expect(opened.body).toMatchObject({ chunkSize: CHUNK_SIZE, uploadUrl: expect.stringMatching(new RegExp(`^/api/upload/${opened.body.mediaId}\\?exp=\\d+&u=${instructor.id}&sig=`)) });
  const { uploadUrl, mediaId } = opened.body;
  const first = wav.subarray(0, CHUNK_SIZE);
  const second = wav.subarray(CHUNK_SIZE);

  // The second chunk first: 409 says where the upload stands.
  const early = await put(uploadUrl, second, `bytes ${CHUNK_SIZE}-${size - 1}/${size}`);
  expect([...codeOf(early), early.offset]).toEqual([409, 'med-003', '0']);
  expect(early.body.message).toMatch(/stands at byte 0/);
  // Not completed before every byte is in.
  expect(codeOf(await complete(mediaId))).toEqual([409, 'med-003']);

  expect((await put(uploadUrl, first, `bytes 0-${CHUNK_SIZE - 1}/${size}`)).body).toEqual({ receivedBytes: CHUNK_SIZE, sizeBytes: size });
  // The answer was lost: the same chunk again is fine.
  expect((await put(uploadUrl, first, `bytes 0-${CHUNK_SIZE - 1}/${size}`)).status).toBe(200);
  const state = await server.request(`/api/upload/${mediaId}`, { headers: bearer(instructor.token) });
  expect(state.body).toEqual({ receivedBytes: CHUNK_SIZE, sizeBytes: size, status: 'UPLOADING' });
  // Only its uploader may ask.
  expect((await server.request(`/api/upload/${mediaId}`, { headers: bearer(member.token) })).status).toBe(404);
  // Past the announced size: 413.
  expect(codeOf(await put(uploadUrl, second, `bytes ${CHUNK_SIZE}-${size}/${size + 1}`))).toEqual([413, 'med-003']);
  // Never served while uploading.
  readers.add(instructor.id);
  expect((await get(signMemberMediaPath(mediaContentPath(mediaId), instructor.id))).status).toBe(404);

  expect((await put(uploadUrl, second, `bytes ${CHUNK_SIZE}-${size - 1}/${size}`)).body.receivedBytes).toBe(size);
  const done = await complete(mediaId);
  expect(done.status).toBe(200);
  expect(done.body).toMatchObject({ id: mediaId, type: 'audio', mime: 'audio/wav', status: 'READY', sizeBytes: size, durationSeconds: Math.round((size - 44) / 8000) });
  const served = await get(signMemberMediaPath(mediaContentPath(mediaId), instructor.id));
  expect(served.bytes.equals(wav)).toBe(true);
  // Completed: no more chunks.
  expect(codeOf(await put(uploadUrl, second, `bytes ${CHUNK_SIZE}-${size - 1}/${size}`))).toEqual([409, 'med-003']);
});

test('the upload address is bound to its media, uploader and expiry; only course managers open uploads', async () => {
  const bytes = fixture('tiny.mp3');
  const opened = await open({ mime: 'audio/mpeg', sizeBytes: bytes.length });
  const range = `bytes 0-${bytes.length - 1}/${bytes.length}`;
  const tampered = opened.body.uploadUrl.replace(`u=${instructor.id}`, `u=${member.id}`);
  expect(codeOf(await put(tampered, bytes, range))).toEqual([403, 'med-001']);
  expect(codeOf(await put(opened.body.uploadUrl.replace(/\/upload\/\d+/, `/upload/${opened.body.mediaId + 1000}`), bytes, range))).toEqual([403, 'med-001']);
  expect(codeOf(await put(opened.body.uploadUrl, bytes, range, { 'x-organization': 'nour' }))).toEqual([404, 'req-002']);
  expect(codeOf(await put(opened.body.uploadUrl, bytes, 'bytes=0-10'))).toEqual([400, 'req-001']);
  expect(codeOf(await open({ mime: 'audio/mpeg', sizeBytes: 10 }, member.token))).toEqual([403, 'perm-001']);
  expect(codeOf(await open({ mime: 'video/mp4', sizeBytes: 2 * 1024 ** 3 + 1 }))).toEqual([413, 'med-003']);
  expect(codeOf(await open({ mime: 'video/mp4', sizeBytes: 10, purpose: 'TRANSCRIPT' }))).toEqual([415, 'med-002']);
  // MP3 has no length in a header: it stays unknown.
  expect((await put(opened.body.uploadUrl, bytes, range)).status).toBe(200);
  expect((await complete(opened.body.mediaId)).body).toMatchObject({ type: 'audio', mime: 'audio/mpeg', durationSeconds: null });
});

test('bytes that are not what was declared are refused and discarded (415 med-002)', async () => {
  const refused = await uploadWhole(fixture('two-pages.pdf'), 'video/mp4');
  expect(codeOf(refused)).toEqual([415, 'med-002']);
  expect(refused.body.message).toMatch(/declared video\/mp4 but its bytes are application\/pdf/);
  const unknown = await uploadWhole(Buffer.from('just some text, no media at all'), 'video/mp4');
  expect(codeOf(unknown)).toEqual([415, 'med-002']);
});

test('MP4 and WebM: durations from the container; byte ranges 206 and 416; whole file 200', async () => {
  const mp4 = fixture('tiny.mp4');
  const video = await uploadWhole(mp4, 'video/mp4', 'intro.mp4');
  expect(video.body).toMatchObject({ type: 'video', mime: 'video/mp4', durationSeconds: 3, fileName: 'intro.mp4' });
  expect((await uploadWhole(fixture('tiny.webm'), 'video/webm')).body).toMatchObject({ type: 'video', durationSeconds: 3 });

  readers.add(member.id);
  const url = signMemberMediaPath(mediaContentPath(video.body.id), member.id);
  const whole = await get(url);
  expect([whole.status, whole.headers.get('accept-ranges'), whole.headers.get('content-type'), whole.bytes.equals(mp4)]).toEqual([200, 'bytes', 'video/mp4', true]);
  const part = await get(url, { range: 'bytes=4-11' });
  expect([part.status, part.headers.get('content-range'), part.bytes.toString('latin1')]).toEqual([206, `bytes 4-11/${mp4.length}`, mp4.subarray(4, 12).toString('latin1')]);
  const tail = await get(url, { range: 'bytes=2000-' });
  expect([tail.status, tail.headers.get('content-range'), tail.bytes.length]).toEqual([206, `bytes 2000-${mp4.length - 1}/${mp4.length}`, mp4.length - 2000]);
  const beyond = await get(url, { range: `bytes=${mp4.length}-` });
  expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${mp4.length}`]);
});

test('member-bound addresses: expired, tampered, another organization, or a member who lost access are refused', async () => {
  const video = await uploadWhole(fixture('tiny.mp4'), 'video/mp4');
  const path = mediaContentPath(video.body.id);
  readers.add(member.id);
  expect((await get(signMemberMediaPath(path, member.id))).status).toBe(200);
  const status = async (url: string, headers: Record<string, string> = {}) => {
    const res = await server.request<ErrorBody>(url, { headers });
    return [res.status, res.body.code];
  };
  expect(await status(signMemberMediaPath(path, member.id, Date.now() - 16 * 60 * 1000))).toEqual([403, 'med-001']);
  expect(await status(signMemberMediaPath(path, member.id).replace(`u=${member.id}`, `u=${instructor.id}`))).toEqual([403, 'med-001']);
  // Always a different character: a fixed 'A' left one signature in 64 untouched.
  const tampered = signMemberMediaPath(path, member.id).replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
  expect(await status(tampered)).toEqual([403, 'med-001']);
  expect(await status(`${path}?u=${member.id}`)).toEqual([403, 'med-001']);
  // Another organization's host: its tenant has no such media.
  expect(await status(signMemberMediaPath(path, member.id), { 'x-organization': 'nour' })).toEqual([404, 'req-002']);
  readers.delete(member.id);
  expect(await status(signMemberMediaPath(path, member.id))).toEqual([403, 'med-001']);
});

test('a PDF is rendered to pages at completion, served as WebP at member-bound addresses', async () => {
  const pdf = await uploadWhole(fixture('two-pages.pdf'), 'application/pdf', 'notes.pdf');
  expect(pdf.body).toMatchObject({ type: 'file', mime: 'application/pdf', pageCount: 2, status: 'READY' });
  readers.add(member.id);
  const page = await get(signMemberMediaPath(mediaPagePath(pdf.body.id, 2), member.id));
  expect([page.status, page.headers.get('content-type'), page.bytes.subarray(8, 12).toString('latin1')]).toEqual([200, 'image/webp', 'WEBP']);
  expect((await get(signMemberMediaPath(mediaPagePath(pdf.body.id, 3), member.id))).status).toBe(404);
  // A page's signature does not open another page.
  expect((await get(signMemberMediaPath(mediaPagePath(pdf.body.id, 2), member.id).replace('/pages/2', '/pages/1'))).status).toBe(403);
});

test('transcripts: validated WebVTT stored per language and served signed as text/vtt', async () => {
  const video = await uploadWhole(fixture('tiny.webm'), 'video/webm');
  const save = (body: object) => server.request<MediaDto & ErrorBody>(`/api/media/${video.body.id}/transcripts`, { method: 'POST', headers: bearer(instructor.token), body });
  const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.500\nمرحبا\n';
  expect(codeOf(await save({ language: 'ar', label: 'العربية', vtt: '1\n00:00:01,000 --> 00:00:02,000\nSRT' }))).toEqual([400, 'med-002']);
  const saved = await save({ language: 'ar', label: 'العربية', vtt });
  expect(saved.body.transcripts).toEqual([{ language: 'ar', label: 'العربية' }]);
  readers.add(member.id);
  const served = await get(signMemberMediaPath(mediaTranscriptPath(video.body.id, 'ar'), member.id));
  expect([served.status, served.headers.get('content-type'), served.bytes.toString('utf8')]).toEqual([200, 'text/vtt; charset=utf-8', vtt]);
  expect((await get(signMemberMediaPath(mediaTranscriptPath(video.body.id, 'en'), member.id))).status).toBe(404);
});

test('metadata, rename, the list of my uploads, delete (uploader or administrator) removes the bytes', async () => {
  const video = await uploadWhole(fixture('tiny.mp4'), 'video/mp4', 'a.mp4');
  const id = video.body.id;
  expect((await server.request(`/api/media/${id}`, { headers: bearer(member.token) })).status).toBe(404);
  const renamed = await server.request<MediaDto>(`/api/media/${id}`, { method: 'PATCH', headers: bearer(instructor.token), body: { fileName: '../b.mp4' } });
  expect(renamed.body.fileName).toBe('b.mp4');
  const mine = await server.request<MediaDto[]>('/api/media/all-user-uploads?take=1', { headers: bearer(instructor.token) });
  expect(mine.body.map((m) => m.id)).toEqual([id]);
  expect(codeOf(await server.request(`/api/media/${id}`, { method: 'DELETE', headers: bearer(member.token) }))).toEqual([403, 'perm-001']);
  const files = () => fs.readdirSync(mediaDir, { recursive: true }).length;
  const before = files();
  expect((await server.request(`/api/media/${id}`, { method: 'DELETE', headers: bearer(instructor.token) })).status).toBe(204);
  expect(files()).toBe(before - 1);
  expect((await server.request(`/api/media/${id}`, { headers: bearer(instructor.token) })).status).toBe(404);
});

test('swap: a media keeps its id and takes a completed upload of the same kind (pages move, old bytes go); other kinds and other organizations are refused', async () => {
  const original = await uploadWhole(fixture('two-pages.pdf'), 'application/pdf', 'v1.pdf');
  const replacement = await uploadWhole(fixture('two-pages.pdf'), 'application/pdf', 'v2.pdf');
  const video = await uploadWhole(fixture('tiny.mp4'), 'video/mp4', 'clip.mp4');
  const swap = (targetId: number, replacementId: number, token = instructor.token) =>
    server.request<MediaDto & ErrorBody>(`/api/media/swap/${targetId}`, { method: 'PATCH', headers: bearer(token), body: { replacementId } });

  expect(codeOf(await swap(original.body.id, video.body.id))).toEqual([400, 'med-002']);
  expect(codeOf(await swap(original.body.id, original.body.id))).toEqual([400, 'req-001']);
  expect(codeOf(await swap(original.body.id, replacement.body.id, member.token))).toEqual([403, 'perm-001']);
  const nour = await server.memberToken('nour', { isInstructor: true });
  expect((await server.request(`/api/media/swap/${original.body.id}`, {
    method: 'PATCH', headers: { ...bearer(nour), 'x-organization': 'nour' }, body: { replacementId: replacement.body.id },
  })).status).toBe(404);

  const files = () => fs.readdirSync(mediaDir, { recursive: true }).length;
  const before = files();
  const swapped = await swap(original.body.id, replacement.body.id);
  expect(swapped.status).toBe(200);
  expect(swapped.body).toMatchObject({ id: original.body.id, fileName: 'v2.pdf', pageCount: 2, status: 'READY' });
  // The original's file and its two page pictures are gone; the replacement's now belong to the original.
  expect(files()).toBe(before - 3);
  expect((await server.request(`/api/media/${replacement.body.id}`, { headers: bearer(instructor.token) })).status).toBe(404);
  readers.add(member.id);
  expect((await get(signMemberMediaPath(mediaPagePath(original.body.id, 2), member.id))).status).toBe(200);
});

test('dump: only the caller\'s uploads that never completed and whose address has expired are removed', async () => {
  const stale = await open({ mime: 'application/pdf', sizeBytes: 1000 });
  const fresh = await open({ mime: 'application/pdf', sizeBytes: 1000 });
  const done = await uploadWhole(fixture('two-pages.pdf'), 'application/pdf', 'kept.pdf');
  await server.database.db.execute(sql`update media set created_at = now() - interval '25 hours' where id in (${stale.body.mediaId}, ${done.body.id})`);
  const dumped = await server.request<{ removed: number }>('/api/media/dump', { method: 'POST', headers: bearer(member.token) });
  expect(dumped.body).toEqual({ removed: 0 });
  const mine = await server.request<{ removed: number }>('/api/media/dump', { method: 'POST', headers: bearer(instructor.token) });
  expect(mine.body).toEqual({ removed: 1 });
  expect((await server.request(`/api/upload/${stale.body.mediaId}`, { headers: bearer(instructor.token) })).status).toBe(404);
  expect((await server.request(`/api/upload/${fresh.body.mediaId}`, { headers: bearer(instructor.token) })).status).toBe(200);
  expect((await server.request(`/api/media/${done.body.id}`, { headers: bearer(instructor.token) })).status).toBe(200);
});
