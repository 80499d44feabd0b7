import type { Static } from '@sinclair/typebox';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { courses } from '../src/modules/lms/tables';
import { mediaContentUrl } from '../src/modules/media/service';
import { media } from '../src/modules/media/tables';
import { seedDatabase } from '../src/seed';
import { DEMO_COURSES, NOUR_COURSES } from '../src/seed/catalogue-data';
import type { CourseCardPageSchema } from '../src/modules/lms/course-card-dto';
import { startTestServer, type TestServer } from './support/test-server';

/** The catalogue seed with a media folder: every seeded course gets a cover file, written again when it goes missing. */

let server: TestServer;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-covers-'));
  server = await startTestServer({ mediaDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const coverCount = async () => {
  const [row] = await server.database.db.select({ value: count() }).from(courses).where(isNotNull(courses.coverImageId));
  return row!.value;
};

test('covers are created once, served as images, and restored when their file is gone', async () => {
  // The test database was seeded without a media folder: no covers yet.
  expect(await coverCount()).toBe(0);
  await seedDatabase(server.database.db, new Date(), { mediaDir });
  expect(await coverCount()).toBe(DEMO_COURSES.length + NOUR_COURSES.length);
  const [mediaRows] = await server.database.db.select({ value: count() }).from(media);

  const page = await server.request<Static<typeof CourseCardPageSchema>>('/api/courses/search?take=1', { headers: { 'x-organization': 'demo' } });
  const card = page.body.data[0]!;
  // Covers are media files too: signed, short-lived addresses (docs/decisions/0006).
  expect(card.coverImageUrl).toMatch(/^\/api\/media\/\d+\/content\?exp=\d+&sig=[\w-]{43}$/);
  const image = await server.request(card.coverImageUrl!, { headers: { 'x-organization': 'demo' } });
  expect(image.status).toBe(200);
  // A raster picture like an upload (decoded off the page's main thread), so it has resized variants too.
  expect(image.headers.get('content-type')).toMatch(/^image\/webp/);
  expect(image.text.slice(0, 4)).toBe('RIFF');
  const variant = await server.request(`${card.coverImageUrl!}&w=320`, { headers: { 'x-organization': 'demo', accept: 'image/avif,image/webp,*/*' } });
  expect([variant.status, variant.headers.get('content-type')]).toEqual([200, 'image/webp']);

  // Seeding again changes nothing; a missing file is written again under the same media row.
  await seedDatabase(server.database.db, new Date(), { mediaDir });
  expect((await server.database.db.select({ value: count() }).from(media))[0]!.value).toBe(mediaRows!.value);
  const mediaId = Number(/\/api\/media\/(\d+)\//.exec(card.coverImageUrl!)![1]);
  const [row] = await server.database.db.select({ key: media.key }).from(media).where(eq(media.id, mediaId));
  fs.rmSync(path.join(mediaDir, ...row!.key.split('/')));
  expect((await server.request(card.coverImageUrl!, { headers: { 'x-organization': 'demo' } })).status).toBe(404);
  await seedDatabase(server.database.db, new Date(), { mediaDir });
  expect((await server.request(card.coverImageUrl!, { headers: { 'x-organization': 'demo' } })).status).toBe(200);
  expect((await server.database.db.select({ value: count() }).from(media))[0]!.value).toBe(mediaRows!.value);

  // An earlier seed's vector cover is replaced by the raster one, in the same media row.
  await server.database.db.update(media).set({ mime: 'image/svg+xml', fileName: 'course-cover.svg' }).where(eq(media.id, mediaId));
  await seedDatabase(server.database.db, new Date(), { mediaDir });
  const [upgraded] = await server.database.db.select({ mime: media.mime, fileName: media.fileName }).from(media).where(eq(media.id, mediaId));
  expect(upgraded).toEqual({ mime: 'image/webp', fileName: 'course-cover.webp' });
  expect((await server.database.db.select({ value: count() }).from(media))[0]!.value).toBe(mediaRows!.value);

  // Covers stay inside their organization.
  const [nourCourse] = await server.database.db.select({ coverImageId: courses.coverImageId }).from(courses)
    .where(and(eq(courses.name, NOUR_COURSES[0]!.name), isNotNull(courses.coverImageId)));
  expect((await server.request(mediaContentUrl(nourCourse!.coverImageId!), { headers: { 'x-organization': 'demo' } })).status).toBe(404);
});
