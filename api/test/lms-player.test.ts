import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { attendanceCode, attendanceStepAt } from '../src/modules/lms/attendance/codes';
import { attendanceSessions } from '../src/modules/lms/attendance/tables';
import {
  onCampusLectures, onlineLectures, questionnaireAnswers, questionnaireQuestions, subsectionAttachments, subsectionAudienceStudents,
} from '../src/modules/lms/content/tables';
import { courseAnnouncements } from '../src/modules/lms/course-announcements/tables';
import type { AttendanceRecord, CompletionAnswer, MyAttendance, Note, PlaybackAnswer, PlayerCourse, PlayerSubsection } from '../src/modules/lms/player/dto';
import { memberMayReadMedia } from '../src/modules/lms/player/media-access';
import {
  courseEnrollees, courseInstructors, courseSectionPrerequisites, courseSections, courseSubsections,
} from '../src/modules/lms/tables';
import { media } from '../src/modules/media/tables';
import { users } from '../src/modules/users/tables';
import { type Headers, callsTo, headersOf } from './support/api-calls';
import { createCourse, createMembers, daysFromNow, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

/** The course player's learner calls over HTTP (docs/design/course-player-api.md). */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const call = callsTo(() => server);

let demo: number;
let student: TestMember;
let student2: TestMember;
let outsider: TestMember;
let nourMember: TestMember;
let instructor: Headers;
let otherInstructor: TestMember;
let admin: Headers;
let courseId: number;
let otherCourseId: number;
let ids: Record<string, number>;
let secret: string;

async function demoUser(email: string): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, demo), eq(users.email, email)));
  return row!.id;
}

async function mediaRow(over: Partial<typeof media.$inferInsert>): Promise<number> {
  const [row] = await server.database.db.insert(media).values({
    organizationId: demo, userId: await demoUser('instructor@demo.halaqa.test'), key: `${demo}/${randomBytes(8).toString('hex')}`,
    fileName: 'file', sizeKB: 10, ...over,
  }).returning({ id: media.id });
  return row!.id;
}

beforeAll(async () => {
  const db = server.database.db;
  demo = await server.organizationId('demo');
  [student, student2, outsider] = await createMembers(db, demo, 3) as [TestMember, TestMember, TestMember];
  [nourMember] = await createMembers(db, await server.organizationId('nour'), 1) as [TestMember];
  [otherInstructor] = await createMembers(db, demo, 1) as [TestMember];
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  admin = { ...bearer(await server.memberToken('demo', 'admin@demo.halaqa.test')), 'x-organization': 'demo' };

  courseId = await createCourse(db, demo);
  otherCourseId = await createCourse(db, demo);
  await db.insert(courseInstructors).values([
    { courseId, userId: await demoUser('instructor@demo.halaqa.test') },
    { courseId: otherCourseId, userId: otherInstructor.id },
  ]);
  for (const member of [student, student2]) await db.insert(courseEnrollees).values({ organizationId: demo, courseId, userId: member.id });

  const section = async (name: string, over: Partial<typeof courseSections.$inferInsert> = {}) =>
    (await db.insert(courseSections).values({ courseId, name, ...over }).returning({ id: courseSections.id }))[0]!.id;
  const item = async (sectionId: number, name: string, over: Partial<typeof courseSubsections.$inferInsert>) =>
    (await db.insert(courseSubsections).values({ sectionId, name, ...over }).returning({ id: courseSubsections.id }))[0]!.id;

  const pdf = await mediaRow({ type: 'file', mime: 'application/pdf', fileName: 'notes.pdf' });
  const video = await mediaRow({ type: 'video', mime: 'video/mp4', fileName: 'talk.mp4', durationSeconds: 100 });
  const attachment = await mediaRow({ type: 'file', mime: 'application/zip', fileName: 'extra.zip' });
  const s1 = await section('Basics', { sortOrder: 1 });
  const s2 = await section('Later', { sortOrder: 2 });
  const s3 = await section('Dated', { sortOrder: 3, unlockStartDate: daysFromNow(5) });
  const s4 = await section('Draft', { sortOrder: 4, isPublished: false });
  await db.insert(courseSectionPrerequisites).values({ sectionId: s2, prerequisiteSectionId: s1 });
  ids = {
    s1, s2, s3, s4, pdf, video, attachment,
    pdfItem: await item(s1, 'Reading', { contentType: 'FILE', fileMediaId: pdf, sortOrder: 1 }),
    videoItem: await item(s1, 'Lecture video', { contentType: 'FILE', fileMediaId: video, sortOrder: 2, weight: 2 }),
    textItem: await item(s1, 'Summary', { contentType: 'TEXT', body: '<p>Hello</p>', sortOrder: 3 }),
    quizItem: await item(s1, 'Check', { contentType: 'QUESTIONNAIRE', sortOrder: 4 }),
    optionalItem: await item(s1, 'Extra', { contentType: 'TEXT', isOptional: true, sortOrder: 5 }),
    // The one content type still without a completion rule (assignments and exams have theirs now).
    scorm: await item(s1, 'SCORM package', { contentType: 'SCORM', sortOrder: 6 }),
    futureItem: await item(s1, 'Soon', { contentType: 'TEXT', availableFrom: daysFromNow(3), sortOrder: 7 }),
    pastItem: await item(s1, 'Gone', { contentType: 'TEXT', availableTo: daysFromNow(-3), sortOrder: 8 }),
    hiddenItem: await item(s1, 'Only for one', { contentType: 'TEXT', audience: 'SPECIFIC_STUDENTS', sortOrder: 9 }),
    unpublishedItem: await item(s1, 'Unpublished', { contentType: 'TEXT', isPublished: false, sortOrder: 10 }),
    lectureItem: await item(s1, 'Class', { contentType: 'ON_CAMPUS_LECTURE', sortOrder: 11 }),
    onlineItem: await item(s1, 'Webinar', { contentType: 'ONLINE_LECTURE', sortOrder: 12 }),
    prereqItem: await item(s2, 'After basics', { contentType: 'TEXT' }),
    datedItem: await item(s3, 'Dated text', { contentType: 'TEXT' }),
    draftItem: await item(s4, 'Draft text', { contentType: 'TEXT' }),
  };
  await db.insert(subsectionAudienceStudents).values({ subsectionId: ids.hiddenItem!, userId: student2.id });
  await db.insert(subsectionAttachments).values({ subsectionId: ids.pdfItem!, name: 'Extra', mediaId: attachment });
  const [q1] = await db.insert(questionnaireQuestions).values({ subsectionId: ids.quizItem!, text: 'Q1', sortOrder: 1 }).returning();
  const [q2] = await db.insert(questionnaireQuestions).values({ subsectionId: ids.quizItem!, text: 'Q2', sortOrder: 2 }).returning();
  const answers = await db.insert(questionnaireAnswers).values([
    { questionId: q1!.id, text: 'right', isCorrect: true, explanation: 'because' },
    { questionId: q1!.id, text: 'wrong', isCorrect: false },
    { questionId: q2!.id, text: 'right', isCorrect: true },
    { questionId: q2!.id, text: 'wrong', isCorrect: false },
  ]).returning({ id: questionnaireAnswers.id });
  ids.q1 = q1!.id; ids.q2 = q2!.id;
  [ids.a1right, ids.a1wrong, ids.a2right, ids.a2wrong] = answers.map((answer) => answer.id) as [number, number, number, number];

  const [campus] = await db.insert(onCampusLectures).values({
    courseId, subsectionId: ids.lectureItem, title: 'Room 5', startsAt: new Date(Date.now() - 10 * 60_000), endsAt: new Date(Date.now() + 50 * 60_000), location: 'Room 5',
  }).returning();
  ids.campus = campus!.id;
  const [online] = await db.insert(onlineLectures).values({
    courseId, subsectionId: ids.onlineItem, title: 'Live', startsAt: new Date(Date.now() + 5 * 60_000), endsAt: new Date(Date.now() + 65 * 60_000),
    meetingUrl: 'https://meet.example.org/abc',
  }).returning();
  ids.online = online!.id;
  const [upcoming] = await db.insert(onlineLectures).values({
    courseId, title: 'Next week', startsAt: daysFromNow(7), endsAt: new Date(daysFromNow(7).getTime() + 3_600_000), meetingUrl: 'https://meet.example.org/later',
  }).returning();
  ids.upcoming = upcoming!.id;
  secret = randomBytes(20).toString('base64url');
  await db.insert(attendanceSessions).values({
    courseId, onCampusLectureId: campus!.id, secret, opensAt: new Date(Date.now() - 60_000), closesAt: new Date(Date.now() + 30 * 60_000),
  });
  await db.insert(courseAnnouncements).values([
    { courseId, title: 'Welcome', content: '<p>Hi</p>', isPublished: true, announcementDate: daysFromNow(-1), authorId: await demoUser('instructor@demo.halaqa.test') },
    { courseId, title: 'Anonymous', content: 'x', isPublished: true, announcementDate: daysFromNow(-2), postAnonymously: true },
    { courseId, title: 'Draft', content: 'x', isPublished: false },
    { courseId, title: 'Scheduled', content: 'x', isPublished: true, announcementDate: daysFromNow(2) },
  ]);
});

const player = (headers: Headers, query = '') => call<PlayerCourse>('GET', `/api/courses/${courseId}/player${query}`, headers);
const itemPath = (id: number, tail = '') => `/api/courses/${courseId}/subsections/${id}${tail}`;
const storedProgress = async (userId: number) => (await server.database.db.select({ progress: courseEnrollees.progress }).from(courseEnrollees)
  .where(and(eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.userId, userId))))[0]!.progress;

describe('who may open the player', () => {
  test('a member not enrolled: 403 ply-001; an instructor of another course too', async () => {
    for (const headers of [headersOf(outsider), headersOf(otherInstructor)]) {
      const res = await player(headers);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'ply-001' });
      const item = await call('GET', itemPath(ids.textItem!), headers);
      expect(item.body.code).toBe('ply-001');
    }
  });

  test('an unknown course, a deleted one and another tenant\'s course: 404', async () => {
    expect((await call('GET', '/api/courses/2147483647/player', headersOf(student))).status).toBe(404);
    const res = await call('GET', `/api/courses/${courseId}/player`, headersOf(nourMember, 'nour'));
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
    // A demo token at nour is refused by the tenant check before anything.
    expect((await call('GET', `/api/courses/${courseId}/player`, headersOf(student, 'nour'))).status).toBe(403);
  });

  test('the instructor and the administrator read without completion', async () => {
    const asInstructor = await player(instructor);
    expect(asInstructor.status).toBe(200);
    expect(asInstructor.body.viewer).toEqual({ role: 'INSTRUCTOR', studentView: false });
    expect(asInstructor.body.progress).toBeNull();
    const items = asInstructor.body.sections.flatMap((section) => section.subsections);
    expect(items.every((item) => item.isCompleted === null && item.lock === null)).toBe(true);
    // Every published item, audiences aside; never unpublished ones.
    expect(items.map((item) => item.id)).toContain(ids.hiddenItem);
    expect(items.map((item) => item.id)).not.toContain(ids.unpublishedItem);
    expect(asInstructor.body.sections.map((section) => section.id)).not.toContain(ids.s4);
    expect((await player(admin)).body.viewer.role).toBe('ADMINISTRATOR');
  });

  test('viewAs=student shows locks and audiences as for a member with no progress', async () => {
    const res = await player(instructor, '?viewAs=student');
    expect(res.body.viewer).toEqual({ role: 'INSTRUCTOR', studentView: true });
    const items = res.body.sections.flatMap((section) => section.subsections);
    expect(items.map((item) => item.id)).not.toContain(ids.hiddenItem);
    expect(items.find((item) => item.id === ids.futureItem)!.lock!.reason).toBe('NOT_YET_AVAILABLE');
    expect((await call('GET', itemPath(ids.futureItem!, '?viewAs=student'), instructor)).body.code).toBe('ply-002');
    expect((await call('GET', itemPath(ids.futureItem!), instructor)).status).toBe(200);
  });
});

describe('outline, locks and content', () => {
  test('the student sees visible items with their locks; hidden ones are left out', async () => {
    const res = await player(headersOf(student));
    expect(res.status).toBe(200);
    expect(res.body.viewer.role).toBe('STUDENT');
    const sections = new Map(res.body.sections.map((section) => [section.id, section]));
    expect([...sections.keys()]).toEqual([ids.s1, ids.s2, ids.s3]);
    const items = res.body.sections.flatMap((section) => section.subsections);
    const itemIds = items.map((item) => item.id);
    expect(itemIds).not.toContain(ids.hiddenItem);
    expect(itemIds).not.toContain(ids.unpublishedItem);
    expect(sections.get(ids.s2!)!.lock).toEqual({ reason: 'PREREQUISITE', until: null, prerequisites: [{ id: ids.s1, name: 'Basics' }] });
    expect(sections.get(ids.s3!)!.lock!.reason).toBe('UNLOCK_DATE');
    expect(items.find((item) => item.id === ids.pdfItem)).toMatchObject({ fileKind: 'PDF', isCompleted: false, lock: null, hasCompletionRule: true });
    expect(items.find((item) => item.id === ids.scorm)!.hasCompletionRule).toBe(false);
    expect(res.body.resumeSubsectionId).toBe(ids.pdfItem);
    // student2 is in the audience of the restricted item.
    expect((await player(headersOf(student2))).body.sections[0]!.subsections.map((item) => item.id)).toContain(ids.hiddenItem);
  });

  test('locked content is 403 ply-002 for each reason; hidden, unpublished and other courses\' items 404', async () => {
    for (const [id, reason] of [[ids.futureItem, 'available from'], [ids.pastItem, 'stopped'], [ids.prereqItem, 'Basics'], [ids.datedItem, 'unlocks']] as const) {
      const res = await call('GET', itemPath(id!), headersOf(student));
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'ply-002' });
      expect(res.body.message).toContain(reason);
      expect((await call('PUT', itemPath(id!, '/visit'), headersOf(student))).body.code).toBe('ply-002');
    }
    const [other] = await server.database.db.insert(courseSections).values({ courseId: otherCourseId, name: 'Other' }).returning();
    const [foreign] = await server.database.db.insert(courseSubsections).values({ sectionId: other!.id, name: 'Foreign', contentType: 'TEXT' }).returning();
    for (const id of [ids.hiddenItem, ids.unpublishedItem, ids.draftItem, foreign!.id]) {
      const res = await call('GET', itemPath(id!), headersOf(student));
      expect({ id, status: res.status, code: res.body.code }).toEqual({ id, status: 404, code: 'req-002' });
    }
  });

  test('a PDF item: pages, member-signed file and attachment addresses, neighbours', async () => {
    const res = await call<PlayerSubsection>('GET', itemPath(ids.pdfItem!), headersOf(student));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sectionId: ids.s1, sectionName: 'Basics', previousId: null, nextId: ids.videoItem, fileKind: 'PDF' });
    expect(res.body.file!.url).toMatch(new RegExp(`^/api/media/${ids.pdf}/content\\?exp=\\d+&u=${student.id}&sig=`));
    expect(res.body.file!.pages).toEqual([]);
    expect(res.body.attachments).toEqual([{ id: expect.any(Number), name: 'Extra', url: expect.stringContaining(`u=${student.id}`), isExternal: false }]);
    expect(await memberMayReadMedia(server.database.db, demo, student.id, ids.pdf!)).toBe(true);
    expect(await memberMayReadMedia(server.database.db, demo, student.id, ids.attachment!)).toBe(true);
    expect(await memberMayReadMedia(server.database.db, demo, outsider.id, ids.pdf!)).toBe(false);
  });
});

describe('completion and progress', () => {
  test('visiting a PDF completes it, stores progress and the last visited item; a replay changes nothing', async () => {
    const first = await call<CompletionAnswer>('PUT', itemPath(ids.pdfItem!, '/visit'), headersOf(student));
    // Required: pdf 1, video 2, text 1, quiz 1, two lectures 1 each, locked ones 1 each (4) = 11; the SCORM package and optional item do not count.
    expect(first.body).toEqual({ isCompleted: true, progress: Math.round(100 / 11) });
    expect(await storedProgress(student.id)).toBe(Math.round(100 / 11));
    const again = await call<CompletionAnswer>('PUT', itemPath(ids.pdfItem!, '/visit'), headersOf(student));
    expect(again.body).toEqual(first.body);
    const outline = await player(headersOf(student));
    expect(outline.body.progress).toBe(first.body.progress);
    expect(outline.body.lastVisitedSubsectionId).toBe(ids.pdfItem);
    expect(outline.body.resumeSubsectionId).toBe(ids.pdfItem);
  });

  test('TEXT is completed by hand; other kinds are 409 ply-003', async () => {
    const done = await call<CompletionAnswer>('POST', itemPath(ids.textItem!, '/complete'), headersOf(student));
    expect(done.body).toEqual({ isCompleted: true, progress: Math.round(200 / 11) });
    expect((await call<CompletionAnswer>('POST', itemPath(ids.textItem!, '/complete'), headersOf(student))).body).toEqual(done.body);
    const wrong = await call('POST', itemPath(ids.pdfItem!, '/complete'), headersOf(student));
    expect({ status: wrong.status, code: wrong.body.code }).toEqual({ status: 409, code: 'ply-003' });
    expect((await call('POST', itemPath(ids.textItem!, '/playback'), headersOf(student), { ranges: [[0, 1]], position: 1 })).body.code).toBe('ply-003');
  });

  test('concurrent playback reports lose no range; 90% completes the video', async () => {
    const reports = Array.from({ length: 9 }, (_, index) => call<PlaybackAnswer>('POST', itemPath(ids.videoItem!, '/playback'), headersOf(student), {
      ranges: [[index * 10, index * 10 + 10]], position: index * 10 + 10,
    }));
    const answers = await Promise.all(reports);
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200));
    const content = await call<PlayerSubsection>('GET', itemPath(ids.videoItem!), headersOf(student));
    expect(content.body.playback!.watchedSeconds).toBe(90);
    expect(content.body.isCompleted).toBe(true);
    expect(answers.filter((answer) => answer.body.isCompleted).length).toBeGreaterThanOrEqual(1);
    expect(await storedProgress(student.id)).toBe(Math.round(400 / 11));
    const bad = await call('POST', itemPath(ids.videoItem!, '/playback'), headersOf(student), { ranges: [[0, 500]], position: 0 });
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'req-001' });
  });

  test('a questionnaire completes once every question is answered; an answer of another question is 400 ply-003', async () => {
    const wrongQuestion = await call('PUT', itemPath(ids.quizItem!, `/questionnaire/${ids.q1}`), headersOf(student), { answerId: ids.a2right });
    expect({ status: wrongQuestion.status, code: wrongQuestion.body.code }).toEqual({ status: 400, code: 'ply-003' });
    const first = await call('PUT', itemPath(ids.quizItem!, `/questionnaire/${ids.q1}`), headersOf(student), { answerId: ids.a1wrong });
    expect(first.body).toMatchObject({ questionId: ids.q1, answerId: ids.a1wrong, isCorrect: false, correctAnswerId: ids.a1right, isCompleted: false });
    const second = await call('PUT', itemPath(ids.quizItem!, `/questionnaire/${ids.q2}`), headersOf(student), { answerId: ids.a2right });
    expect(second.body).toMatchObject({ isCorrect: true, isCompleted: true, progress: Math.round(500 / 11) });
    const content = await call<PlayerSubsection>('GET', itemPath(ids.quizItem!), headersOf(student));
    expect(content.body.questionnaire!.map((question) => question.feedback?.answerId)).toEqual([ids.a1wrong, ids.a2right]);
  });

  test('instructors and administrators write nothing', async () => {
    for (const headers of [instructor, admin]) {
      expect((await call('PUT', itemPath(ids.pdfItem!, '/visit'), headers)).body).toEqual({ isCompleted: false, progress: null });
      expect((await call('POST', itemPath(ids.textItem!, '/complete'), headers)).body).toEqual({ isCompleted: false, progress: null });
    }
  });
});

describe('attendance and lectures', () => {
  test('a valid code records attendance once and completes the lecture item; replay answers the same record', async () => {
    const code = attendanceCode(secret, attendanceStepAt(Date.now()));
    const first = await call<AttendanceRecord>('POST', `/api/courses/${courseId}/attendance/code`, headersOf(student), { code });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ lectureKind: 'ON_CAMPUS', lectureId: ids.campus, attended: true, method: 'CODE' });
    const replay = await call<AttendanceRecord>('POST', `/api/courses/${courseId}/attendance/code`, headersOf(student), { code });
    expect(replay.body).toEqual(first.body);
    const outline = await player(headersOf(student));
    expect(outline.body.sections[0]!.subsections.find((item) => item.id === ids.lectureItem)!.isCompleted).toBe(true);
    const mine = await call<MyAttendance>('GET', `/api/courses/${courseId}/attendance`, headersOf(student));
    expect(mine.body).toMatchObject({ attendedCount: 1, heldCount: 1, attendancePercentage: 1 });
  });

  test('wrong codes: 400 att-001, then 429 att-003 after five in ten minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await call('POST', `/api/courses/${courseId}/attendance/code`, headersOf(student2), { code: '000000' });
      expect(res.body.code).toBe(res.status === 400 ? 'att-001' : 'unexpected');
    }
    const limited = await call('POST', `/api/courses/${courseId}/attendance/code`, headersOf(student2), { code: attendanceCode(secret, attendanceStepAt(Date.now())) });
    expect({ status: limited.status, code: limited.body.code }).toEqual({ status: 429, code: 'att-003' });
    expect((await call('POST', `/api/courses/${courseId}/attendance/code`, headersOf(student2), { code: '12345' })).body.code).toBe('req-001');
  });

  test('joining an online lecture in its window records JOINED; outside it 409 att-002', async () => {
    const list = await call<{ count: number; data: Array<{ id: number; joinUrl: string | null }> }>('GET', `/api/courses/${courseId}/online-lectures`, headersOf(student2));
    expect(list.body.count).toBe(2);
    expect(list.body.data.find((lecture) => lecture.id === ids.online)!.joinUrl).toBe('https://meet.example.org/abc');
    expect(list.body.data.find((lecture) => lecture.id === ids.upcoming)!.joinUrl).toBeNull();
    const joined = await call('POST', `/api/courses/${courseId}/online-lectures/${ids.online}/join`, headersOf(student2));
    expect(joined.body).toEqual({ joinUrl: 'https://meet.example.org/abc' });
    const later = await call('POST', `/api/courses/${courseId}/online-lectures/${ids.upcoming}/join`, headersOf(student2));
    expect({ status: later.status, code: later.body.code }).toEqual({ status: 409, code: 'att-002' });
    const lecture = await call<{ attended: boolean }>('GET', `/api/courses/${courseId}/online-lectures/${ids.online}`, headersOf(student2));
    expect(lecture.body.attended).toBe(true);
    expect((await call('GET', `/api/courses/${courseId}/on-campus-lectures/${ids.campus}`, headersOf(student2))).status).toBe(200);
  });
});

describe('notes and announcements', () => {
  test("notes: the member's own only; another member's note is 404", async () => {
    const created = await call<Note>('POST', itemPath(ids.videoItem!, '/notes'), headersOf(student), { note: 'At the graph', positionKind: 'VIDEO_TIME', position: 42 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ subsectionId: ids.videoItem, sectionName: 'Basics', positionKind: 'VIDEO_TIME', position: 42 });
    const listed = await call<{ count: number; data: Note[] }>('GET', `/api/courses/${courseId}/notes?query=graph`, headersOf(student));
    expect(listed.body.count).toBe(1);
    expect((await call<Note[]>('GET', itemPath(ids.videoItem!, '/notes'), headersOf(student2))).body).toEqual([]);
    for (const [method, body] of [['PATCH', { note: 'mine now' }], ['DELETE', undefined]] as const) {
      const res = await call(method, `/api/courses/${courseId}/notes/${created.body.id}`, headersOf(student2), body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
    }
    expect((await call<Note>('PATCH', `/api/courses/${courseId}/notes/${created.body.id}`, headersOf(student), { note: 'Edited' })).body.note).toBe('Edited');
    expect((await call('DELETE', `/api/courses/${courseId}/notes/${created.body.id}`, headersOf(student))).status).toBe(204);
    const half = await call('POST', itemPath(ids.videoItem!, '/notes'), headersOf(student), { note: 'x', position: 3 });
    expect(half.body.code).toBe('req-001');
    expect((await call('POST', itemPath(ids.futureItem!, '/notes'), headersOf(student), { note: 'x' })).body.code).toBe('ply-002');
  });

  test('announcements: published and due, newest first, anonymous without author', async () => {
    const res = await call<{ count: number; data: Array<{ id: number; title: string; author: unknown }> }>('GET', `/api/courses/${courseId}/announcements`, headersOf(student));
    expect(res.body.data.map((item) => item.title)).toEqual(['Welcome', 'Anonymous']);
    expect(res.body.data[1]!.author).toBeNull();
    expect((await call('GET', `/api/courses/${courseId}/announcements/${res.body.data[0]!.id}`, headersOf(student))).status).toBe(200);
    expect((await call('GET', `/api/courses/${courseId}/announcements/2147483647`, headersOf(student))).status).toBe(404);
  });
});

test('bad input on every route is a 4xx with a code', async () => {
  const s = headersOf(student);
  const cases: Array<[string, string, unknown]> = [
    ['GET', `/api/courses/abc/player`, undefined],
    ['GET', `/api/courses/${courseId}/player?viewAs=teacher`, undefined],
    ['GET', `/api/courses/${courseId}/subsections/0`, undefined],
    ['PUT', `/api/courses/${courseId}/subsections/-1/visit`, undefined],
    ['POST', itemPath(ids.videoItem!, '/playback'), { ranges: Array(101).fill([0, 1]), position: 0 }],
    ['POST', itemPath(ids.videoItem!, '/playback'), { ranges: [[5, 1]], position: 0 }],
    ['POST', itemPath(ids.videoItem!, '/playback'), { ranges: [], position: -1 }],
    ['PUT', itemPath(ids.quizItem!, `/questionnaire/${ids.q1}`), { answerId: 'x' }],
    ['POST', itemPath(ids.textItem!, '/notes'), { note: '' }],
    ['POST', itemPath(ids.textItem!, '/notes'), { note: 'x'.repeat(5001) }],
    ['POST', itemPath(ids.textItem!, '/notes'), { note: 'x', positionKind: 'PAGE', position: 1 }],
    ['PATCH', `/api/courses/${courseId}/notes/1`, {}],
    ['GET', `/api/courses/${courseId}/notes?take=51`, undefined],
    ['GET', `/api/courses/${courseId}/announcements?skip=-1`, undefined],
    ['GET', `/api/courses/${courseId}/online-lectures?take=0`, undefined],
    ['GET', `/api/courses/${courseId}/online-lectures/x`, undefined],
    ['GET', `/api/courses/${courseId}/on-campus-lectures?take=x`, undefined],
    ['GET', `/api/courses/${courseId}/on-campus-lectures/0`, undefined],
    ['POST', `/api/courses/${courseId}/online-lectures/0/join`, undefined],
    ['POST', `/api/courses/${courseId}/attendance/code`, { code: 'abcdef' }],
    ['GET', `/api/courses/${courseId}/announcements/0`, undefined],
    ['DELETE', `/api/courses/${courseId}/notes/0`, undefined],
  ];
  for (const [method, path, body] of cases) {
    const res = await call(method, path, s, body);
    expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 400, code: 'req-001' });
  }
});

test('a 200-item outline answers quickly (no query per item)', async () => {
  const db = server.database.db;
  const big = await createCourse(db, demo);
  await db.insert(courseEnrollees).values({ organizationId: demo, courseId: big, userId: student.id });
  for (let s = 0; s < 10; s += 1) {
    const [section] = await db.insert(courseSections).values({ courseId: big, name: `S${s}`, sortOrder: s }).returning();
    await db.insert(courseSubsections).values(Array.from({ length: 20 }, (_, i) => ({ sectionId: section!.id, name: `I${i}`, contentType: 'TEXT', sortOrder: i })));
  }
  const res = await call<PlayerCourse>('GET', `/api/courses/${big}/player`, headersOf(student));
  expect(res.body.sections.flatMap((section) => section.subsections)).toHaveLength(200);
  const started = performance.now();
  for (let i = 0; i < 5; i += 1) await call('GET', `/api/courses/${big}/player`, headersOf(student));
  expect((performance.now() - started) / 5).toBeLessThan(500);
});

test('a video or audio of unknown length is done once opened; one of known length is not', async () => {
  const db = server.database.db;
  const course = await createCourse(db, demo);
  await db.insert(courseEnrollees).values({ organizationId: demo, courseId: course, userId: student.id });
  const [section] = await db.insert(courseSections).values({ courseId: course, name: 'Listening' }).returning({ id: courseSections.id });
  const unknown = await mediaRow({ type: 'audio', mime: 'audio/mpeg', fileName: 'talk.mp3', durationSeconds: null });
  const known = await mediaRow({ type: 'audio', mime: 'audio/ogg', fileName: 'tip.ogg', durationSeconds: 30 });
  const [mp3, ogg] = await db.insert(courseSubsections).values([
    { sectionId: section!.id, name: 'Talk', contentType: 'FILE', fileMediaId: unknown, sortOrder: 1 },
    { sectionId: section!.id, name: 'Tip', contentType: 'FILE', fileMediaId: known, sortOrder: 2 },
  ]).returning({ id: courseSubsections.id });
  const visit = (id: number) => call<{ isCompleted: boolean; progress: number | null }>('PUT', `/api/courses/${course}/subsections/${id}/visit`, headersOf(student));
  expect((await visit(ogg!.id)).body).toEqual({ isCompleted: false, progress: 0 });
  expect((await visit(mp3!.id)).body).toEqual({ isCompleted: true, progress: 50 });
});
