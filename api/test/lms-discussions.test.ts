import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { DiscussionBoard, DiscussionComment, LikeAnswer, ManagedBoard } from '../src/modules/lms/discussions/dto';
import { discussionBoards, discussionCommentLikes } from '../src/modules/lms/discussions/tables';
import type { PlayerCourse } from '../src/modules/lms/player/dto';
import { courseEnrollees, courseInstructors, courseSections, courseSubsections } from '../src/modules/lms/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { users } from '../src/modules/users/tables';
import { type Headers, callsTo, headersOf, uploadThrough } from './support/api-calls';
import { createCourse, createMembers, daysFromNow, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

/** Discussion boards over HTTP (docs/design/course-work-api.md "Discussion boards"). */

let server: TestServer;
let mediaDir: string;
beforeAll(async () => {
  // A media folder: comments carry uploaded files.
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-discussions-'));
  server = await startTestServer({ mediaDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const call = callsTo(() => server);

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

describe('files on comments', () => {
  const pdf = () => new Uint8Array(fs.readFileSync(path.join(__dirname, '../src/modules/media/fixtures/two-pages.pdf')));
  const upload = (member: Headers, boardId = ids.board!) =>
    uploadThrough<{ id: number; fileName: string; mime: string; url: string }>(server, boards(`/${boardId}`), member, { fileName: 'notes.pdf', mime: 'application/pdf', bytes: pdf() });

  test('a member uploads through the board, attaches the file to a comment and everyone sees it', async () => {
    const { opened, completed } = await upload(headersOf(student));
    expect(opened.status).toBe(201);
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ id: opened.body.mediaId, fileName: 'notes.pdf', mime: 'application/pdf', url: expect.stringContaining('/api/media/') });
    const posted = await call<DiscussionComment>('POST', boards(`/${ids.board}/comments`), headersOf(student), { body: '<p>My notes</p>', mediaIds: [completed.body.id] });
    expect(posted.status).toBe(201);
    expect(posted.body.media).toEqual([expect.objectContaining({ id: completed.body.id, fileName: 'notes.pdf', mime: 'application/pdf' })]);
    const seen = await call<DiscussionComment>('GET', boards(`/${ids.board}/comments/${posted.body.id}`), headersOf(student2));
    expect(seen.body.media.map((file) => file.fileName)).toEqual(['notes.pdf']);
    // The file is the uploader's: another member cannot attach it.
    const taken = await call('POST', boards(`/${ids.board}/comments`), headersOf(student2), { body: '<p>Mine</p>', mediaIds: [completed.body.id] });
    expect({ status: taken.status, code: taken.body.code }).toEqual({ status: 400, code: 'dis-002' });
  });

  test('an upload not finished, or someone else\'s to complete, is refused', async () => {
    const opened = await call<{ mediaId: number }>('POST', boards(`/${ids.board}/uploads`), headersOf(student), { fileName: 'half.pdf', mime: 'application/pdf', sizeBytes: 1000 });
    expect(opened.status).toBe(201);
    const attached = await call('POST', boards(`/${ids.board}/comments`), headersOf(student), { body: '<p>x</p>', mediaIds: [opened.body.mediaId] });
    expect({ status: attached.status, code: attached.body.code }).toEqual({ status: 400, code: 'dis-002' });
    const theirs = await call('POST', boards(`/${ids.board}/uploads/${opened.body.mediaId}/complete`), headersOf(student2));
    expect({ status: theirs.status, code: theirs.body.code }).toEqual({ status: 404, code: 'req-002' });
  });

  test('a read-only board, a member not in the course, another organization: refused with their codes', async () => {
    const body = { fileName: 'a.pdf', mime: 'application/pdf', sizeBytes: 10 };
    const locked = await call('POST', boards(`/${ids.lockedBoard}/uploads`), headersOf(student), body);
    expect({ status: locked.status, code: locked.body.code }).toEqual({ status: 403, code: 'dis-001' });
    const outside = await call('POST', boards(`/${ids.board}/uploads`), headersOf(outsider), body);
    expect({ status: outside.status, code: outside.body.code }).toEqual({ status: 403, code: 'ply-001' });
    const nour = await call('POST', boards(`/${ids.board}/uploads`), headersOf(nourMember, 'nour'), body);
    expect({ status: nour.status, code: nour.body.code }).toEqual({ status: 404, code: 'req-002' });
    const elsewhere = await call('POST', `/api/courses/${nourCourseId}/discussion-boards/${nourBoardId}/uploads`, headersOf(student), body);
    expect(elsewhere.status).toBe(404);
  });

  test('bad input: 400 req-001 (too big, no type, more than five files)', async () => {
    for (const body of [
      { fileName: 'big.pdf', mime: 'application/pdf', sizeBytes: 26_214_401 },
      { fileName: 'x', mime: 'pdf', sizeBytes: 10 },
      { fileName: '', mime: 'application/pdf', sizeBytes: 10 },
    ]) {
      const res = await call('POST', boards(`/${ids.board}/uploads`), headersOf(student), body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'req-001' });
    }
    const six = await call('POST', boards(`/${ids.board}/comments`), headersOf(student), { body: '<p>x</p>', mediaIds: [1, 2, 3, 4, 5, 6] });
    expect({ status: six.status, code: six.body.code }).toEqual({ status: 400, code: 'req-001' });
    const notId = await call('POST', boards(`/${ids.board}/uploads/abc/complete`), headersOf(student));
    expect({ status: notId.status, code: notId.body.code }).toEqual({ status: 400, code: 'req-001' });
  });

  test('a file whose bytes are not what it said: 415 med-002', async () => {
    const { completed } = await uploadThrough(server, boards(`/${ids.board}`), headersOf(student), {
      fileName: 'fake.pdf', mime: 'application/pdf', bytes: new TextEncoder().encode('not a pdf at all'),
    });
    expect({ status: completed.status, code: completed.body.code }).toEqual({ status: 415, code: 'med-002' });
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
