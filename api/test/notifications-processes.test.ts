import type { AddressInfo } from 'node:net';
import type { NotificationItem } from '@halaqa/contracts/src/notifications';
import { buildApp } from '../src/app';
import type { App } from '../src/core/context';
import { openDatabase, type Database } from '../src/core/db/client';
import { openEventStream } from './support/event-stream';
import { createStaticRoot } from './support/static-root';
import { bearer, startTestServer, type TestServer } from './support/test-server';

// Several API processes share one PostgreSQL; PGlite lives inside one process, so there is nothing to spread across.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

/** A second API process: its own pool, its own LISTEN connection, its own streams. */
async function startProcess(url: string): Promise<{ baseUrl: string; app: App; database: Database; stop(): Promise<void> }> {
  const database = await openDatabase({ url });
  const staticRoot = createStaticRoot();
  const app = await buildApp({ database, staticRoot: staticRoot.root });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    database,
    stop: async () => {
      await app.close();
      await database.close();
      staticRoot.dispose();
    },
  };
}

onPostgres('two API processes on one PostgreSQL', () => {
  test('a notification made through process A reaches a stream held by B; B dying loses nothing after the client resumes', async () => {
    const headers = { 'x-organization': 'demo' };
    const admin = await server.memberToken('demo', { isAdministrator: true });
    const member = await server.memberToken('demo', 'provider@demo.halaqa.test');
    const profile = await server.request<{ id: number }>('/api/auth', { headers: { ...headers, ...bearer(member) } });
    const ticket = async () => (await server.request<{ ticket: string }>('/api/sse/ticket', { method: 'POST', headers: { ...headers, ...bearer(member) } })).body.ticket;
    const publish = async (body: string) => (await server.request<{ id: number }>('/api/org-announcements-management', {
      method: 'POST', headers: { ...headers, ...bearer(admin) }, body: { body },
    })).body.id;

    let b = await startProcess(server.databaseUrl!);
    try {
      const stream = await openEventStream(`${b.baseUrl}/api/sse?id=${profile.body.id}&token=${encodeURIComponent(await ticket())}`);
      await stream.next((event) => event.event === 'unread-count');
      const crossed = await publish('Through A, heard on B');
      const heard = await stream.next((event) => event.event === 'notification');
      expect((JSON.parse(heard.data) as NotificationItem).data.announcementId).toBe(crossed);

      // B goes away mid-stream; A keeps working.
      await b.stop();
      await stream.ended;
      const missed = [await publish('While B was down 1'), await publish('While B was down 2')];
      b = await startProcess(server.databaseUrl!);
      const resumed = await openEventStream(`${b.baseUrl}/api/sse?id=${profile.body.id}&token=${encodeURIComponent(await ticket())}`, { 'last-event-id': heard.id! });
      // The worker (on A or B) may still be writing the second one: wait for both.
      await resumed.next((event) => event.event === 'notification' && (JSON.parse(event.data) as NotificationItem).data.announcementId === missed[1], 10_000);
      const replayed = resumed.events.filter((event) => event.event === 'notification').map((event) => (JSON.parse(event.data) as NotificationItem).data.announcementId);
      expect(replayed).toEqual(missed);
      resumed.close();
    } finally {
      await b.stop();
    }
  });
});
