import fs from 'node:fs';
import path from 'node:path';
import { callsTo, headersOf, uploadThrough, type Headers } from './support/api-calls';
import { createMembers } from './support/lms-fixtures';
import { createEvent } from './support/social-events-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

/** An event's files: managers upload a PDF or an image, attach it, and take it off (docs/design/social-api.md "Events"). */

let server: TestServer;
let demo: number;
let nour: number;
let admin: Headers;
const call = callsTo(() => server);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  admin = { ...bearer(await server.memberToken('demo', 'admin@demo.halaqa.test')), 'x-organization': 'demo' };
});
afterAll(async () => { await server.close(); });

const pdf = () => new Uint8Array(fs.readFileSync(path.join(__dirname, '../src/modules/media/fixtures/two-pages.pdf')));
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
interface Attachment { mediaId: number; name: string; mime: string; url: string; pageCount: number | null }
interface Details { attachments: Attachment[] }

test('a manager attaches a PDF and an image in order, everyone sees them on the event, and takes one off', async () => {
  const eventId = await createEvent(db(), demo);
  const first = await uploadThrough<Attachment>(server, `/api/events/${eventId}`, admin, { fileName: 'programme.pdf', mime: 'application/pdf', bytes: pdf() });
  expect([first.opened.status, first.completed.status]).toEqual([201, 200]);
  expect(first.completed.body).toMatchObject({ mediaId: first.opened.body.mediaId, name: 'programme.pdf', mime: 'application/pdf', pageCount: 2 });
  const second = await uploadThrough<Attachment>(server, `/api/events/${eventId}`, admin, { fileName: 'poster.png', mime: 'image/png', bytes: PNG });
  expect(second.completed.status).toBe(200);
  // A replayed completion answers the same attachment and adds nothing.
  const replay = await call<Attachment>('POST', `/api/events/${eventId}/uploads/${second.opened.body.mediaId}/complete`, admin);
  expect([replay.status, replay.body.mediaId]).toEqual([200, second.opened.body.mediaId]);

  const [member] = await createMembers(db(), demo, 1);
  const seen = await call<Details>('GET', `/api/events/${eventId}`, headersOf(member!));
  expect(seen.body.attachments.map((file) => [file.name, file.mime])).toEqual([['programme.pdf', 'application/pdf'], ['poster.png', 'image/png']]);

  expect((await call('DELETE', `/api/events/${eventId}/attachments/${first.opened.body.mediaId}`, admin)).status).toBe(204);
  const again = await call('DELETE', `/api/events/${eventId}/attachments/${first.opened.body.mediaId}`, admin);
  expect([again.status, again.body.code]).toEqual([404, 'req-002']);
  expect((await call<Details>('GET', `/api/events/${eventId}`, headersOf(member!))).body.attachments.map((file) => file.name)).toEqual(['poster.png']);
});

test('other types, lies about the bytes, members, nour and another organization\'s ids are refused with their codes', async () => {
  const eventId = await createEvent(db(), demo);
  const body = { fileName: 'a.pdf', mime: 'application/pdf', sizeBytes: 10 };
  for (const wrong of [{ ...body, mime: 'video/mp4' }, { ...body, sizeBytes: 0 }, { ...body, sizeBytes: 60 * 1024 * 1024 }, { mime: 'application/pdf', sizeBytes: 10 }]) {
    const refused = await call('POST', `/api/events/${eventId}/uploads`, admin, wrong);
    expect([refused.status, refused.body.code]).toEqual([400, 'req-001']);
  }
  const lie = await uploadThrough<Attachment>(server, `/api/events/${eventId}`, admin, { fileName: 'fake.png', mime: 'image/png', bytes: pdf() });
  expect([lie.completed.status, lie.completed.body.code]).toEqual([415, 'med-002']);

  const [member] = await createMembers(db(), demo, 1);
  const asMember = await call('POST', `/api/events/${eventId}/uploads`, headersOf(member!), body);
  expect([asMember.status, asMember.body.code]).toEqual([403, 'perm-001']);
  const nourAdmin = { ...bearer(await server.memberToken('nour', 'admin@nour.halaqa.test')), 'x-organization': 'nour' };
  const inNour = await call('POST', `/api/events/${eventId}/uploads`, nourAdmin, body);
  expect([inNour.status, inNour.body.code]).toEqual([403, 'perm-001']);

  const nourEvent = await createEvent(db(), nour);
  for (const [method, url] of [
    ['POST', `/api/events/${nourEvent}/uploads`], ['POST', `/api/events/${nourEvent}/uploads/1/complete`], ['DELETE', `/api/events/${nourEvent}/attachments/1`],
    ['POST', '/api/events/2147483647/uploads'],
  ] as const) {
    const res = await call(method, url, admin, method === 'POST' && url.endsWith('uploads') ? body : undefined);
    expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 404, code: 'req-002' });
  }
  // An upload whose bytes are not all in is not attached.
  const opened = await call<{ mediaId: number }>('POST', `/api/events/${eventId}/uploads`, admin, body);
  const early = await call('POST', `/api/events/${eventId}/uploads/${opened.body.mediaId}/complete`, admin);
  expect([early.status, early.body.code]).toEqual([409, 'med-003']);
  expect((await call<Details>('GET', `/api/events/${eventId}`, admin)).body.attachments).toEqual([]);
});
