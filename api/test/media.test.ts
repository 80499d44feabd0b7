import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CurrentUser } from '../src/modules/auth/dto';
import type { UserProfile } from '../src/modules/users/profile-dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-media-test-'));
  server = await startTestServer({ mediaDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

/** multipart/form-data through fetch (the JSON helper cannot send bytes). */
async function upload(token: string | null, bytes: Buffer, options: { name?: string; type?: string; field?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), options.name ?? 'avatar.png');
  const res = await fetch(`${server.baseUrl}/api/media/upload`, {
    method: 'POST', body: form, headers: { ...(token ? bearer(token) : {}), ...options.headers },
  });
  return { status: res.status, body: await res.json() as { id: number; url: string } & ErrorBody };
}

async function content(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${url}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()), nosniff: res.headers.get('x-content-type-options') };
}

test('a member uploads a profile image, sets it on the profile, and it is served to the organization', async () => {
  const token = await server.memberToken('demo', 'member@demo.halaqa.test');
  const uploaded = await upload(token, PNG, { name: '../../etc/me.png' });
  expect(uploaded.status).toBe(201);
  expect(uploaded.body.url).toBe(`/api/media/${uploaded.body.id}/content`);

  const served = await content(uploaded.body.url);
  expect([served.status, served.type, served.nosniff]).toEqual([200, 'image/png', 'nosniff']);
  expect(served.bytes.equals(PNG)).toBe(true);
  // Stored under the organization's folder with a random name, never the one given.
  const orgFolder = path.join(mediaDir, String(await server.organizationId('demo')));
  expect(fs.readdirSync(orgFolder)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);

  const patched = await server.request<UserProfile>('/api/user', {
    method: 'PATCH', headers: bearer(token), body: { profileImageId: uploaded.body.id },
  });
  expect(patched.status).toBe(200);
  expect(patched.body).toMatchObject({ profileImageId: uploaded.body.id, profileImageUrl: uploaded.body.url });
  const me = await server.request<CurrentUser>('/api/auth', { headers: bearer(token) });
  expect(me.body.profileImageUrl).toBe(uploaded.body.url);
  const cleared = await server.request<UserProfile>('/api/user', { method: 'PATCH', headers: bearer(token), body: { profileImageId: null } });
  expect(cleared.body.profileImageUrl).toBeNull();
});

test('the type comes from the bytes: JPEG passes whatever it is called, GIF or text named .png does not', async () => {
  const token = await server.memberToken('demo');
  const jpeg = await upload(token, JPEG, { name: 'photo.png', type: 'image/png' });
  expect(jpeg.status).toBe(201);
  expect((await content(jpeg.body.url)).type).toBe('image/jpeg');
  expect(codeOf(await upload(token, GIF))).toEqual([400, 'req-001']);
  expect(codeOf(await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { type: 'image/svg+xml', name: 'x.svg' }))).toEqual([400, 'req-001']);
});

test('more than 2 MB is refused with 413, and nothing is kept', async () => {
  const token = await server.memberToken('demo', 'coach@demo.halaqa.test');
  const before = fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir, { recursive: true }).length : 0;
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  const res = await upload(token, big);
  expect([...codeOf(res), res.body.message]).toEqual([413, 'req-001', 'The image is larger than 2 MB']);
  expect(fs.readdirSync(mediaDir, { recursive: true }).length).toBe(before);
  // Exactly 2 MB is fine.
  expect((await upload(token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]))).status).toBe(201);
});

test('not multipart, or not in the field "file": 400', async () => {
  const token = await server.memberToken('demo');
  expect(codeOf(await server.request('/api/media/upload', { method: 'POST', headers: bearer(token), body: { file: 'x' } }))).toEqual([400, 'req-001']);
  expect(codeOf(await upload(token, PNG, { field: 'image' }))).toEqual([400, 'req-001']);
  expect(codeOf(await upload(null, PNG))).toEqual([401, 'auth-006']);
});

test('a multipart body the parser cannot read is the sender\'s mistake (400 req-003), never a 500', async () => {
  const token = await server.memberToken('demo');
  const part = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  const bodies: Array<[string, string]> = [
    ['multipart/form-data', 'hello world'],
    ['multipart/form-data; boundary=B', 'hello world'],
    ['multipart/form-data; boundary=', '--\r\n'],
    ['multipart/form-data; boundary=A', `--B\r\n${part}x\r\n--B--\r\n`],
    ['multipart/form-data; boundary=B', 'preamble only, no part at all'],
    ['multipart/form-data; boundary=B', '--B\r\nContent-Disposition: form-da'],
    ['multipart/form-data; boundary=B', `--B\r\n${part}xxxx`],
  ];
  for (const [type, body] of bodies) {
    const res = await server.request('/api/media/upload', { method: 'POST', headers: { ...bearer(token), 'content-type': type }, body });
    expect([type, body, res.status < 500, res.status]).toEqual([type, body, true, 400]);
  }
});

test("another member cannot use someone's image; another organization can neither use nor read it", async () => {
  const owner = await server.memberToken('demo', 'instructor@demo.halaqa.test');
  const { body: image } = await upload(owner, PNG);

  const colleague = await server.memberToken('demo', 'provider@demo.halaqa.test');
  const taken = await server.request('/api/user', { method: 'PATCH', headers: bearer(colleague), body: { profileImageId: image.id } });
  expect(codeOf(taken)).toEqual([400, 'req-001']);

  const nour = await server.memberToken('nour');
  expect(codeOf(await server.request('/api/user', { method: 'PATCH', headers: bearer(nour), body: { profileImageId: image.id } }))).toEqual([400, 'req-001']);
  expect((await content(image.url, { 'x-organization': 'nour' })).status).toBe(404);
  // fetch cannot set Host; node:http can.
  expect((await server.request(image.url, { headers: { host: 'nour.localhost' } })).status).toBe(404);
  expect((await server.request(image.url, { headers: { host: 'demo.localhost' } })).status).toBe(200);
  expect((await content(image.url, { 'x-organization': 'demo' })).status).toBe(200);
  // A demo token cannot upload into nour either.
  expect(codeOf(await upload(owner, PNG, { headers: { 'x-organization': 'nour' } }))).toEqual([403, 'auth-002']);
});

test('unknown ids are 404 req-002; malformed ones 400', async () => {
  const res = await server.request('/api/media/424242/content');
  expect(codeOf(res)).toEqual([404, 'req-002']);
  expect(codeOf(await server.request('/api/media/abc/content'))).toEqual([400, 'req-001']);
});
