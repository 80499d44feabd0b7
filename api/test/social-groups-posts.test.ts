import { eq } from 'drizzle-orm';
import { media } from '../src/modules/media/tables';
import { socialEventEnrollments, socialEventFavorites, socialEvents, socialPosts } from '../src/modules/social/tables';
import { startTestServer, type TestServer } from './support/test-server';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { callerTo, eventsOf, makeGroup, userIdOf } from './support/social-groups-fixtures';
import { uploadThrough } from './support/api-calls';
import { bearer } from './support/test-server';

/** Posts, comments, likes, saves, feeds and search over HTTP (docs/design/social-api.md "Groups"). */

let server: TestServer;
let demo: number;
let adminId: number;
const call = callerTo(() => server);

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  adminId = await userIdOf(server.database.db, demo, 'admin@demo.halaqa.test');
});
afterAll(async () => { await server.close(); });

interface Post { id: number; content: string; isPinned: boolean; likeCount: number; commentCount: number; saveCount: number; canEdit: boolean; canDelete: boolean; canPin: boolean; media: Array<{ mediaId: number; type: string }>; updatedAt: string | null }
interface Page<T> { data: T[]; nextCursor: string | null }
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
interface Comment { id: number; parentId: number | null; content: string; likeCount: number }

const fresh = (count: number): Promise<TestMember[]> => createMembers(server.database.db, demo, count);
const group = (fixture: Parameters<typeof makeGroup>[2]) => makeGroup(server.database.db, demo, fixture);
const post = (groupId: number, token: string, content: string, mediaIds?: number[]) =>
  call<Post>('POST', `/api/groups/${groupId}/posts`, token, { content, ...(mediaIds ? { mediaIds } : {}) });
const uploaded = async (userId: number, mime: string) => (await server.database.db.insert(media).values({
  organizationId: demo, userId, type: mime.split('/')[0]!, mime, key: `${demo}/social-test-${Math.random().toString(36).slice(2)}`, fileName: 'f', sizeKB: 1,
}).returning({ id: media.id }))[0]!.id;

describe('posts', () => {
  test('sanitized content, size limits, media of the author only (images and videos)', async () => {
    const [author, other] = await fresh(2) as [TestMember, TestMember];
    const groupId = await group({ members: [{ id: author.id, role: 'ADMIN' }, { id: other.id }] });
    const dirty = '<p>Hello<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><b onclick="x()">bold</b></p>';
    const created = await post(groupId, author.token, dirty);
    expect(created.status).toBe(201);
    expect(created.body.content).toContain('Hello');
    expect(created.body.content).not.toMatch(/script|onerror|javascript:|onclick|alert/i);
    expect(created.body).toMatchObject({ canEdit: true, canDelete: true, canPin: true, likeCount: 0, commentCount: 0 });

    const tooLong = await post(groupId, author.token, `<p>${'x'.repeat(20_001)}</p>`);
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'req-001']);
    const empty = await post(groupId, author.token, '<script>only()</script>');
    expect([empty.status, empty.body.code]).toEqual([400, 'req-001']);

    const image = await uploaded(author.id, 'image/png');
    const video = await uploaded(author.id, 'video/mp4');
    const pdf = await uploaded(author.id, 'application/pdf');
    const othersImage = await uploaded(other.id, 'image/png');
    const withMedia = await post(groupId, author.token, '<p>Pictures</p>', [video, image]);
    expect(withMedia.body.media.map((item) => [item.mediaId, item.type])).toEqual([[video, 'video'], [image, 'image']]);
    for (const ids of [[pdf], [othersImage], [2_147_483_647]]) {
      const refused = await post(groupId, author.token, '<p>x</p>', ids);
      expect([refused.status, refused.body.code]).toEqual([400, 'req-001']);
    }
    const elevenMedia = await post(groupId, author.token, '<p>x</p>', Array.from({ length: 11 }, (_, i) => i + 1));
    expect(elevenMedia.status).toBe(400);
  });

  test('post uploads: members who may post open and complete them; images and videos only; then they are named in mediaIds', async () => {
    const [author, outsider] = await fresh(2) as [TestMember, TestMember];
    const groupId = await group({ members: [{ id: author.id, role: 'ADMIN' }] });
    const png = { fileName: 'dot.png', mime: 'image/png', bytes: new Uint8Array(Buffer.from(PNG_BASE64, 'base64')) };
    const headers = { ...bearer(author.token), 'x-organization': 'demo' };
    const { opened, completed } = await uploadThrough<{ mediaId: number; type: string; mime: string }>(server, `/api/groups/${groupId}`, headers, png);
    expect([opened.status, completed.status, completed.body.type, completed.body.mime]).toEqual([201, 200, 'image', 'image/png']);
    const created = await post(groupId, author.token, '<p>A dot</p>', [completed.body.mediaId]);
    expect(created.body.media.map((item) => item.mediaId)).toEqual([completed.body.mediaId]);
    const pdf = await call('POST', `/api/groups/${groupId}/uploads`, author.token, { fileName: 'a.pdf', mime: 'application/pdf', sizeBytes: 10 });
    expect(pdf.status).toBe(400);
    const lied = await uploadThrough(server, `/api/groups/${groupId}`, headers, { ...png, mime: 'video/mp4', fileName: 'dot.mp4' });
    expect([lied.completed.status, lied.completed.body.code]).toEqual([415, 'med-002']);
    const notMember = await call('POST', `/api/groups/${groupId}/uploads`, outsider.token, { fileName: 'a.png', mime: 'image/png', sizeBytes: 10 });
    expect([notMember.status, notMember.body.code]).toEqual([403, 'sgr-001']);
  });

  test('who posts: ACCEPTED members; ADMINS groups only their admins; non-members of a public group read but do not post', async () => {
    const [lead, member, outsider] = await fresh(3) as [TestMember, TestMember, TestMember];
    const adminsOnly = await group({ postPermission: 'ADMINS', members: [{ id: lead.id, role: 'ADMIN' }, { id: member.id }] });
    const refused = await post(adminsOnly, member.token, 'hi');
    expect([refused.status, refused.body.code]).toEqual([403, 'sgr-005']);
    expect((await post(adminsOnly, lead.token, 'hi')).status).toBe(201);
    expect((await call<{ canPost: boolean }>('GET', `/api/groups/${adminsOnly}`, member.token)).body.canPost).toBe(false);
    const outsiderPost = await post(adminsOnly, outsider.token, 'hi');
    expect([outsiderPost.status, outsiderPost.body.code]).toEqual([403, 'sgr-001']);
    expect((await call<Page<Post>>('GET', `/api/groups/${adminsOnly}/posts`, outsider.token)).body.data).toHaveLength(1);
    const privateId = await group({ privacy: 'PRIVATE', members: [{ id: lead.id, role: 'ADMIN' }] });
    const privatePosts = await call('GET', `/api/groups/${privateId}/posts`, outsider.token);
    expect([privatePosts.status, privatePosts.body.code]).toEqual([403, 'sgr-001']);
  });

  test('the author edits (pst-002 otherwise); the author or a group admin deletes; admins pin and close to comments', async () => {
    const [lead, author, other] = await fresh(3) as [TestMember, TestMember, TestMember];
    const groupId = await group({ members: [{ id: lead.id, role: 'ADMIN' }, { id: author.id }, { id: other.id }] });
    const { body: first } = await post(groupId, author.token, 'first');
    const { body: second } = await post(groupId, author.token, 'second');
    for (const token of [other.token, lead.token]) {
      const edit = await call('PATCH', `/api/posts/${first.id}`, token, { content: 'changed' });
      expect([edit.status, edit.body.code]).toEqual([403, 'pst-002']);
    }
    const edited = await call<Post>('PATCH', `/api/posts/${first.id}`, author.token, { content: '<p>changed</p>' });
    expect([edited.body.content, edited.body.updatedAt === null]).toEqual(['<p>changed</p>', false]);
    const otherDelete = await call('DELETE', `/api/posts/${first.id}`, other.token);
    expect([otherDelete.status, otherDelete.body.code]).toEqual([403, 'pst-002']);
    const memberPin = await call('PUT', `/api/posts/${first.id}/pin`, author.token);
    expect([memberPin.status, memberPin.body.code]).toEqual([403, 'sgr-005']);
    expect((await call<Post>('PUT', `/api/posts/${first.id}/pin`, lead.token)).body.isPinned).toBe(true);
    const list = await call<Page<Post>>('GET', `/api/groups/${groupId}/posts`, other.token);
    expect(list.body.data.map((row) => row.id)).toEqual([first.id, second.id]);
    expect((await call<Post>('DELETE', `/api/posts/${first.id}/pin`, lead.token)).body.isPinned).toBe(false);

    expect((await call<Post & { isReadOnly: boolean }>('PUT', `/api/posts/${second.id}/read-only`, lead.token, { isReadOnly: true })).body.isReadOnly).toBe(true);
    const closed = await call('POST', `/api/posts/${second.id}/comments`, other.token, { content: 'too late' });
    expect([closed.status, closed.body.code]).toEqual([409, 'pst-001']);

    expect((await call('DELETE', `/api/posts/${second.id}`, lead.token)).status).toBe(204);
    expect((await call('DELETE', `/api/posts/${first.id}`, author.token)).status).toBe(204);
    expect((await call('GET', `/api/posts/${first.id}`, author.token)).status).toBe(404);
  });

  test('keyset pages: pinned first, then newest first, no duplicates or gaps while new posts arrive', async () => {
    const authors = await fresh(4);
    const groupId = await group({ members: authors.map((author, index) => ({ id: author.id, role: index === 0 ? 'ADMIN' as const : 'MEMBER' as const })) });
    const ids: number[] = [];
    for (let index = 0; index < 26; index += 1) ids.push((await post(groupId, authors[index % 4]!.token, `post ${index}`)).body.id);
    await call('PUT', `/api/posts/${ids[3]}/pin`, authors[0]!.token);
    await call('PUT', `/api/posts/${ids[20]}/pin`, authors[0]!.token);
    const expected = [ids[20]!, ids[3]!, ...ids.filter((id) => id !== ids[3] && id !== ids[20]).reverse()];
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?take=4&cursor=${encodeURIComponent(cursor)}` : '?take=4';
      const page = await call<Page<Post>>('GET', `/api/groups/${groupId}/posts${query}`, authors[1]!.token);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((row) => row.id));
      cursor = page.body.nextCursor;
      // New posts while paging: newer than every page still to come, so they shift nothing.
      if (pages < 3) await post(groupId, authors[2 + (pages % 2)]!.token, `arrived during page ${pages}`);
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(pages).toBe(7);
  });

  test('rate limits: 10 posts and 30 comments per 10 minutes (429 pst-003)', async () => {
    const [writer] = await fresh(1) as [TestMember];
    const groupId = await group({ members: [{ id: writer.id, role: 'ADMIN' }] });
    for (let index = 0; index < 10; index += 1) expect((await post(groupId, writer.token, `p${index}`)).status).toBe(201);
    const eleventh = await post(groupId, writer.token, 'one too many');
    expect([eleventh.status, eleventh.body.code]).toEqual([429, 'pst-003']);
    const [firstPost] = await server.database.db.select({ id: socialPosts.id }).from(socialPosts).where(eq(socialPosts.groupId, groupId)).limit(1);
    const burst = await Promise.all(Array.from({ length: 32 }, (_, index) =>
      call('POST', `/api/posts/${firstPost!.id}/comments`, writer.token, { content: `c${index}` })));
    expect(burst.filter((res) => res.status === 201)).toHaveLength(30);
    expect(burst.filter((res) => res.status === 429).map((res) => res.body.code)).toEqual(['pst-003', 'pst-003']);
    // Older rows leave the window.
    await server.database.db.update(socialPosts).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(socialPosts.groupId, groupId));
    expect((await post(groupId, writer.token, 'later')).status).toBe(201);
  });
});

describe('likes and saves', () => {
  test('40 members liking at once make 40; a second like counts once; unlike; saves alike; the author hears of others only', async () => {
    const people = await fresh(41);
    const [author, ...likers] = people as [TestMember, ...TestMember[]];
    const groupId = await group({ members: people.map((person, index) => ({ id: person.id, role: index === 0 ? 'ADMIN' as const : 'MEMBER' as const })) });
    const { body: target } = await post(groupId, author.token, 'Like me');
    const answers = await Promise.all(likers.map((liker) => call<{ liked: boolean }>('PUT', `/api/posts/${target.id}/like`, liker.token)));
    expect(answers.every((res) => res.status === 200 && res.body.liked)).toBe(true);
    expect((await call<Post>('GET', `/api/posts/${target.id}`, author.token)).body.likeCount).toBe(40);
    const twice = await Promise.all([1, 2, 3].map(() => call<{ likeCount: number }>('PUT', `/api/posts/${target.id}/like`, likers[0]!.token)));
    expect(twice.map((res) => res.body.likeCount)).toEqual([40, 40, 40]);
    expect((await call<{ likeCount: number; liked: boolean }>('DELETE', `/api/posts/${target.id}/like`, likers[0]!.token)).body).toEqual({ liked: false, likeCount: 39 });
    expect((await call<{ likeCount: number }>('DELETE', `/api/posts/${target.id}/like`, likers[0]!.token)).body.likeCount).toBe(39);
    await call('PUT', `/api/posts/${target.id}/like`, author.token);
    const liked = await eventsOf(server.database.db, 'post.liked', groupId);
    expect(liked).toHaveLength(40);
    expect(liked.some((event) => event.actorUserId === author.id)).toBe(false);

    const saves = await Promise.all(likers.slice(0, 15).flatMap((saver) => [1, 2].map(() => call('PUT', `/api/posts/${target.id}/save`, saver.token))));
    expect(saves.every((res) => res.status === 200)).toBe(true);
    const view = await call<Post & { savedByMe: boolean; likedByMe: boolean }>('GET', `/api/posts/${target.id}`, likers[1]!.token);
    expect([view.body.saveCount, view.body.savedByMe, view.body.likedByMe]).toEqual([15, true, true]);
    expect((await call<{ saveCount: number }>('DELETE', `/api/posts/${target.id}/save`, likers[1]!.token)).body.saveCount).toBe(14);
  });
});

describe('comments', () => {
  test('threads, edits by the author, deletes with replies, likes, notices to the post and comment authors', async () => {
    const [lead, author, commenter, replier] = await fresh(4) as [TestMember, TestMember, TestMember, TestMember];
    const groupId = await group({ members: [{ id: lead.id, role: 'ADMIN' }, { id: author.id }, { id: commenter.id }, { id: replier.id }] });
    const { body: target } = await post(groupId, author.token, 'Discuss');
    const { body: other } = await post(groupId, author.token, 'Elsewhere');
    const top = await call<Comment>('POST', `/api/posts/${target.id}/comments`, commenter.token, { content: '<p>Top<script>x</script></p>' });
    expect([top.status, top.body.content, top.body.parentId]).toEqual([201, '<p>Top</p>', null]);
    const reply = await call<Comment>('POST', `/api/posts/${target.id}/comments`, replier.token, { content: 'Reply', parentId: top.body.id });
    expect(reply.body.parentId).toBe(top.body.id);
    const wrongParent = await call('POST', `/api/posts/${other.id}/comments`, replier.token, { content: 'x', parentId: top.body.id });
    expect([wrongParent.status, wrongParent.body.code]).toEqual([400, 'req-001']);
    const tooLong = await call('POST', `/api/posts/${target.id}/comments`, replier.token, { content: 'x'.repeat(5_001) });
    expect(tooLong.status).toBe(400);

    const listed = await call<Page<Comment>>('GET', `/api/posts/${target.id}/comments`, lead.token);
    expect(listed.body.data.map((row) => [row.id, row.parentId])).toEqual([[top.body.id, null], [reply.body.id, top.body.id]]);
    expect((await call<Post>('GET', `/api/posts/${target.id}`, lead.token)).body.commentCount).toBe(2);

    expect((await eventsOf(server.database.db, 'post.commented', groupId)).map((event) => event.audience))
      .toEqual([{ kind: 'users', userIds: [author.id] }, { kind: 'users', userIds: [author.id] }]);
    expect((await eventsOf(server.database.db, 'comment.replied', groupId)).map((event) => event.audience)).toEqual([{ kind: 'users', userIds: [commenter.id] }]);
    expect((await eventsOf(server.database.db, 'group.post-created', groupId))[0]!.audience)
      .toEqual({ kind: 'users', userIds: expect.arrayContaining([lead.id, commenter.id, replier.id]) });

    const notAuthor = await call('PATCH', `/api/comments/${top.body.id}`, replier.token, { content: 'mine now' });
    expect([notAuthor.status, notAuthor.body.code]).toEqual([403, 'pst-002']);
    expect((await call<Comment>('PATCH', `/api/comments/${top.body.id}`, commenter.token, { content: 'Edited' })).body.content).toBe('Edited');
    expect((await call<{ likeCount: number }>('PUT', `/api/comments/${top.body.id}/like`, replier.token)).body.likeCount).toBe(1);
    expect((await call<{ likeCount: number }>('PUT', `/api/comments/${top.body.id}/like`, replier.token)).body.likeCount).toBe(1);
    expect((await call<{ likeCount: number }>('DELETE', `/api/comments/${top.body.id}/like`, replier.token)).body.likeCount).toBe(0);

    const mine = await call<Page<Comment>>('GET', '/api/feeds/comments', replier.token);
    expect(mine.body.data.map((row) => row.id)).toEqual([reply.body.id]);
    const notAllowed = await call('DELETE', `/api/comments/${top.body.id}`, replier.token);
    expect([notAllowed.status, notAllowed.body.code]).toEqual([403, 'pst-002']);
    expect((await call('DELETE', `/api/comments/${top.body.id}`, lead.token)).status).toBe(204);
    expect((await call<Post>('GET', `/api/posts/${target.id}`, lead.token)).body.commentCount).toBe(0);
    expect((await call<Page<Comment>>('GET', `/api/posts/${target.id}/comments`, lead.token)).body.data).toEqual([]);
  });
});

describe('feeds and search', () => {
  test('home is my ACCEPTED groups; likes, saved posts; events by kind; search finds what I may see', async () => {
    const [me, stranger] = await fresh(2) as [TestMember, TestMember];
    const tag = `feedtag${Date.now()}`;
    const mineId = await group({ members: [{ id: me.id, role: 'ADMIN' }] });
    const publicOther = await group({ members: [{ id: stranger.id, role: 'ADMIN' }] });
    const privateOther = await group({ privacy: 'PRIVATE', members: [{ id: stranger.id, role: 'ADMIN' }] });
    const { body: own } = await post(mineId, me.token, `${tag} mine`);
    const { body: publicPost } = await post(publicOther, stranger.token, `${tag} public`);
    const { body: privatePost } = await post(privateOther, stranger.token, `${tag} private`);

    const home = await call<Page<Post>>('GET', '/api/feeds/home', me.token);
    expect(home.body.data.map((row) => row.id)).toEqual([own.id]);
    await call('PUT', `/api/posts/${own.id}/like`, me.token);
    await call('PUT', `/api/posts/${own.id}/save`, me.token);
    expect((await call<Page<Post>>('GET', '/api/feeds/likes', me.token)).body.data.map((row) => row.id)).toEqual([own.id]);
    expect((await call<Page<Post>>('GET', '/api/feeds/saved-posts', me.token)).body.data.map((row) => row.id)).toEqual([own.id]);
    expect((await call<{ data: Array<{ id: number }> }>('GET', '/api/feeds/groups', me.token)).body.data.map((row) => row.id)).toEqual([mineId]);

    const search = await call<{ posts: Array<{ id: number }> }>('GET', `/api/social/search?q=${tag}`, me.token);
    expect(search.body.posts.map((row) => row.id).sort()).toEqual([own.id, publicPost.id].sort());
    expect(search.body.posts.map((row) => row.id)).not.toContain(privatePost.id);

    const at = (days: number) => new Date(Date.now() + days * 86_400_000);
    const event = async (title: string, groupId: number | null = null) => (await server.database.db.insert(socialEvents).values({
      organizationId: demo, groupId, title, isPublished: true, createdBy: adminId, startTime: at(2), endingTime: at(3),
    }).returning({ id: socialEvents.id }))[0]!.id;
    const enrolled = await event(`${tag} enrolled`);
    const favorite = await event(`${tag} favorite`);
    const ofGroup = await event(`${tag} group`, mineId);
    await server.database.db.insert(socialEventEnrollments).values({ organizationId: demo, eventId: enrolled, userId: me.id, status: 'ENROLLED', ticketNonce: `n-${tag}` });
    await server.database.db.insert(socialEventFavorites).values({ organizationId: demo, eventId: favorite, userId: me.id });
    const feed = async (kind: string) => (await call<{ data: Array<{ id: number; myStatus: string | null; isFavorite: boolean }> }>('GET', `/api/feeds/events?kind=${kind}`, me.token)).body.data;
    expect((await feed('enrolled')).map((row) => [row.id, row.myStatus])).toEqual([[enrolled, 'ENROLLED']]);
    expect((await feed('favorited')).map((row) => [row.id, row.isFavorite])).toEqual([[favorite, true]]);
    expect((await feed('group')).map((row) => row.id)).toEqual([ofGroup]);
    expect(await feed('hosted')).toEqual([]);
    expect((await call('GET', '/api/feeds/events?kind=nope', me.token)).status).toBe(400);
    const events = await call<{ events: Array<{ id: number }> }>('GET', `/api/social/search?q=${tag}`, stranger.token);
    expect(events.body.events.map((row) => row.id).sort()).toEqual([enrolled, favorite, ofGroup].sort());
  });
});
