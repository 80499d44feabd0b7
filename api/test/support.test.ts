import { and, desc, eq, sql } from 'drizzle-orm';
import type { Paged } from '@halaqa/contracts';
import type { HelpCenterArticle, OpenedChat, SupportTicket, SupportTicketDetail } from '@halaqa/contracts/src/support';
import { domainEvents } from '../src/modules/notifications/tables';
import { CONTACT_LIMITS } from '../src/modules/support/contact-limit';
import { helpCenterArticles, supportTickets } from '../src/modules/support/tables';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

/**
 * Getting help over HTTP: members' tickets and their status, the help
 * center, the contact form and its rate limit, the chat and its access
 * token, tenancy, and the domain events that tell administrators and owners.
 * The server trusts X-Forwarded-For, so each test writes from addresses of
 * its own; its clock can be moved on (the contact limit's window).
 */

let server: TestServer;
let clockOffsetMs = 0;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => { await server.close(); });

type Detail = SupportTicketDetail;
let addressCounter = 0;
/** A client address no other test writes from. */
const freshAddress = () => `198.51.100.${++addressCounter}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

const MEMBER = 'member@demo.halaqa.test';
const OTHER_MEMBER = 'instructor@demo.halaqa.test';
const tokens = {
  member: () => server.memberToken('demo', MEMBER),
  other: () => server.memberToken('demo', OTHER_MEMBER),
  admin: () => server.memberToken('demo', { isAdministrator: true }),
  nourMember: () => server.memberToken('nour'),
  nourAdmin: () => server.memberToken('nour', { isAdministrator: true }),
};

async function openTicket(token: string, subject = 'Video does not play', body = 'The lesson video stays black.'): Promise<Detail> {
  const res = await server.request<Detail>('/api/technical-support', { method: 'POST', headers: bearer(token), body: { subject, body } });
  expect(res.status).toBe(201);
  return res.body;
}

async function patch(token: string, ticketId: number, body: unknown) {
  return server.request<Detail & ErrorBody>(`/api/technical-support/${ticketId}`, { method: 'PATCH', headers: bearer(token), body });
}

const refusal = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];

/** The domain events recorded about one ticket, oldest first. */
async function eventsOf(ticketId: number) {
  const rows = await server.database.db.select().from(domainEvents)
    .where(sql`${domainEvents.subject} ->> 'ticketId' = ${String(ticketId)}`).orderBy(domainEvents.id);
  return rows.map((row) => ({ type: row.type, actorUserId: row.actorUserId, audience: row.audience, payload: row.payload }));
}

async function userIdOf(token: string): Promise<number> {
  const res = await server.request<{ id: number }>('/api/auth', { headers: bearer(token) });
  return res.body.id;
}

describe('a member\'s tickets', () => {
  test('opening one: received, from the member, with its first message, trimmed', async () => {
    const token = await tokens.member();
    const ticket = await openTicket(token, '  Cannot see my certificate  ', '  I finished the course yesterday.\n\nThanks  ');
    expect(ticket).toMatchObject({
      subject: 'Cannot see my certificate',
      status: 'received',
      source: 'member',
      requester: { userId: await userIdOf(token), name: 'Sara Haddad', email: MEMBER },
    });
    expect(ticket.messages).toEqual([{ id: expect.any(Number), body: 'I finished the course yesterday.\n\nThanks', fromStaff: false, createdAt: expect.any(String) }]);
    expect(Date.parse(ticket.createdAt)).toBeLessThanOrEqual(Date.now());
  });

  test('opening one records the event that tells the administrators', async () => {
    const token = await tokens.member();
    const ticket = await openTicket(token, 'Payment failed');
    expect(await eventsOf(ticket.id)).toEqual([{
      type: 'support.ticket-opened',
      actorUserId: await userIdOf(token),
      audience: { kind: 'administrators' },
      payload: { subject: 'Payment failed', requester: 'Sara Haddad' },
    }]);
    const [row] = await server.database.db.select({ organizationId: domainEvents.organizationId }).from(domainEvents)
      .where(eq(domainEvents.type, 'support.ticket-opened')).orderBy(desc(domainEvents.id)).limit(1);
    expect(row?.organizationId).toBe(await server.organizationId('demo'));
  });

  test('the list: own tickets only, newest first, paged; administrators may ask for all', async () => {
    const member = await tokens.member();
    const other = await tokens.other();
    const admin = await tokens.admin();
    const first = await openTicket(member, 'First');
    const second = await openTicket(member, 'Second');
    const others = await openTicket(other, 'Not Sara\'s');

    const mine = await server.request<Paged<SupportTicket>>('/api/technical-support?take=100', { headers: bearer(member) });
    expect(mine.status).toBe(200);
    const ids = mine.body.data.map((ticket) => ticket.id);
    expect(ids.slice(0, 2)).toEqual([second.id, first.id]);
    expect(ids).not.toContain(others.id);
    expect(mine.body.count).toBe(ids.length);
    expect(mine.body.data[0]).not.toHaveProperty('messages');

    const page = await server.request<Paged<SupportTicket>>('/api/technical-support?skip=1&take=1', { headers: bearer(member) });
    expect(page.body).toEqual({ count: mine.body.count, data: [mine.body.data[1]] });

    const adminsOwn = await server.request<Paged<SupportTicket>>('/api/technical-support?take=100', { headers: bearer(admin) });
    expect(adminsOwn.body.data.map((ticket) => ticket.id)).not.toContain(first.id);
    const all = await server.request<Paged<SupportTicket>>('/api/technical-support?all=1&take=100', { headers: bearer(admin) });
    expect(all.body.data.map((ticket) => ticket.id)).toEqual(expect.arrayContaining([first.id, second.id, others.id]));
    expect(all.body.data[0]!.id).toBeGreaterThan(all.body.data[1]!.id);

    expect(refusal(await server.request('/api/technical-support?all=1', { headers: bearer(member) }))).toEqual([403, 'perm-001']);
    expect(refusal(await server.request('/api/technical-support'))).toEqual([401, 'auth-006']);
  });

  test('reading one: its requester and the administrators; anyone else is told it does not exist', async () => {
    const ticket = await openTicket(await tokens.member());
    const own = await server.request<Detail>(`/api/technical-support/${ticket.id}`, { headers: bearer(await tokens.member()) });
    expect(own.body).toEqual(ticket);
    const asAdmin = await server.request<Detail>(`/api/technical-support/${ticket.id}`, { headers: bearer(await tokens.admin()) });
    expect(asAdmin.body).toEqual(ticket);
    expect(refusal(await server.request(`/api/technical-support/${ticket.id}`, { headers: bearer(await tokens.other()) }))).toEqual([404, 'sup-001']);
    expect(refusal(await server.request('/api/technical-support/2147483647', { headers: bearer(await tokens.admin()) }))).toEqual([404, 'sup-001']);
  });

  test('status: a staff answer takes it to pending, the staff resolve it, the requester reopens it by writing', async () => {
    const member = await tokens.member();
    const admin = await tokens.admin();
    const ownerId = await userIdOf(member);
    const adminId = await userIdOf(admin);
    const ticket = await openTicket(member, 'Quiz shows no questions');

    const owner1 = await patch(member, ticket.id, { body: 'It is the quiz of week 2.' });
    expect(owner1.status).toBe(200);
    expect(owner1.body.status).toBe('received');

    const answered = await patch(admin, ticket.id, { body: '  We are looking into it.  ' });
    expect(answered.body.status).toBe('pending');
    expect(answered.body.messages.map((message) => [message.body, message.fromStaff])).toEqual([
      ['The lesson video stays black.', false],
      ['It is the quiz of week 2.', false],
      ['We are looking into it.', true],
    ]);

    const resolved = await patch(admin, ticket.id, { status: 'resolved' });
    expect(resolved.body.status).toBe('resolved');
    expect(resolved.body.messages).toHaveLength(3);
    expect(Date.parse(resolved.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(answered.body.updatedAt));

    const reopened = await patch(member, ticket.id, { body: 'It happens again.' });
    expect(reopened.body.status).toBe('pending');

    const answeredAndResolved = await patch(admin, ticket.id, { body: 'Fixed for good.', status: 'resolved' });
    expect(answeredAndResolved.body.status).toBe('resolved');

    // The owner hears of the staff's answers and of the status the staff chose, the staff of each time the owner
    // wrote; nobody hears of their own doing (the worker leaves the actor out of an administrators' audience).
    const events = await eventsOf(ticket.id);
    const toOwner = { kind: 'users', userIds: [ownerId] };
    const ownerWrote = { type: 'support.requester-wrote', actorUserId: ownerId, audience: { kind: 'administrators' }, payload: { subject: 'Quiz shows no questions', requester: expect.any(String) } };
    expect(events).toEqual([
      { type: 'support.ticket-opened', actorUserId: ownerId, audience: { kind: 'administrators' }, payload: expect.any(Object) },
      ownerWrote,
      { type: 'support.ticket-replied', actorUserId: adminId, audience: toOwner, payload: { subject: 'Quiz shows no questions' } },
      { type: 'support.ticket-status-changed', actorUserId: adminId, audience: toOwner, payload: { subject: 'Quiz shows no questions', status: 'resolved' } },
      ownerWrote,
      { type: 'support.ticket-replied', actorUserId: adminId, audience: toOwner, payload: { subject: 'Quiz shows no questions' } },
      { type: 'support.ticket-status-changed', actorUserId: adminId, audience: toOwner, payload: { subject: 'Quiz shows no questions', status: 'resolved' } },
    ]);
  });

  test('only the staff set a status; another member cannot answer; nothing changes on a refusal', async () => {
    const member = await tokens.member();
    const ticket = await openTicket(member);
    expect(refusal(await patch(member, ticket.id, { status: 'resolved' }))).toEqual([403, 'perm-001']);
    expect(refusal(await patch(member, ticket.id, { body: 'and resolve it', status: 'resolved' }))).toEqual([403, 'perm-001']);
    expect(refusal(await patch(await tokens.other(), ticket.id, { body: 'Me too' }))).toEqual([404, 'sup-001']);
    const after = await server.request<Detail>(`/api/technical-support/${ticket.id}`, { headers: bearer(member) });
    expect(after.body).toEqual(ticket);
  });

  test('an administrator\'s own ticket: they write as its requester', async () => {
    const admin = await tokens.admin();
    const ticket = await openTicket(admin, 'My own question');
    const written = await patch(admin, ticket.id, { body: 'More details' });
    expect(written.body.messages[1]).toMatchObject({ body: 'More details', fromStaff: false });
    expect(written.body.status).toBe('received');
  });
});

describe('another organization', () => {
  test("its members and administrators cannot read, answer or list a demo ticket", async () => {
    const ticket = await openTicket(await tokens.member(), 'Demo only');
    for (const token of [await tokens.nourMember(), await tokens.nourAdmin()]) {
      expect(refusal(await server.request(`/api/technical-support/${ticket.id}`, { headers: bearer(token) }))).toEqual([404, 'sup-001']);
      expect(refusal(await patch(token, ticket.id, { body: 'Taken over' }))).toEqual([404, 'sup-001']);
    }
    expect(refusal(await patch(await tokens.nourAdmin(), ticket.id, { status: 'resolved' }))).toEqual([404, 'sup-001']);
    const all = await server.request<Paged<SupportTicket>>('/api/technical-support?all=1&take=100', { headers: bearer(await tokens.nourAdmin()) });
    expect(all.body.data.map((row) => row.id)).not.toContain(ticket.id);
    // A demo token naming nour is refused before anything is read.
    const named = await server.request(`/api/technical-support/${ticket.id}`, { headers: { ...bearer(await tokens.member()), 'x-organization': 'nour' } });
    expect(refusal(named)).toEqual([403, 'auth-002']);
    const [row] = await server.database.db.select({ status: supportTickets.status }).from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row?.status).toBe('received');
  });
});

describe('help center', () => {
  const page = (token: string, query = '', lang = 'en') =>
    server.request<Paged<HelpCenterArticle>>(`/api/help-center${query}`, { headers: { ...bearer(token), 'x-lang': lang } });

  test('members only', async () => {
    expect(refusal(await server.request('/api/help-center'))).toEqual([401, 'auth-006']);
  });

  test("the organization's published articles, by section, in the request language", async () => {
    const token = await tokens.member();
    const en = await page(token);
    expect(en.status).toBe(200);
    expect(en.body.count).toBeGreaterThanOrEqual(8);
    expect(en.body.data).toHaveLength(en.body.count);
    const sections = en.body.data.map((article) => article.category);
    const order = ['getting-started', 'account', 'courses', 'certificates', 'support'];
    expect([...sections].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(sections);
    expect(en.body.data.map((article) => article.question)).toEqual(expect.arrayContaining(['How do I enroll in a course?', 'I forgot my password. How do I reset it?']));

    const ar = await page(token, '', 'ar');
    expect(ar.body.data.map((article) => article.id)).toEqual(en.body.data.map((article) => article.id));
    expect(ar.body.data.every((article) => /[\u0600-\u06FF]/.test(article.question))).toBe(true);

    const nour = await page(await tokens.nourMember());
    expect(nour.body.data.map((article) => article.question)).toEqual(expect.arrayContaining(['Why am I asked for a code when I sign in?', 'How do I join a program?']));
    expect(nour.body.data.map((article) => article.id)).not.toEqual(expect.arrayContaining([en.body.data[0]!.id]));
  });

  test('search: trimmed, in questions and answers, case-insensitive, its wildcards taken literally', async () => {
    const token = await tokens.member();
    const password = await page(token, `?search=${encodeURIComponent('  PASSWORD ')}`);
    expect(password.body.count).toBeGreaterThanOrEqual(2);
    expect(password.body.data.every((article) => /password/i.test(article.question + article.answer))).toBe(true);

    const arabic = await page(token, `?search=${encodeURIComponent('كلمة المرور')}`, 'ar');
    expect(arabic.body.data.map((article) => article.id)).toEqual(password.body.data.map((article) => article.id));

    const percent = await page(token, `?search=${encodeURIComponent('%')}`);
    expect(percent.body.count).toBeGreaterThan(0);
    expect(percent.body.data.every((article) => (article.question + article.answer).includes('%'))).toBe(true);

    expect((await page(token, '?search=zzzz-no-such-thing')).body).toEqual({ count: 0, data: [] });
  });

  test('a section, pages, and unpublished articles stay hidden', async () => {
    const token = await tokens.member();
    const support = await page(token, '?category=support');
    expect(support.body.count).toBeGreaterThanOrEqual(2);
    expect(support.body.data.every((article) => article.category === 'support')).toBe(true);
    const second = await page(token, '?category=support&skip=1&take=1');
    expect(second.body).toEqual({ count: support.body.count, data: [support.body.data[1]] });

    const hidden = support.body.data[0]!;
    await server.database.db.update(helpCenterArticles).set({ isPublished: false }).where(eq(helpCenterArticles.id, hidden.id));
    try {
      const after = await page(token, '?category=support');
      expect(after.body.count).toBe(support.body.count - 1);
      expect(after.body.data.map((article) => article.id)).not.toContain(hidden.id);
    } finally {
      await server.database.db.update(helpCenterArticles).set({ isPublished: true }).where(eq(helpCenterArticles.id, hidden.id));
    }
  });
});

describe('contact us', () => {
  const contact = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.request<SupportTicket & ErrorBody>('/api/contact-us', { method: 'POST', headers: { ...from(freshAddress()), ...headers }, body });
  const message = (email: string) => ({ name: 'Mona Salem', email, subject: 'Group discount', message: 'Do you offer a discount for teams?' });

  test('a visitor\'s message becomes a ticket for the staff, who are notified', async () => {
    const res = await contact({ name: ' Mona Salem ', email: 'Mona@Example.org', subject: 'Group discount', message: 'Do you offer a discount for teams of 10?' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'received', source: 'contact-us', requester: { userId: null, name: 'Mona Salem', email: 'mona@example.org' } });
    expect(await eventsOf(res.body.id)).toEqual([{
      type: 'support.ticket-opened', actorUserId: null, audience: { kind: 'administrators' }, payload: { subject: 'Group discount', requester: 'Mona Salem' },
    }]);
    const asAdmin = await server.request<Detail>(`/api/technical-support/${res.body.id}`, { headers: bearer(await tokens.admin()) });
    expect(asAdmin.body.messages.map((m) => m.body)).toEqual(['Do you offer a discount for teams of 10?']);
  });

  test("a member's message lands among their own tickets", async () => {
    const token = await tokens.member();
    const res = await contact({ ...message('sara.work@example.org'), subject: 'Invoice address' }, bearer(token));
    expect(res.body.requester).toEqual({ userId: await userIdOf(token), name: 'Mona Salem', email: 'sara.work@example.org' });
    const mine = await server.request<Paged<SupportTicket>>('/api/technical-support', { headers: bearer(token) });
    expect(mine.body.data[0]).toMatchObject({ id: res.body.id, source: 'contact-us' });
  });

  test('per email: the sixth message within an hour is refused, other emails go on, and an hour later it is fine again', async () => {
    const email = 'busy@example.org';
    for (let i = 0; i < CONTACT_LIMITS.perEmail; i += 1) expect((await contact(message(email))).status).toBe(201);
    const [before] = await server.database.db.select({ value: sql<number>`count(*)::int` }).from(supportTickets)
      .where(and(eq(supportTickets.requesterEmail, email)));
    const refused = await contact(message('BUSY@example.org'));
    expect(refusal(refused)).toEqual([429, 'sup-002']);
    expect((await contact(message('calm@example.org'))).status).toBe(201);
    const [after] = await server.database.db.select({ value: sql<number>`count(*)::int` }).from(supportTickets)
      .where(eq(supportTickets.requesterEmail, email));
    expect(after?.value).toBe(before?.value);

    clockOffsetMs = CONTACT_LIMITS.windowMs + 60_000;
    try {
      expect((await contact(message(email))).status).toBe(201);
    } finally {
      clockOffsetMs = 0;
    }
  });

  test('per address: after the limit, that address is refused whatever the email', async () => {
    const address = freshAddress();
    for (let i = 0; i < CONTACT_LIMITS.perAddress; i += 1) {
      expect((await contact(message(`person${i}@example.org`), from(address))).status).toBe(201);
    }
    expect(refusal(await contact(message('someone.new@example.org'), from(address)))).toEqual([429, 'sup-002']);
    // The same address writing to another organization is counted there, not here.
    expect((await contact(message('someone.new@example.org'), { ...from(address), 'x-organization': 'nour' })).status).toBe(201);
  });
});

describe('chat', () => {
  const openChat = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.request<OpenedChat & ErrorBody>('/api/chat', { method: 'POST', headers: { ...from(freshAddress()), ...headers }, body });
  const read = (ticketId: number, headers: Record<string, string>) => server.request<Detail & ErrorBody>(`/api/chat/${ticketId}`, { headers });
  const write = (ticketId: number, body: string, headers: Record<string, string>) =>
    server.request<Detail & ErrorBody>(`/api/chat/${ticketId}/messages`, { method: 'POST', headers: { ...from(freshAddress()), ...headers }, body: { body } });

  test('a visitor gives a name and an email', async () => {
    expect(refusal(await openChat({ message: 'Hello' }))).toEqual([400, 'req-001']);
    expect(refusal(await openChat({ message: 'Hello', name: 'Ali' }))).toEqual([400, 'req-001']);
  });

  test('a visitor opens a chat, reads it with its token only, and writes again; the staff answer', async () => {
    const opened = await openChat({ message: 'Is the Python course in Arabic too?\nThanks', name: 'Ali Hassan', email: 'ali@example.org' });
    expect(opened.status).toBe(201);
    const { ticket, accessToken } = opened.body;
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ticket).toMatchObject({ subject: 'Is the Python course in Arabic too?', source: 'chat', status: 'received', requester: { userId: null, name: 'Ali Hassan' } });
    expect(await eventsOf(ticket.id)).toEqual([expect.objectContaining({ type: 'support.ticket-opened', audience: { kind: 'administrators' } })]);

    // Only its hash is kept.
    const [row] = await server.database.db.select({ hash: supportTickets.accessTokenHash }).from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.hash).not.toContain(accessToken!);

    const withToken = { 'x-chat-token': accessToken! };
    expect((await read(ticket.id, withToken)).body).toEqual(ticket);
    expect(refusal(await read(ticket.id, {}))).toEqual([404, 'sup-001']);
    const tampered = `${accessToken!.slice(0, -1)}${accessToken!.endsWith('A') ? 'B' : 'A'}`;
    expect(refusal(await read(ticket.id, { 'x-chat-token': tampered }))).toEqual([404, 'sup-001']);
    expect(refusal(await read(ticket.id, bearer(await tokens.member())))).toEqual([404, 'sup-001']);
    expect(refusal(await read(ticket.id, { ...withToken, 'x-organization': 'nour' }))).toEqual([404, 'sup-001']);
    expect(refusal(await write(ticket.id, 'Hello?', {}))).toEqual([404, 'sup-001']);

    const again = await write(ticket.id, '  Also: is there a certificate?  ', withToken);
    expect(again.status).toBe(200);
    expect(again.body.messages.map((m) => [m.body, m.fromStaff])).toEqual([
      ['Is the Python course in Arabic too?\nThanks', false],
      ['Also: is there a certificate?', false],
    ]);

    const admin = await tokens.admin();
    expect((await patch(admin, ticket.id, { body: 'Yes to both.', status: 'resolved' })).body.status).toBe('resolved');
    const seen = await read(ticket.id, withToken);
    expect(seen.body.messages.at(-1)).toMatchObject({ body: 'Yes to both.', fromStaff: true });
    expect(seen.body.status).toBe('resolved');

    // Writing again opens a resolved chat again.
    expect((await write(ticket.id, 'One more question', withToken)).body.status).toBe('pending');
    // The chat's token opens nothing else.
    const other = await openTicket(await tokens.member());
    expect(refusal(await read(other.id, withToken))).toEqual([404, 'sup-001']);
  });

  test("a member's chat: no token, read with their session, among their tickets", async () => {
    const member = await tokens.member();
    const opened = await openChat({ message: 'Quick question about my enrollment' }, bearer(member));
    expect(opened.status).toBe(201);
    expect(opened.body.accessToken).toBeNull();
    expect(opened.body.ticket.requester).toMatchObject({ userId: await userIdOf(member), name: 'Sara Haddad', email: MEMBER });
    const id = opened.body.ticket.id;
    expect((await read(id, bearer(member))).status).toBe(200);
    expect((await write(id, 'Still there?', bearer(member))).body.messages).toHaveLength(2);
    expect(refusal(await read(id, bearer(await tokens.other())))).toEqual([404, 'sup-001']);
    const mine = await server.request<Paged<SupportTicket>>('/api/technical-support', { headers: bearer(member) });
    expect(mine.body.data.map((ticket) => ticket.id)).toContain(id);
    // A member's ticket from the technical support page is no chat.
    const ticket = await openTicket(member);
    expect(refusal(await read(ticket.id, bearer(member)))).toEqual([404, 'sup-001']);
  });

  test("a visitor's messages in one chat are limited", async () => {
    const opened = await openChat({ message: 'Hi', name: 'Chatty', email: 'chatty@example.org' });
    const withToken = { 'x-chat-token': opened.body.accessToken! };
    for (let i = 0; i < CONTACT_LIMITS.perChat; i += 1) expect((await write(opened.body.ticket.id, `Message ${i}`, withToken)).status).toBe(200);
    expect(refusal(await write(opened.body.ticket.id, 'One too many', withToken))).toEqual([429, 'sup-002']);
    expect((await read(opened.body.ticket.id, withToken)).body.messages).toHaveLength(CONTACT_LIMITS.perChat + 1);
  });
});

describe('bad input on every call', () => {
  test('is a 400 with a catalogue code, and changes nothing', async () => {
    const member = bearer(await tokens.member());
    const ticket = await openTicket(await tokens.member());
    const long = (n: number) => 'x'.repeat(n);
    const visitor = () => from(freshAddress());
    const cases: Array<[string, string, Record<string, string>, unknown, string]> = [
      ['POST', '/api/technical-support', member, {}, 'req-001'],
      ['POST', '/api/technical-support', member, { subject: '', body: 'x' }, 'req-001'],
      ['POST', '/api/technical-support', member, { subject: '   ', body: 'x' }, 'req-001'],
      ['POST', '/api/technical-support', member, { subject: long(201), body: 'x' }, 'req-001'],
      ['POST', '/api/technical-support', member, { subject: 'x', body: long(5001) }, 'req-001'],
      ['POST', '/api/technical-support', member, { subject: 'x', body: ['a', 'b'] }, 'req-001'],
      ['POST', '/api/technical-support', member, '{"subject": "x"', 'req-003'],
      ['GET', '/api/technical-support?take=0', member, undefined, 'req-001'],
      ['GET', '/api/technical-support?take=101', member, undefined, 'req-001'],
      ['GET', '/api/technical-support?all=2', member, undefined, 'req-001'],
      ['GET', '/api/technical-support?status=closed', member, undefined, 'req-001'],
      ['GET', '/api/technical-support?skip=-1', member, undefined, 'req-001'],
      ['GET', '/api/technical-support/abc', member, undefined, 'req-001'],
      ['GET', '/api/technical-support/0', member, undefined, 'req-001'],
      ['GET', '/api/technical-support/2147483648', member, undefined, 'req-001'],
      ['PATCH', `/api/technical-support/${ticket.id}`, member, {}, 'req-001'],
      ['PATCH', `/api/technical-support/${ticket.id}`, member, { body: '  ' }, 'req-001'],
      ['PATCH', `/api/technical-support/${ticket.id}`, member, { status: 'closed' }, 'req-001'],
      ['PATCH', `/api/technical-support/${ticket.id}`, member, { body: { text: 'x' } }, 'req-001'],
      ['PATCH', '/api/technical-support/abc', member, { body: 'x' }, 'req-001'],
      ['GET', '/api/help-center?take=0', member, undefined, 'req-001'],
      ['GET', `/api/help-center?search=${long(101)}`, member, undefined, 'req-001'],
      ['GET', '/api/help-center?category=billing', member, undefined, 'req-001'],
      ['POST', '/api/contact-us', visitor(), {}, 'req-001'],
      ['POST', '/api/contact-us', visitor(), { name: 'A', email: 'not-an-email', subject: 'S', message: 'M' }, 'req-001'],
      ['POST', '/api/contact-us', visitor(), { name: ' ', email: 'a@example.org', subject: 'S', message: 'M' }, 'req-001'],
      ['POST', '/api/contact-us', visitor(), { name: 'A', email: 'a@example.org', subject: 'S', message: long(5001) }, 'req-001'],
      ['POST', '/api/contact-us', visitor(), '[1,2', 'req-003'],
      ['POST', '/api/chat', visitor(), {}, 'req-001'],
      ['POST', '/api/chat', visitor(), { message: 'Hi', name: 'A', email: 'nope' }, 'req-001'],
      ['GET', '/api/chat/abc', visitor(), undefined, 'req-001'],
      ['GET', `/api/chat/${ticket.id}`, { 'x-chat-token': long(101) }, undefined, 'req-001'],
      ['POST', `/api/chat/${ticket.id}/messages`, visitor(), {}, 'req-001'],
      ['POST', `/api/chat/${ticket.id}/messages`, visitor(), { body: '' }, 'req-001'],
      ['POST', '/api/chat/0/messages', visitor(), { body: 'x' }, 'req-001'],
    ];
    const [before] = await server.database.db.select({ value: sql<number>`count(*)::int` }).from(supportTickets);
    for (const [method, path, headers, body, code] of cases) {
      const res = await server.request(path, { method, headers, body });
      expect([method, path, JSON.stringify(body), res.status, (res.body as ErrorBody).code]).toEqual([method, path, JSON.stringify(body), 400, code]);
    }
    const [after] = await server.database.db.select({ value: sql<number>`count(*)::int` }).from(supportTickets);
    expect(after?.value).toBe(before?.value);
    const unchanged = await server.request<Detail>(`/api/technical-support/${ticket.id}`, { headers: member });
    expect(unchanged.body).toEqual(ticket);
  });
});
