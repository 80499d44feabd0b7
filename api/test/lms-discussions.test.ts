import { and, eq, sql } from 'drizzle-orm';
import type { DiscussionBoard, DiscussionComment, LikeAnswer, ManagedBoard } from '../src/modules/lms/discussions/dto';
import { discussionBoards, discussionCommentLikes } from '../src/modules/lms/discussions/tables';
import type { PlayerCourse } from '../src/modules/lms/player/dto';
import { courseEnrollees, courseInstructors, courseSections, courseSubsections } from '../src/modules/lms/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { users } from '../src/modules/users/tables';
import { createCourse, createMembers, daysFromNow, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

/** Discussion boards over HTTP (docs/design/course-work-api.md "Discussion boards"). */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type Headers = Record<string, string>;
const headersOf = (member: TestMember, prefix = 'demo'): Headers => ({ ...bearer(member.token), 'x-organization': prefix });
const call = <T>(method: string, path: string, headers: Headers, body?: unknown) =>
  server.request<T & ErrorBody>(path, { method, headers, body });

let demo: number;
let student: TestMember;
let student2: TestMember;
let outsider: TestMember;
let nourMember: TestMember;
let instructor: Headers;
let courseId: number;
let untaughtCourseId: number;
let nourCourseId: number;
let nourBoardId: number;
const ids: Record<string, number> = {};

const boards = (path = '') => `/api/courses/${courseId}/discussion-boards${path}`;

async function item(course: number, name: string, over: Partial<typeof courseSubsections.$inferInsert>): Promise<number> {
  const db = server.database.db;
  let [section] = await db.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.courseId, course)).limit(1);
  if (!section) [section] = await db.insert(courseSections).values({ courseId: course, name: 'Week 1' }).returning({ id: courseSections.id });
  const [row] = await db.insert(courseSubsections).values({ sectionId: section!.id, name, ...over }).returning({ id: courseSubsections.id });
  return row!.id;
}

beforeAll(async () => {
  const db = server.database.db;
  demo = await server.organizationId('demo');
  const nour = await server.organizationId('nour');
  [student, student2, outsider] = await createMembers(db, demo, 3) as [TestMember, TestMember, TestMember];
  [nourMember] = await createMembers(db, nour, 1) as [TestMember];
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  const [teacher] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, demo), eq(users.email, 'instructor@demo.halaqa.test')));
  courseId = await createCourse(db, demo);
  untaughtCourseId = await createCourse(db, demo);
  await db.insert(courseInstructors).values({ courseId, userId: teacher!.id });
  for (const member of [student, student2]) await db.insert(courseEnrollees).values({ organizationId: demo, courseId, userId: member.id });
  ids.boardItem = await item(courseId, 'Introduce yourself', { contentType: 'DISCUSSION_BOARD', weight: 1, sortOrder: 1 });
  ids.textItem = await item(courseId, 'Reading', { contentType: 'TEXT', body: '<p>x</p>', weight: 1, sortOrder: 2 });
  ids.lockedItem = await item(courseId, 'Closed talk', { contentType: 'DISCUSSION_BOARD', sortOrder: 3 });
  ids.hiddenItem = await item(courseId, 'Draft talk', { contentType: 'DISCUSSION_BOARD', isPublished: false, sortOrder: 4 });
  ids.otherItem = await item(untaughtCourseId, 'Elsewhere', { contentType: 'DISCUSSION_BOARD' });

  nourCourseId = await createCourse(db, nour);
  await db.insert(courseEnrollees).values({ organizationId: nour, courseId: nourCourseId, userId: nourMember.id });
  const nourItem = await item(nourCourseId, 'نقاش', { contentType: 'DISCUSSION_BOARD' });
  const [nourBoard] = await db.insert(discussionBoards).values({ courseId: nourCourseId, subsectionId: nourItem, title: 'نقاش' }).returning();
  nourBoardId = nourBoard!.id;
});

describe('instructors manage boards', () => {
  test('a board for a DISCUSSION_BOARD item; its weight becomes the item\'s', async () => {
    const res = await call<ManagedBoard>('POST', boards(), instructor, {
      subsectionId: ids.boardItem, title: 'Introduce yourself', description: '<p>Hello <script>alert(1)</script></p>', weight: 3,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Introduce yourself', description: '<p>Hello </p>', weight: 3, readOnlyReason: null });
    ids.board = res.body.id;
    const [subsection] = await server.database.db.select({ weight: courseSubsections.weight }).from(courseSubsections).where(eq(courseSubsections.id, ids.boardItem!));
    expect(subsection!.weight).toBe(3);
    const locked = await call<ManagedBoard>('POST', boards(), instructor, { subsectionId: ids.lockedItem, title: 'Closed talk', isLocked: true });
    ids.lockedBoard = locked.body.id;
    expect(locked.body.readOnlyReason).toBe('LOCKED');
    const hidden = await call<ManagedBoard>('POST', boards(), instructor, { subsectionId: ids.hiddenItem, title: 'Draft talk' });
    ids.hiddenBoard = hidden.body.id;
  });

  test('bad boards: wrong item type, a second board, dates in the wrong order, bad input', async () => {
    expect((await call('POST', boards(), instructor, { subsectionId: ids.textItem, title: 'x' })).body.code).toBe('dis-004');
    expect((await call('POST', boards(), instructor, { subsectionId: ids.boardItem, title: 'x' })).body.code).toBe('dis-004');
    const dates = await call('PATCH', boards(`/${ids.board}`), instructor, { unlockDate: '2030-02-01T00:00:00Z', lockDate: '2030-01-01T00:00:00Z' });
    expect({ status: dates.status, code: dates.body.code }).toEqual({ status: 400, code: 'dis-004' });
    const bad = await call('POST', boards(), instructor, { subsectionId: 'x', title: '' });
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'req-001' });
    expect((await call('PATCH', boards(`/${ids.board}`), instructor, {})).body.code).toBe('req-001');
    expect((await call('PUT', boards(`/${ids.board}/lock`), instructor, { isLocked: 'yes' })).body.code).toBe('req-001');
  });

  test('only courses they manage: another course, another organization\'s ids, the wrong role', async () => {
    const untaught = await call('POST', `/api/courses/${untaughtCourseId}/discussion-boards`, instructor, { subsectionId: ids.otherItem, title: 'x' });
    expect({ status: untaught.status, code: untaught.body.code }).toEqual({ status: 404, code: 'req-002' });
    expect((await call('GET', `/api/courses/${nourCourseId}/discussion-boards/manage`, instructor)).status).toBe(404);
    expect((await call('PATCH', boards(`/${nourBoardId}`), instructor, { title: 'x' })).status).toBe(404);
    const asStudent = await call('GET', boards('/manage'), headersOf(student));
    expect({ status: asStudent.status, code: asStudent.body.code }).toEqual({ status: 403, code: 'perm-001' });
    expect((await call('PUT', boards(`/${ids.board}/lock`), headersOf(student), { isLocked: true })).body.code).toBe('perm-001');
  });

  test('lists the course\'s boards', async () => {
    const res = await call<{ count: number; data: ManagedBoard[] }>('GET', boards('/manage'), instructor);
    expect(res.body.data.map((board) => board.title)).toEqual(['Introduce yourself', 'Closed talk', 'Draft talk']);
  });
});

describe('members discuss', () => {
  test('boards the member sees (hidden items hide their board)', async () => {
    const res = await call<{ count: number; data: DiscussionBoard[] }>('GET', boards(), headersOf(student));
    expect(res.status).toBe(200);
    expect(res.body.data.map((board) => board.id)).toEqual([ids.board, ids.lockedBoard]);
    expect(res.body.data[0]).toMatchObject({ newCount: 0, lastReadAt: null, isCompleted: false, readOnlyReason: null });
    expect((await call('GET', boards(`/${ids.hiddenBoard}`), headersOf(student))).status).toBe(404);
  });

  test('a thread with rich text: nothing executable is stored; the first comment completes the item', async () => {
    const res = await call<DiscussionComment>('POST', boards(`/${ids.board}/comments`), headersOf(student), {
      body: '<p><strong>Hello</strong> <a href="javascript:alert(1)" onclick="x()">all</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    });
    expect(res.status).toBe(201);
    expect(res.body.body).toBe('<p><strong>Hello</strong> <a rel="noopener noreferrer">all</a></p>');
    expect(res.body).toMatchObject({ parentId: null, isMine: true, isNew: false, likeCount: 0, replies: [] });
    ids.thread = res.body.id;
    const player = await call<PlayerCourse>('GET', `/api/courses/${courseId}/player`, headersOf(student));
    const boardItem = player.body.sections.flatMap((section) => section.subsections).find((entry) => entry.id === ids.boardItem);
    expect(boardItem).toMatchObject({ hasCompletionRule: true, isCompleted: true, weight: 3 });
    // 3 of 5: the board (3) done; the text (1) and the locked board (1) still to do.
    expect(player.body.progress).toBe(60);
  });

  test('only script left: refused with a code', async () => {
    const res = await call('POST', boards(`/${ids.board}/comments`), headersOf(student), { body: '<script>alert(1)</script>' });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'dis-002' });
    expect((await call('POST', boards(`/${ids.board}/comments`), headersOf(student), { body: '' })).body.code).toBe('req-001');
    expect((await call('POST', boards(`/${ids.board}/comments`), headersOf(student), { body: 'x', parentId: 0 })).body.code).toBe('req-001');
  });

  test('replies join the thread and tell the author; a new thread tells the others', async () => {
    const reply = await call<DiscussionComment>('POST', boards(`/${ids.board}/comments`), headersOf(student2), { body: '<p>Welcome!</p>', parentId: ids.thread });
    expect(reply.status).toBe(201);
    const nested = await call<DiscussionComment>('POST', boards(`/${ids.board}/comments`), headersOf(student), { body: '<p>Thanks</p>', parentId: reply.body.id });
    expect(nested.body.parentId).toBe(ids.thread);
    ids.reply = reply.body.id;
    const events = await server.database.db.select().from(domainEvents).where(and(
      eq(domainEvents.organizationId, demo), sql`(${domainEvents.subject} ->> 'discussionBoardId')::integer = ${ids.board}`,
    ));
    const replied = events.filter((event) => event.type === 'course.discussion-replied');
    expect(replied.map((event) => event.audience)).toEqual([
      { kind: 'users', userIds: [student.id] },
      { kind: 'users', userIds: [student2.id] },
    ]);
    const started = events.filter((event) => event.type === 'course.discussion-thread-started');
    expect(started.map((event) => event.audience)).toEqual([{ kind: 'users', userIds: [student2.id] }]);
  });

  test('a reply to a comment of another board is refused', async () => {
    const other = await call('POST', boards(`/${ids.lockedBoard}/comments`), headersOf(student), { body: 'x', parentId: ids.thread });
    expect(other.body.code).toBe('dis-001');
    await call('PUT', boards(`/${ids.lockedBoard}/lock`), instructor, { isLocked: false });
    const wrong = await call('POST', boards(`/${ids.lockedBoard}/comments`), headersOf(student), { body: 'x', parentId: ids.thread });
    expect({ status: wrong.status, code: wrong.body.code }).toEqual({ status: 400, code: 'dis-002' });
    await call('PUT', boards(`/${ids.lockedBoard}/lock`), instructor, { isLocked: true });
  });

  test('threads with replies, paginated; "new since your last visit"', async () => {
    const before = await call<DiscussionBoard>('GET', boards(`/${ids.board}`), headersOf(student2));
    expect(before.body).toMatchObject({ threadCount: 1, commentCount: 3, newCount: 2, lastReadAt: null });
    const read = await call<{ lastReadAt: string }>('PUT', boards(`/${ids.board}/read`), headersOf(student2));
    expect(read.status).toBe(200);
    await call('POST', boards(`/${ids.board}/comments`), headersOf(student), { body: '<p>Second thread</p>' });
    await call('POST', boards(`/${ids.board}/comments`), headersOf(student), { body: '<p>Third thread</p>' });
    const after = await call<DiscussionBoard>('GET', boards(`/${ids.board}`), headersOf(student2));
    expect(after.body).toMatchObject({ threadCount: 3, newCount: 2 });
    const page = await call<{ count: number; data: DiscussionComment[] }>('GET', boards(`/${ids.board}/comments?take=2`), headersOf(student2));
    expect(page.body.count).toBe(3);
    expect(page.body.data.map((thread) => thread.body)).toEqual(['<p>Third thread</p>', '<p>Second thread</p>']);
    expect(page.body.data.every((thread) => thread.isNew)).toBe(true);
    const rest = await call<{ count: number; data: DiscussionComment[] }>('GET', boards(`/${ids.board}/comments?skip=2&take=2`), headersOf(student2));
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.data[0]!.replies.map((entry) => entry.body)).toEqual(['<p>Welcome!</p>', '<p>Thanks</p>']);
    expect(rest.body.data[0]!.isNew).toBe(false);
    expect((await call('GET', boards(`/${ids.board}/comments?take=51`), headersOf(student2))).body.code).toBe('req-001');
    const one = await call<DiscussionComment>('GET', boards(`/${ids.board}/comments/${ids.thread}`), headersOf(student2));
    expect(one.body.replies).toHaveLength(2);
  });

  test('likes: one per member, set twice at once stays one', async () => {
    const path = boards(`/${ids.board}/comments/${ids.thread}/like`);
    const answers = await Promise.all([1, 2, 3].map(() => call<LikeAnswer>('PUT', path, headersOf(student2), { liked: true })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const rows = await server.database.db.select().from(discussionCommentLikes).where(eq(discussionCommentLikes.commentId, ids.thread!));
    expect(rows).toHaveLength(1);
    const thread = await call<DiscussionComment>('GET', boards(`/${ids.board}/comments/${ids.thread}`), headersOf(student2));
    expect(thread.body).toMatchObject({ likeCount: 1, likedByMe: true });
    const off = await Promise.all([1, 2].map(() => call<LikeAnswer>('PUT', path, headersOf(student2), { liked: false })));
    expect(off.map((answer) => answer.body.likeCount)).toEqual([0, 0]);
    expect((await call('PUT', path, headersOf(student2), { liked: 'no' })).body.code).toBe('req-001');
  });

  test('editing and deleting: authors only (staff may delete); a deleted thread with replies stays as a placeholder', async () => {
    const notMine = await call('PATCH', boards(`/${ids.board}/comments/${ids.thread}`), headersOf(student2), { body: 'mine now' });
    expect({ status: notMine.status, code: notMine.body.code }).toEqual({ status: 403, code: 'dis-003' });
    expect((await call('DELETE', boards(`/${ids.board}/comments/${ids.thread}`), headersOf(student2))).body.code).toBe('dis-003');
    const edited = await call<DiscussionComment>('PATCH', boards(`/${ids.board}/comments/${ids.thread}`), headersOf(student), { body: '<p>Hello, edited</p>' });
    expect(edited.body).toMatchObject({ body: '<p>Hello, edited</p>' });
    expect(edited.body.editedAt).not.toBeNull();
    expect((await call('DELETE', boards(`/${ids.board}/comments/${ids.thread}`), instructor)).status).toBe(204);
    const thread = await call<DiscussionComment>('GET', boards(`/${ids.board}/comments/${ids.thread}`), headersOf(student2));
    expect(thread.body).toMatchObject({ isDeleted: true, body: '', author: null });
    expect(thread.body.replies).toHaveLength(2);
  });

  test('a locked board is read-only: every write refused with dis-001', async () => {
    const asked = [
      call('POST', boards(`/${ids.lockedBoard}/comments`), headersOf(student), { body: 'x' }),
      call('POST', boards(`/${ids.lockedBoard}/comments`), instructor, { body: 'x' }),
    ];
    for (const res of await Promise.all(asked)) expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'dis-001' });
    expect((await call('GET', boards(`/${ids.lockedBoard}/comments`), headersOf(student))).status).toBe(200);
    // Closed by its dates.
    await call('PATCH', boards(`/${ids.board}`), instructor, { lockDate: daysFromNow(-1).toISOString() });
    const closed = await call<DiscussionBoard>('GET', boards(`/${ids.board}`), headersOf(student));
    expect(closed.body.readOnlyReason).toBe('CLOSED');
    expect((await call('POST', boards(`/${ids.board}/comments`), headersOf(student), { body: 'late' })).body.code).toBe('dis-001');
    expect((await call('PUT', boards(`/${ids.board}/comments/${ids.reply}/like`), headersOf(student), { liked: true })).body.code).toBe('dis-001');
    expect((await call('PATCH', boards(`/${ids.board}/comments/${ids.reply}`), headersOf(student2), { body: 'x' })).body.code).toBe('dis-001');
    await call('PATCH', boards(`/${ids.board}`), instructor, { lockDate: null });
  });

  test('others: a member not in the course, another organization\'s member and ids', async () => {
    const notIn = await call('GET', boards(), headersOf(outsider));
    expect({ status: notIn.status, code: notIn.body.code }).toEqual({ status: 403, code: 'ply-001' });
    expect((await call('POST', boards(`/${ids.board}/comments`), headersOf(outsider), { body: 'x' })).body.code).toBe('ply-001');
    expect((await call('GET', boards(), headersOf(nourMember, 'nour'))).status).toBe(404);
    expect((await call('GET', boards(`/${nourBoardId}`), headersOf(student))).status).toBe(404);
    expect((await call('GET', `/api/courses/${nourCourseId}/discussion-boards/${nourBoardId}`, headersOf(student))).status).toBe(404);
    expect((await call('GET', boards(`/${ids.board}/comments/2147483647`), headersOf(student))).status).toBe(404);
    expect((await call('GET', boards('/abc'), headersOf(student))).body.code).toBe('req-001');
  });

  test('comments of another organization stay in theirs (row-level security)', async () => {
    const nourWrites = await call<DiscussionComment>('POST', `/api/courses/${nourCourseId}/discussion-boards/${nourBoardId}/comments`,
      headersOf(nourMember, 'nour'), { body: '<p>مرحبا</p>' });
    expect(nourWrites.status).toBe(201);
    const seen = await call<{ count: number }>('GET', `/api/courses/${nourCourseId}/discussion-boards/${nourBoardId}/comments`, headersOf(nourMember, 'nour'));
    expect(seen.body.count).toBe(1);
  });
});

describe('the seeded complete courses', () => {
  test.each(['demo', 'nour'])('%s: a board with an Arabic and an English thread with replies, a survey and a poll with votes', async (prefix) => {
    const db = server.database.db;
    const { COMPLETE_COURSES } = await import('../src/seed/course-content');
    const { courses } = await import('../src/modules/lms/tables');
    const { discussionComments } = await import('../src/modules/lms/discussions/tables');
    const { surveys, surveyVotes } = await import('../src/modules/lms/surveys/tables');
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.name, COMPLETE_COURSES[prefix]!.name));
    const [board] = await db.select().from(discussionBoards).where(eq(discussionBoards.courseId, course!.id));
    const comments = await db.select().from(discussionComments).where(eq(discussionComments.boardId, board!.id));
    const threads = comments.filter((row) => row.parentId === null);
    expect(threads.map((row) => /[\u0600-\u06FF]/.test(row.body))).toEqual([true, false]);
    expect(comments.filter((row) => row.parentId !== null).length).toBeGreaterThanOrEqual(2);
    const rows = await db.select().from(surveys).where(eq(surveys.courseId, course!.id));
    expect(rows.map((row) => row.type).sort()).toEqual(['POLL', 'SURVEY']);
    for (const row of rows) expect((await db.select().from(surveyVotes).where(eq(surveyVotes.surveyId, row.id))).length).toBeGreaterThan(0);
  });
});
