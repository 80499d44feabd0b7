import { eq } from 'drizzle-orm';
import { socialEvents, socialGroupMemberships, socialGroups } from '../src/modules/social/tables';
import { startTestServer, type TestServer } from './support/test-server';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { callerTo, eventsOf, makeGroup, userIdOf } from './support/social-groups-fixtures';

/** Groups and memberships over HTTP (docs/design/social-api.md "Gates", "Groups"). */

let server: TestServer;
let demo: number;
let nour: number;
let admin: string;
let adminId: number;
let sara: string;
let instructor: string;
let nourMember: string;
const call = callerTo(() => server);

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  admin = await server.memberToken('demo', 'admin@demo.halaqa.test');
  adminId = await userIdOf(server.database.db, demo, 'admin@demo.halaqa.test');
  sara = await server.memberToken('demo', 'member@demo.halaqa.test');
  instructor = await server.memberToken('demo', 'instructor@demo.halaqa.test');
  nourMember = await server.memberToken('nour', 'member@nour.halaqa.test');
});
afterAll(async () => { await server.close(); });

const fresh = async (count: number): Promise<TestMember[]> => createMembers(server.database.db, demo, count);
const group = (fixture: Parameters<typeof makeGroup>[2]) => makeGroup(server.database.db, demo, fixture);
const memberCountOf = async (groupId: number) =>
  (await server.database.db.select({ value: socialGroups.memberCount }).from(socialGroups).where(eq(socialGroups.id, groupId)))[0]!.value;

describe('gates', () => {
  test('visitors 401; nour (no social platform) and members without access-communities 403 perm-001', async () => {
    expect((await call('GET', '/api/groups', null)).status).toBe(401);
    const nourAnswer = await call('GET', '/api/groups', nourMember, undefined, 'nour');
    expect([nourAnswer.status, nourAnswer.body.code]).toEqual([403, 'perm-001']);
    const noAccess = await call('GET', '/api/feeds/home', instructor);
    expect([noAccess.status, noAccess.body.code]).toEqual([403, 'perm-001']);
    expect((await call('GET', '/api/groups', sara)).status).toBe(200);
  });

  test('creating a group needs manage-social-groups; the creator becomes its ACCEPTED ADMIN', async () => {
    const body = { name: 'Created over HTTP', description: 'A test', privacy: 'PRIVATE' };
    const refused = await call('POST', '/api/groups', sara, body);
    expect([refused.status, refused.body.code]).toEqual([403, 'perm-001']);
    const created = await call<{ id: number; memberCount: number; canManage: boolean; myMembership: unknown; privacy: string }>('POST', '/api/groups', admin, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ memberCount: 1, canManage: true, privacy: 'PRIVATE', myMembership: { role: 'ADMIN', status: 'ACCEPTED' } });
    const patched = await call<{ name: string }>('PATCH', `/api/groups/${created.body.id}`, admin, { name: 'Renamed' });
    expect([patched.status, patched.body.name]).toEqual([200, 'Renamed']);
    const notAdmin = await call('PATCH', `/api/groups/${created.body.id}`, sara, { name: 'Taken over' });
    expect([notAdmin.status, notAdmin.body.code]).toEqual([403, 'sgr-005']);
  });

  test('bad input is a 4xx, never a 5xx', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/api/groups', { name: '', privacy: 'PUBLIC' }],
      ['POST', '/api/groups', { name: 'x', privacy: 'OPEN' }],
      ['POST', '/api/groups', { name: 'x', privacy: 'PUBLIC', imageMediaId: 2_147_483_647 }],
      ['GET', '/api/groups/abc', undefined],
      ['GET', '/api/groups/1/posts?cursor=not-a-cursor', undefined],
      ['GET', '/api/groups?take=500', undefined],
      ['PUT', '/api/groups/1/rating', { rating: 6 }],
      ['POST', '/api/groups/1/members/1/promote', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await call(method, path, admin, body);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 400, code: 'req-001' });
    }
  });
});

describe('membership transitions over HTTP', () => {
  test('a private group: request, admin accepts (notified), hasGroups, leave; the last admin stays', async () => {
    const [asker, other] = await fresh(2) as [TestMember, TestMember];
    const groupId = await group({ privacy: 'PRIVATE', members: [{ id: adminId, role: 'ADMIN' }] });
    expect((await call<{ hasGroups: boolean }>('GET', '/api/permissions-system', asker.token)).body.hasGroups).toBe(false);

    const joined = await call<{ membership: { status: string } }>('POST', `/api/groups/${groupId}/join`, asker.token);
    expect([joined.status, joined.body.membership.status]).toEqual([200, 'PENDING']);
    const again = await call('POST', `/api/groups/${groupId}/join`, asker.token);
    expect([again.status, again.body.code]).toEqual([409, 'sgr-002']);
    // A pending member reads no posts, and cannot accept themself.
    expect((await call('GET', `/api/groups/${groupId}/posts`, asker.token)).body.code).toBe('sgr-001');
    const selfAccept = await call('POST', `/api/groups/${groupId}/members/${asker.id}/accept`, asker.token);
    expect([selfAccept.status, selfAccept.body.code]).toEqual([403, 'sgr-005']);
    // Only admins list other statuses.
    expect((await call('GET', `/api/groups/${groupId}/members?status=PENDING`, other.token)).body.code).toBe('sgr-001');
    const pending = await call<{ data: Array<{ user: { id: number } }> }>('GET', `/api/groups/${groupId}/members?status=PENDING`, admin);
    expect(pending.body.data.map((row) => row.user.id)).toEqual([asker.id]);

    const accepted = await call<{ membership: { status: string } }>('POST', `/api/groups/${groupId}/members/${asker.id}/accept`, admin);
    expect(accepted.body.membership.status).toBe('ACCEPTED');
    expect(await memberCountOf(groupId)).toBe(2);
    const decided = await eventsOf(server.database.db, 'group.request-decided', groupId);
    expect(decided.map((event) => [event.audience, event.payload])).toEqual([[{ kind: 'users', userIds: [asker.id] }, expect.objectContaining({ accepted: true })]]);
    expect((await call<{ hasGroups: boolean }>('GET', '/api/permissions-system', asker.token)).body.hasGroups).toBe(true);
    const mine = await call<{ data: Array<{ id: number; memberCount: number }> }>('GET', '/api/groups/mine', asker.token);
    expect(mine.body.data.find((card) => card.id === groupId)?.memberCount).toBe(2);

    // The accepted member is made admin, then back; the only other admin cannot be demoted while last.
    expect((await call<{ membership: { role: string } }>('POST', `/api/groups/${groupId}/members/${asker.id}/make-admin`, admin)).body.membership.role).toBe('ADMIN');
    expect((await call<{ membership: { role: string } }>('POST', `/api/groups/${groupId}/members/${asker.id}/make-member`, asker.token)).body.membership.role).toBe('MEMBER');
    const lastAdmin = await call('POST', `/api/groups/${groupId}/leave`, admin);
    expect([lastAdmin.status, lastAdmin.body.code]).toEqual([409, 'sgr-007']);

    const left = await call<{ membership: null }>('POST', `/api/groups/${groupId}/leave`, asker.token);
    expect([left.status, left.body.membership]).toEqual([200, null]);
    expect(await memberCountOf(groupId)).toBe(1);
    expect((await call<{ hasGroups: boolean }>('GET', '/api/permissions-system', asker.token)).body.hasGroups).toBe(false);
  });

  test('a group admin who is not an organization administrator rejects, removes, blocks and unblocks', async () => {
    const [lead, a, b, c] = await fresh(4) as [TestMember, TestMember, TestMember, TestMember];
    const groupId = await group({ privacy: 'PRIVATE', members: [{ id: lead.id, role: 'ADMIN' }, { id: a.id, status: 'PENDING' }, { id: b.id }] });
    expect((await call<{ membership: { status: string } }>('POST', `/api/groups/${groupId}/members/${a.id}/reject`, lead.token)).body.membership.status).toBe('REJECTED');
    const rejectAgain = await call('POST', `/api/groups/${groupId}/members/${a.id}/reject`, lead.token);
    expect([rejectAgain.status, rejectAgain.body.code]).toEqual([409, 'sgr-004']);
    // A rejected member may ask again.
    expect((await call<{ membership: { status: string } }>('POST', `/api/groups/${groupId}/join`, a.token)).body.membership.status).toBe('PENDING');
    expect((await call<{ membership: null }>('POST', `/api/groups/${groupId}/members/${b.id}/remove`, lead.token)).body.membership).toBeNull();
    expect(await memberCountOf(groupId)).toBe(1);
    // An ordinary member may not act on others.
    const byMember = await call('POST', `/api/groups/${groupId}/members/${c.id}/block`, a.token);
    expect([byMember.status, byMember.body.code]).toEqual([403, 'sgr-005']);
    expect((await call<{ membership: { status: string } }>('POST', `/api/groups/${groupId}/members/${c.id}/block`, lead.token)).body.membership.status).toBe('BLOCKED');
    const blockedJoin = await call('POST', `/api/groups/${groupId}/join`, c.token);
    expect([blockedJoin.status, blockedJoin.body.code]).toEqual([403, 'sgr-003']);
    expect((await call<{ membership: null }>('POST', `/api/groups/${groupId}/members/${c.id}/unblock`, lead.token)).body.membership).toBeNull();
    expect((await call<{ membership: { status: string } }>('POST', `/api/groups/${groupId}/join`, c.token)).body.membership.status).toBe('PENDING');
    const unknownUser = await call('POST', `/api/groups/${groupId}/members/2147483647/block`, lead.token);
    expect([unknownUser.status, unknownUser.body.code]).toEqual([404, 'req-002']);
  });

  test('public groups: join at once, any member invites; invitations notify, email, and may be declined', async () => {
    const [inside, invitee, later] = await fresh(3) as [TestMember, TestMember, TestMember];
    const groupId = await group({ privacy: 'PUBLIC', members: [{ id: adminId, role: 'ADMIN' }] });
    expect((await call<{ membership: { status: string } }>('POST', `/api/groups/${groupId}/join`, inside.token)).body.membership.status).toBe('ACCEPTED');
    const [inviteeRow] = await server.database.db.select().from((await import('../src/modules/users/tables')).users)
      .where(eq((await import('../src/modules/users/tables')).users.id, invitee.id));
    const invited = await call<{ membership: { status: string } }>('POST', `/api/groups/${groupId}/invite`, inside.token, { email: inviteeRow!.email.toUpperCase() });
    expect([invited.status, invited.body.membership.status]).toEqual([200, 'INVITED']);
    const [mail] = await server.outbox(inviteeRow!.email);
    expect(mail).toMatchObject({ template: 'group-invitation' });
    expect(mail!.data.link).toContain(`/groups/${groupId}`);
    expect((await eventsOf(server.database.db, 'group.invited', groupId)).map((event) => event.audience)).toEqual([{ kind: 'users', userIds: [invitee.id] }]);
    const twice = await call('POST', `/api/groups/${groupId}/invite`, inside.token, { email: inviteeRow!.email });
    expect([twice.status, twice.body.code]).toEqual([409, 'sgr-002']);
    expect((await call<{ membership: null }>('POST', `/api/groups/${groupId}/decline`, invitee.token)).body.membership).toBeNull();
    const declineAgain = await call('POST', `/api/groups/${groupId}/decline`, invitee.token);
    expect([declineAgain.status, declineAgain.body.code]).toEqual([409, 'sgr-004']);
    const unknown = await call('POST', `/api/groups/${groupId}/invite`, inside.token, { email: 'nobody@nowhere.halaqa.test' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'sgr-006']);
    // nour's member is not demo's: unknown too.
    const otherTenant = await call('POST', `/api/groups/${groupId}/invite`, inside.token, { email: 'member@nour.halaqa.test' });
    expect([otherTenant.status, otherTenant.body.code]).toEqual([404, 'sgr-006']);

    // In a private group only admins invite.
    const privateId = await group({ privacy: 'PRIVATE', members: [{ id: adminId, role: 'ADMIN' }, { id: inside.id }] });
    const [laterRow] = await server.database.db.select().from((await import('../src/modules/users/tables')).users)
      .where(eq((await import('../src/modules/users/tables')).users.id, later.id));
    const refused = await call('POST', `/api/groups/${privateId}/invite`, inside.token, { email: laterRow!.email });
    expect([refused.status, refused.body.code]).toEqual([403, 'sgr-005']);
    // An invitation lets the member straight in.
    await call('POST', `/api/groups/${privateId}/invite`, admin, { email: laterRow!.email });
    expect((await call<{ membership: { status: string } }>('POST', `/api/groups/${privateId}/join`, later.token)).body.membership.status).toBe('ACCEPTED');
  });

  test('concurrent joins and leaves keep the member count exact', async () => {
    const people = await fresh(20);
    const groupId = await group({ privacy: 'PUBLIC', members: [{ id: adminId, role: 'ADMIN' }] });
    const joins = await Promise.all(people.map((person) => call('POST', `/api/groups/${groupId}/join`, person.token)));
    expect(joins.every((res) => res.status === 200)).toBe(true);
    expect(await memberCountOf(groupId)).toBe(21);
    const churn = await Promise.all(people.slice(0, 8).flatMap((person) => [
      call('POST', `/api/groups/${groupId}/leave`, person.token), call('POST', `/api/groups/${groupId}/join`, person.token),
    ]));
    expect(churn.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    const accepted = await server.database.db.select().from(socialGroupMemberships).where(eq(socialGroupMemberships.groupId, groupId));
    expect(await memberCountOf(groupId)).toBe(accepted.filter((row) => row.status === 'ACCEPTED').length);
  });

  test('rating: ACCEPTED members only; cards carry the average and the count', async () => {
    const [a, b, outsider] = await fresh(3) as [TestMember, TestMember, TestMember];
    const groupId = await group({ privacy: 'PUBLIC', members: [{ id: a.id, role: 'ADMIN' }, { id: b.id }] });
    await call('PUT', `/api/groups/${groupId}/rating`, a.token, { rating: 5 });
    const rated = await call<{ rating: number; ratingCount: number; myRating: number }>('PUT', `/api/groups/${groupId}/rating`, b.token, { rating: 2 });
    expect(rated.body).toMatchObject({ rating: 3.5, ratingCount: 2, myRating: 2 });
    const changed = await call<{ rating: number; ratingCount: number }>('PUT', `/api/groups/${groupId}/rating`, b.token, { rating: 4 });
    expect(changed.body).toMatchObject({ rating: 4.5, ratingCount: 2 });
    const refused = await call('PUT', `/api/groups/${groupId}/rating`, outsider.token, { rating: 1 });
    expect([refused.status, refused.body.code]).toEqual([403, 'sgr-001']);
  });

  test('members: 10 a page by default, with the count', async () => {
    const people = await fresh(12);
    const groupId = await group({ privacy: 'PUBLIC', members: people.map((person, index) => ({ id: person.id, role: index === 0 ? 'ADMIN' as const : 'MEMBER' as const })) });
    const page = await call<{ count: number; data: Array<{ role: string }> }>('GET', `/api/groups/${groupId}/members`, people[1]!.token);
    expect([page.body.count, page.body.data.length, page.body.data[0]!.role]).toEqual([12, 10, 'ADMIN']);
  });
});

describe('secret groups and blocked members', () => {
  test('a secret group is invisible to non-members everywhere (details, posts, members, events, lists, search, join)', async () => {
    const [insider, outsider] = await fresh(2) as [TestMember, TestMember];
    const name = `Hidden council ${Date.now()}`;
    const groupId = await group({ privacy: 'SECRET', name, members: [{ id: insider.id, role: 'ADMIN' }] });
    const post = await call<{ id: number }>('POST', `/api/groups/${groupId}/posts`, insider.token, { content: `<p>${name} agenda</p>` });
    expect(post.status).toBe(201);
    await server.database.db.insert(socialEvents).values({
      organizationId: demo, groupId, title: `${name} meetup`, isPublished: true, createdBy: insider.id,
      startTime: new Date(Date.now() + 86_400_000), endingTime: new Date(Date.now() + 90_000_000),
    });
    for (const path of [`/api/groups/${groupId}`, `/api/groups/${groupId}/posts`, `/api/groups/${groupId}/members`, `/api/groups/${groupId}/events`, `/api/posts/${post.body.id}`, `/api/posts/${post.body.id}/comments`]) {
      const res = await call('GET', path, outsider.token);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'req-002' });
    }
    for (const path of [`/api/groups/${groupId}/join`, `/api/posts/${post.body.id}/comments`]) {
      const res = await call('POST', path, outsider.token, path.endsWith('comments') ? { content: 'hi' } : undefined);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'req-002' });
    }
    const like = await call('PUT', `/api/posts/${post.body.id}/like`, outsider.token);
    expect([like.status, like.body.code]).toEqual([404, 'req-002']);
    const list = await call<{ data: Array<{ id: number }> }>('GET', `/api/groups?search=${encodeURIComponent(name)}`, outsider.token);
    expect(list.body.data).toEqual([]);
    const search = await call<{ groups: unknown[]; posts: unknown[]; events: unknown[] }>('GET', `/api/social/search?q=${encodeURIComponent(name)}`, outsider.token);
    expect(search.body).toEqual({ groups: [], posts: [], events: [] });
    // The member sees all three; so does an organization administrator.
    const insiderSearch = await call<{ groups: unknown[]; posts: unknown[]; events: unknown[] }>('GET', `/api/social/search?q=${encodeURIComponent(name)}`, insider.token);
    expect([insiderSearch.body.groups.length, insiderSearch.body.posts.length, insiderSearch.body.events.length]).toEqual([1, 1, 1]);
    expect((await call('GET', `/api/groups/${groupId}`, admin)).status).toBe(200);
    const events = await call<{ count: number }>('GET', `/api/groups/${groupId}/events`, insider.token);
    expect(events.body.count).toBe(1);
  });

  test('blocked members read and write nothing: 403 sgr-003, or 404 in a secret group', async () => {
    const [lead, blocked] = await fresh(2) as [TestMember, TestMember];
    const publicId = await group({ privacy: 'PUBLIC', members: [{ id: lead.id, role: 'ADMIN' }, { id: blocked.id, status: 'BLOCKED' }] });
    const post = await call<{ id: number }>('POST', `/api/groups/${publicId}/posts`, lead.token, { content: 'Only for the unblocked' });
    for (const [method, path, body] of [
      ['GET', `/api/groups/${publicId}`, undefined], ['GET', `/api/groups/${publicId}/posts`, undefined], ['GET', `/api/groups/${publicId}/members`, undefined],
      ['POST', `/api/groups/${publicId}/posts`, { content: 'x' }], ['GET', `/api/posts/${post.body.id}`, undefined], ['PUT', `/api/posts/${post.body.id}/like`, undefined],
      ['POST', `/api/posts/${post.body.id}/comments`, { content: 'x' }], ['POST', `/api/groups/${publicId}/leave`, undefined],
    ] as const) {
      const res = await call(method, path, blocked.token, body);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 'sgr-003' });
    }
    const feed = await call<{ data: Array<{ id: number }> }>('GET', '/api/feeds/home', blocked.token);
    expect(feed.body.data.map((row) => row.id)).not.toContain(post.body.id);
    const secretId = await group({ privacy: 'SECRET', members: [{ id: lead.id, role: 'ADMIN' }, { id: blocked.id, status: 'BLOCKED' }] });
    const secret = await call('GET', `/api/groups/${secretId}`, blocked.token);
    expect([secret.status, secret.body.code]).toEqual([404, 'req-002']);
  });

  test("another organization's group is not found", async () => {
    const nourAdmin = await userIdOf(server.database.db, nour, 'admin@nour.halaqa.test');
    const nourGroup = await makeGroup(server.database.db, nour, { privacy: 'PUBLIC', members: [{ id: nourAdmin, role: 'ADMIN' }] });
    for (const [method, path] of [['GET', `/api/groups/${nourGroup}`], ['GET', `/api/groups/${nourGroup}/posts`], ['POST', `/api/groups/${nourGroup}/join`]] as const) {
      const res = await call(method, path, sara);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'req-002' });
    }
    const rows = await server.database.db.select().from(socialGroupMemberships).where(eq(socialGroupMemberships.groupId, nourGroup));
    expect(rows).toHaveLength(1);
  });
});

describe('the seed', () => {
  test('demo has a public, a private and a secret group; member@demo is not in the private one', async () => {
    const list = await call<{ data: Array<{ name: string; privacy: string; myMembership: { status: string } | null; memberCount: number }> }>('GET', '/api/groups?take=50', sara);
    const seeded = (privacy: string) => list.body.data.find((card) => card.privacy === privacy && ['Product Guild', 'Clinical Leadership Circle'].includes(card.name));
    expect(seeded('PUBLIC')?.myMembership).toEqual({ role: 'MEMBER', status: 'ACCEPTED' });
    expect(seeded('PRIVATE')?.myMembership).toBeNull();
    expect(list.body.data.some((card) => card.name === 'Faculty Board')).toBe(false);
    const adminList = await call<{ data: Array<{ name: string }> }>('GET', '/api/groups?search=Faculty', admin);
    expect(adminList.body.data.map((card) => card.name)).toEqual(['Faculty Board']);
  });
});
