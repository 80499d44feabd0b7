import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CurrentUser } from '../src/modules/auth/dto';
import type { UserProfile } from '../src/modules/users/profile-dto';
import { eq } from 'drizzle-orm';
import { courseCoverSvg } from '../src/seed/catalogue-covers';
import { mediaContentUrl } from '../src/modules/media/service';
import { localMediaStorage } from '../src/modules/media/storage';
import { media } from '../src/modules/media/tables';
import { users } from '../src/modules/users/tables';
import { signMediaPath } from '../src/modules/media/signed-url';
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
/** A media address without its signature (which changes with the hour). */
const unsigned = (url: string | null) => url?.split('?')[0] ?? null;

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
  expect(uploaded.body.url).toMatch(new RegExp(`^/api/media/${uploaded.body.id}/content\\?exp=\\d+&sig=[\\w-]{43}$`));

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
  expect(patched.body).toMatchObject({ profileImageId: uploaded.body.id });
  expect(unsigned(patched.body.profileImageUrl)).toBe(unsigned(uploaded.body.url));
  const me = await server.request<CurrentUser>('/api/auth', { headers: bearer(token) });
  expect(unsigned(me.body.profileImageUrl)).toBe(unsigned(uploaded.body.url));
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

test('unknown ids are 404 req-002 (at a signed address); malformed ones 400', async () => {
  const res = await server.request(mediaContentUrl(424242));
  expect(codeOf(res)).toEqual([404, 'req-002']);
  expect(codeOf(await server.request('/api/media/abc/content'))).toEqual([400, 'req-001']);
});

describe('signed addresses', () => {
  test('only a signed, unexpired, unaltered address serves the file; it may be cached until it expires', async () => {
    const token = await server.memberToken('demo', 'member@demo.halaqa.test');
    const { body: image } = await upload(token, PNG);
    const url = new URL(image.url, server.baseUrl);
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig')!;
    // Valid for one to two hours, the same for every answer within the hour.
    expect(exp * 1000 - Date.now()).toBeGreaterThan(3600_000);
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(7200_000);
    // Made within the same hour, the address is the same.
    const hourStart = Math.floor(Date.now() / 3600_000) * 3600_000;
    expect(mediaContentUrl(image.id, hourStart)).toBe(mediaContentUrl(image.id, hourStart + 3599_999));

    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    const maxAge = Number(/private, max-age=(\d+)/.exec(ok.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(7200);

    const path = `/api/media/${image.id}/content`;
    // Unsigned: anyone naming the organization used to get it; now nobody does.
    expect(codeOf(await server.request(path))).toEqual([403, 'med-001']);
    expect(codeOf(await server.request(`${path}?exp=${exp}`))).toEqual([403, 'med-001']);
    // Altered: a later expiry, another file, a changed signature.
    expect(codeOf(await server.request(`${path}?exp=${exp + 3600}&sig=${sig}`))).toEqual([403, 'med-001']);
    const { body: other } = await upload(token, JPEG);
    expect(codeOf(await server.request(`/api/media/${other.id}/content?exp=${exp}&sig=${sig}`))).toEqual([403, 'med-001']);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(codeOf(await server.request(`${path}?exp=${exp}&sig=${flipped}`))).toEqual([403, 'med-001']);
    // Expired: signed two hours ago.
    const stale = signMediaPath(path, Date.now() - 2 * 3600_000);
    expect(codeOf(await server.request(stale))).toEqual([403, 'med-001']);
    // The width the client adds is outside the signature.
    expect((await fetch(new URL(`${image.url}&w=320`, server.baseUrl))).status).not.toBe(403);
  });

  test("a signed address of one organization's file is still 404 on another organization", async () => {
    const token = await server.memberToken('demo', 'member@demo.halaqa.test');
    const { body: image } = await upload(token, PNG);
    expect(codeOf(await server.request(image.url, { headers: { 'x-organization': 'nour' } }))).toEqual([404, 'req-002']);
    expect((await server.request(image.url, { headers: { 'x-organization': 'demo' } })).status).toBe(200);
  });

  test('every answer naming member media names it signed', async () => {
    const token = await server.memberToken('demo', 'provider@demo.halaqa.test');
    const { body: image } = await upload(token, PNG);
    await server.request('/api/user', { method: 'PATCH', headers: bearer(token), body: { profileImageId: image.id } });
    const signed = /^\/api\/media\/\d+\/content\?exp=\d+&sig=[\w-]{43}$/;
    const me = await server.request<CurrentUser>('/api/auth', { headers: bearer(token) });
    expect(me.body.profileImageUrl).toMatch(signed);
    const profile = await server.request<UserProfile>('/api/user', { headers: bearer(token) });
    expect(profile.body.profileImageUrl).toMatch(signed);
    expect((await server.request(profile.body.profileImageUrl!)).status).toBe(200);
  });
});

describe('resized variants', () => {
  test('a picture is sent at the asked width in the best format the browser takes, the address staying signed', async () => {
    const sharp = (await import('sharp')).default;
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
    const token = await server.memberToken('demo');
    const { body: image } = await upload(token, photo, { type: 'image/jpeg', name: 'cover.jpg' });
    const at = (width: number) => `${image.url}&w=${width}`;

    const chromium = await content(at(320), { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' });
    expect([chromium.status, chromium.type]).toEqual([200, 'image/webp']);
    const avif = await fetch(`${server.baseUrl}${at(320)}`, { headers: { accept: 'image/avif,image/*' } });
    expect([avif.status, avif.headers.get('content-type'), avif.headers.get('vary')]).toEqual([200, 'image/avif', expect.stringMatching(/accept/i)]);
    const avifMeta = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
    expect([avifMeta.width, avifMeta.height]).toEqual([320, 180]);

    const webp = await content(at(640), { accept: 'image/webp,*/*' });
    expect([webp.status, webp.type]).toEqual([200, 'image/webp']);
    expect((await sharp(webp.bytes).metadata()).width).toBe(640);

    const jpeg = await content(at(960), { accept: '*/*' });
    expect([jpeg.status, jpeg.type]).toEqual([200, 'image/jpeg']);
    expect(jpeg.bytes.length).toBeLessThan(photo.length);

    // Only the fixed widths; and the width never opens an unsigned address.
    expect((await content(at(333))).status).toBe(400);
    expect((await content(`/api/media/${image.id}/content?w=320`)).status).toBe(403);
  });

  test('a vector picture is sent as it is, whatever the width', async () => {
    const organizationId = await server.organizationId('demo');
    const [owner] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.organizationId, organizationId)).limit(1);
    const key = await localMediaStorage(mediaDir).save(organizationId, courseCoverSvg('Vector cover'));
    const [row] = await server.database.db.insert(media).values({
      organizationId, userId: owner!.id, type: 'image', mime: 'image/svg+xml', key, fileName: 'cover.svg', sizeKB: 1,
    }).returning({ id: media.id });
    const cover = await content(`${mediaContentUrl(row!.id)}&w=320`, { accept: 'image/avif,*/*' });
    expect([cover.status, cover.type]).toEqual([200, 'image/svg+xml']);
  });
});
