import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createDelivery, deliverPending, MAX_DELIVERY_ATTEMPTS, type Delivery, type EmailTransport } from '../src/modules/outbox/delivery';
import { mailboxEnabled } from '../src/modules/outbox/mailbox-enabled';
import { outboxMessages } from '../src/modules/outbox/tables';
import { queueMessage, type OutboxMessageInput } from '../src/modules/outbox/service';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });
beforeEach(async () => { await server.database.db.delete(outboxMessages); });

const db = () => server.database.db;
const message = async (overrides: Partial<OutboxMessageInput> = {}): Promise<OutboxMessageInput> => ({
  organizationId: await server.organizationId('demo'),
  channel: 'email',
  recipient: 'Someone@Example.test',
  template: 'verify-email',
  language: 'en',
  subject: 'Confirm your email',
  body: 'Open https://demo.localhost:8080/verify?token=abc&x=<b> within 24 hours. Code 123456.',
  data: { link: 'https://demo.localhost:8080/verify?token=abc' },
  ...overrides,
});

describe('queueMessage', () => {
  test('lives and dies with the caller transaction', async () => {
    // Built first: on PGlite (one connection) nothing else may touch the database while a transaction is open.
    const kept = await message({ recipient: 'kept@example.test' });
    const lost = await message({ recipient: 'lost@example.test' });
    await db().transaction(async (tx) => { await queueMessage(tx, kept); });
    await db().transaction(async (tx) => {
      await queueMessage(tx, lost);
      tx.rollback();
    }).catch(() => undefined);
    expect((await server.outbox('kept@example.test')).length).toBe(1);
    expect(await server.outbox('lost@example.test')).toEqual([]);
  });

  test('emails are stored lower-cased; the JSON lists newest first with the data', async () => {
    const first = await queueMessage(db(), await message());
    const second = await queueMessage(db(), await message({ template: 'reset-password' }));
    const listed = await server.outbox('SOMEONE@example.test');
    expect(listed.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toMatchObject({ recipient: 'someone@example.test', domainPrefix: 'demo', data: { link: 'https://demo.localhost:8080/verify?token=abc' }, sentAt: null });
  });
});

describe('delivery', () => {
  const recording = (fail: (to: string) => boolean = () => false) => {
    const sent: Array<{ to: string; subject: string; from: string }> = [];
    const email: EmailTransport = {
      send: async (mail) => {
        if (fail(mail.to)) throw new Error(`mailbox full for ${mail.to}`);
        sent.push(mail);
      },
    };
    return { sent, email };
  };

  test('the local default keeps every message in the outbox, unsent', async () => {
    await queueMessage(db(), await message());
    const local = createDelivery({});
    expect([local.email, local.sms]).toEqual([null, null]);
    expect(await deliverPending(db(), local)).toEqual({ sent: 0, failed: 0 });
    expect((await server.outbox('someone@example.test'))[0]!.sentAt).toBeNull();
  });

  test('sends pending emails once; SMS stay without an SMS sender', async () => {
    const { sent, email } = recording();
    const delivery = createDelivery({ MAIL_FROM: 'Halaqa <hello@halaqa.test>' }, { email });
    await queueMessage(db(), await message());
    await queueMessage(db(), await message({ channel: 'sms', recipient: '+966500000001', subject: null, body: 'Code 654321' }));
    expect(await deliverPending(db(), delivery)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([expect.objectContaining({ to: 'someone@example.test', subject: 'Confirm your email', from: 'Halaqa <hello@halaqa.test>' })]);
    expect(await deliverPending(db(), delivery)).toEqual({ sent: 0, failed: 0 });
    expect((await server.outbox('+966500000001'))[0]!.sentAt).toBeNull();
  });

  test('a failure is recorded, retried after a pause, and given up after the last try (never deleted)', async () => {
    let failing = true;
    const { sent, email } = recording(() => failing);
    const delivery: Delivery = { ...createDelivery({}), email };
    const { id } = await queueMessage(db(), await message());
    const t0 = new Date();
    expect(await deliverPending(db(), delivery, t0)).toEqual({ sent: 0, failed: 1 });
    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, error: 'mailbox full for someone@example.test' });
    expect(row!.failedAt).toEqual(t0);
    // Too soon: not tried again.
    expect(await deliverPending(db(), delivery, new Date(t0.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 });
    // Later it is.
    failing = false;
    expect(await deliverPending(db(), delivery, new Date(t0.getTime() + 61_000))).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);

    failing = true;
    const doomed = await queueMessage(db(), await message({ recipient: 'doomed@example.test' }));
    let at = t0.getTime();
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS; i += 1) {
      at += 10 * 60_000;
      expect(await deliverPending(db(), delivery, new Date(at))).toEqual({ sent: 0, failed: 1 });
    }
    expect(await deliverPending(db(), delivery, new Date(at + 24 * 3600_000))).toEqual({ sent: 0, failed: 0 });
    const [kept] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, doomed.id));
    expect(kept).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, sentAt: null });
  });

  test('outside development a delivered message keeps who, what and when, but not what it said', async () => {
    const { sent, email } = recording();
    const production = createDelivery({ NODE_ENV: 'production' }, { email });
    const development = createDelivery({}, { email });
    expect([production.keepDeliveredBodies, development.keepDeliveredBodies]).toEqual([false, true]);
    const cleared = await queueMessage(db(), await message({ recipient: 'cleared@example.test' }));
    expect(await deliverPending(db(), production)).toEqual({ sent: 1, failed: 0 });
    // The message left with its body; only the stored copy is emptied.
    expect(sent[0]).toMatchObject({ to: 'cleared@example.test', text: expect.stringContaining('Code 123456') });
    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, cleared.id));
    expect(row).toMatchObject({ body: '', data: {}, recipient: 'cleared@example.test', template: 'verify-email', subject: 'Confirm your email', attempts: 1 });
    expect(row!.sentAt).not.toBeNull();

    // Where the development mailbox is on, it still shows what was sent.
    const kept = await queueMessage(db(), await message({ recipient: 'kept@example.test' }));
    expect(await deliverPending(db(), development)).toEqual({ sent: 1, failed: 0 });
    const [keptRow] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, kept.id));
    expect(keptRow).toMatchObject({ body: expect.stringContaining('Code 123456'), data: { link: 'https://demo.localhost:8080/verify?token=abc' } });
  });

  test('SMTP_URL sends through nodemailer to a real SMTP conversation', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const delivery = createDelivery({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'hello@halaqa.test' });
      await queueMessage(db(), await message());
      expect(await deliverPending(db(), delivery)).toEqual({ sent: 1, failed: 0 });
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.from).toBe('<hello@halaqa.test>');
      expect(smtp.mails[0]!.to).toEqual(['<someone@example.test>']);
      expect(smtp.mails[0]!.data).toContain('Subject: Confirm your email');
    } finally {
      await smtp.close();
    }
  });
});

describe('the development mailbox', () => {
  test('HTML page: newest first, escaped, links clickable, codes highlighted, filter by recipient', async () => {
    const base = await message();
    await queueMessage(db(), { ...base, subject: '<script>alert(1)</script>', body: `${base.body}\nThen https://demo.localhost:8080/next.` });
    await queueMessage(db(), await message({ recipient: 'other@example.test', language: 'ar', subject: 'رمز الدخول', body: 'رمزك 246810' }));
    const page = await server.request('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).toContain('<a href="https://demo.localhost:8080/verify?token=abc&amp;x=">https://demo.localhost:8080/verify?token=abc&amp;x=</a>&lt;b&gt; within');
    expect(page.text).toContain('<a href="https://demo.localhost:8080/next">https://demo.localhost:8080/next</a>.');
    expect(page.text).not.toContain('x=<b>');
    expect(page.text).toContain('<mark class="code">123456</mark>');
    expect(page.text).toContain('dir="auto"');
    expect(page.text.indexOf('other@example.test')).toBeLessThan(page.text.indexOf('someone@example.test'));
    const filtered = await server.request('/dev/mailbox?recipient=other@example.test');
    expect(filtered.text).toContain('<mark class="code">246810</mark>');
    expect(filtered.text).not.toContain('someone@example.test');
  });

  test('on unless production; MAILBOX_ENABLED decides when set', () => {
    expect(mailboxEnabled({})).toBe(true);
    expect(mailboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(mailboxEnabled({ NODE_ENV: 'production', MAILBOX_ENABLED: 'true' })).toBe(true);
    expect(mailboxEnabled({ NODE_ENV: 'development', MAILBOX_ENABLED: 'false' })).toBe(false);
  });

  test('switched off, neither the page nor the JSON exists', async () => {
    const saved = process.env.MAILBOX_ENABLED;
    process.env.MAILBOX_ENABLED = 'false';
    const off = await startTestServer();
    try {
      expect((await off.request('/api/dev/outbox')).status).toBe(404);
      const page = await off.request('/dev/mailbox');
      expect(page.text).not.toContain('Mailbox');
    } finally {
      if (saved === undefined) delete process.env.MAILBOX_ENABLED;
      else process.env.MAILBOX_ENABLED = saved;
      await off.close();
    }
  });
});

interface ReceivedMail { from: string; to: string[]; data: string }

/** Just enough SMTP (RFC 5321, no TLS, no auth) to watch nodemailer deliver. */
async function fakeSmtpServer(): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const srv = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') { current.from = line.slice(line.indexOf(':') + 1).trim().split(' ')[0]!; socket.write('250 ok\r\n'); }
        else if (verb === 'RCPT') { current.to.push(line.slice(line.indexOf(':') + 1).trim()); socket.write('250 ok\r\n'); }
        else if (verb === 'DATA') { inData = true; socket.write('354 go on\r\n'); }
        else if (verb === 'QUIT') { socket.end('221 bye\r\n'); return; }
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  return {
    port: (srv.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
}
