import { startTestServer, type TestServer } from './support/test-server';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { callerTo, makeGroup, userIdOf } from './support/social-groups-fixtures';

/** GET / PUT /api/feeds/preferences and the home feed under them (docs/design/social-api.md "Groups"). */

let server: TestServer;
let demo: number;
let nour: number;
const call = callerTo(() => server);

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
});
afterAll(async () => { await server.close(); });

interface Preferences { homeIncludesPublicGroups: boolean; mutedGroupIds: number[] }
interface Page { data: Array<{ id: number; groupId: number }>; nextCursor: string | null }

const fresh = (count: number): Promise<TestMember[]> => createMembers(server.database.db, demo, count);
const group = (fixture: Parameters<typeof makeGroup>[2]) => makeGroup(server.database.db, demo, fixture);
const post = async (groupId: number, token: string, content: string) =>
  (await call<{ id: number }>('POST', `/api/groups/${groupId}/posts`, token, { content })).body.id;
const home = async (token: string, query = '') => (await call<Page>('GET', `/api/feeds/home${query}`, token)).body;

describe('feed preferences', () => {
  test('defaults without a row; saved, deduplicated, replayable; bad input 400 req-001', async () => {
    const [me] = await fresh(1) as [TestMember];
    expect((await call<Preferences>('GET', '/api/feeds/preferences', me.token)).body).toEqual({ homeIncludesPublicGroups: false, mutedGroupIds: [] });
    const groupId = await group({ members: [{ id: me.id }] });
    for (let i = 0; i < 2; i++) {
      const saved = await call<Preferences>('PUT', '/api/feeds/preferences', me.token, { homeIncludesPublicGroups: true, mutedGroupIds: [groupId, groupId] });
      expect([saved.status, saved.body]).toEqual([200, { homeIncludesPublicGroups: true, mutedGroupIds: [groupId] }]);
    }
    expect((await call<Preferences>('GET', '/api/feeds/preferences', me.token)).body).toEqual({ homeIncludesPublicGroups: true, mutedGroupIds: [groupId] });

    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    for (const body of [{ homeIncludesPublicGroups: 'yes', mutedGroupIds: [] }, { homeIncludesPublicGroups: true }, { homeIncludesPublicGroups: true, mutedGroupIds: [0] },
      { homeIncludesPublicGroups: true, mutedGroupIds: tooMany }]) {
      const refused = await call('PUT', '/api/feeds/preferences', me.token, body);
      expect([refused.status, refused.body.code]).toEqual([400, 'req-001']);
    }
  });

  test('muted ids must be groups the member can see: unknown, secret-not-mine and nour\'s groups 400 req-001', async () => {
    const [me, other] = await fresh(2) as [TestMember, TestMember];
    const secret = await group({ privacy: 'SECRET', members: [{ id: other.id, role: 'ADMIN' }] });
    const nourAdmin = await userIdOf(server.database.db, nour, 'admin@nour.halaqa.test');
    const nourGroup = await makeGroup(server.database.db, nour, { privacy: 'PUBLIC', members: [{ id: nourAdmin, role: 'ADMIN' }] });
    const privateGroup = await group({ privacy: 'PRIVATE', members: [{ id: other.id, role: 'ADMIN' }] });
    for (const id of [secret, nourGroup, 2_147_483_647]) {
      const refused = await call('PUT', '/api/feeds/preferences', me.token, { homeIncludesPublicGroups: false, mutedGroupIds: [privateGroup, id] });
      expect([refused.status, refused.body.code]).toEqual([400, 'req-001']);
    }
    expect((await call<Preferences>('GET', '/api/feeds/preferences', me.token)).body.mutedGroupIds).toEqual([]);
    // A private group the member is not in is known by name: muting it is allowed.
    expect((await call('PUT', '/api/feeds/preferences', me.token, { homeIncludesPublicGroups: false, mutedGroupIds: [privateGroup] })).status).toBe(200);
  });

  test('home feed: muted groups out, public groups in when asked, never private/secret not mine nor where blocked; keyset still pages', async () => {
    const [me, other] = await fresh(2) as [TestMember, TestMember];
    const mine = await group({ members: [{ id: me.id }, { id: other.id }] });
    const mutedMine = await group({ members: [{ id: me.id }, { id: other.id }] });
    const publicOther = await group({ privacy: 'PUBLIC', members: [{ id: other.id, role: 'ADMIN' }] });
    const privateOther = await group({ privacy: 'PRIVATE', members: [{ id: other.id, role: 'ADMIN' }] });
    const secretOther = await group({ privacy: 'SECRET', members: [{ id: other.id, role: 'ADMIN' }] });
    const blockedPublic = await group({ privacy: 'PUBLIC', members: [{ id: other.id, role: 'ADMIN' }, { id: me.id, status: 'BLOCKED' }] });
    const ownPosts = [await post(mine, me.token, 'mine 1'), await post(mine, other.token, 'mine 2')];
    const mutedPost = await post(mutedMine, other.token, 'muted');
    const publicPosts = [await post(publicOther, other.token, 'public 1'), await post(publicOther, other.token, 'public 2')];
    for (const groupId of [privateOther, secretOther, blockedPublic]) await post(groupId, other.token, 'hidden');

    // Demo's seed has public groups with posts too: only this test's groups are compared.
    const ours = new Set([mine, mutedMine, publicOther, privateOther, secretOther, blockedPublic]);
    const ids = (page: Page) => page.data.filter((row) => ours.has(row.groupId)).map((row) => row.id);
    expect(ids(await home(me.token))).toEqual([...ownPosts, mutedPost].reverse());

    await call('PUT', '/api/feeds/preferences', me.token, { homeIncludesPublicGroups: true, mutedGroupIds: [mutedMine] });
    const expected = [...ownPosts, ...publicPosts].reverse();
    expect(ids(await home(me.token))).toEqual(expected);

    // Pages of 2 walk the same list without gaps or repeats.
    const walked: number[] = [];
    const seen = new Set<number>();
    let cursor: string | null = null;
    do {
      const page: Page = await home(me.token, `?take=2${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...ids(page));
      for (const row of page.data) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(expected);

    await call('PUT', '/api/feeds/preferences', me.token, { homeIncludesPublicGroups: false, mutedGroupIds: [] });
    expect(ids(await home(me.token))).toEqual([...ownPosts, mutedPost].reverse());
  });

  test('gates: visitors 401, nour 403 perm-001, members without access-communities 403 perm-001', async () => {
    expect((await call('GET', '/api/feeds/preferences', null)).status).toBe(401);
    const nourMember = await server.memberToken('nour', 'member@nour.halaqa.test');
    for (const method of ['GET', 'PUT']) {
      const refused = await call(method, '/api/feeds/preferences', nourMember, method === 'PUT' ? { homeIncludesPublicGroups: true, mutedGroupIds: [] } : undefined, 'nour');
      expect([refused.status, refused.body.code]).toEqual([403, 'perm-001']);
    }
    const instructor = await server.memberToken('demo', 'instructor@demo.halaqa.test');
    const refused = await call('GET', '/api/feeds/preferences', instructor);
    expect([refused.status, refused.body.code]).toEqual([403, 'perm-001']);
  });
});
