import { and, eq, sql } from 'drizzle-orm';
import { attendanceRecords } from '../src/modules/lms/attendance/tables';
import { attendanceCode, attendanceStepAt } from '../src/modules/lms/attendance/codes';
import { courseGroups } from '../src/modules/lms/content/tables';
import { subsectionProgress } from '../src/modules/lms/progress/tables';
import { courseEnrollees, courseInstructors, courseSections, courseSubsections } from '../src/modules/lms/tables';
import { attendanceSessions } from '../src/modules/lms/attendance/tables';
import { media } from '../src/modules/media/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { users } from '../src/modules/users/tables';
import type { Section } from '../src/modules/lms/manage/dto';
import type { Attachment, ManagedSubsection, Prerequisites } from '../src/modules/lms/authoring/subsection-dto';
import type { ManagedOnCampusLecture, ManagedOnlineLecture } from '../src/modules/lms/authoring/lecture-dto';
import type { ManagedCourseAnnouncement, ManagedCourseAnnouncementPage } from '../src/modules/lms/authoring/announcement-dto';
import type { AttendanceCode, AttendanceReport, AttendanceSession, ManualAttendance } from '../src/modules/lms/authoring/attendance-dto';
import { type Headers, callsTo } from './support/api-calls';
import { createCourse, createMembers, daysFromNow, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

/** The course player's authoring calls over HTTP (docs/design/course-player-api.md "Authoring calls"). */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

let admin: Headers;
let instructor: Headers;
let member: Headers;
let nourAdmin: Headers;
let demo: number;
let nour: number;
let students: TestMember[];

async function headersOf(prefix: 'demo' | 'nour', who: string): Promise<Headers> {
  return { ...bearer(await server.memberToken(prefix, who)), 'x-organization': prefix };
}

const call = callsTo(() => server);

async function userIdOf(organizationId: number, email: string): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, organizationId), eq(users.email, email)));
  return row!.id;
}

/** A demo course the demo instructor teaches (or not), with `sections` sections and the students enrolled. */
async function course(options: { taught?: boolean; sections?: number } = {}) {
  const db = server.database.db;
  const courseId = await createCourse(db, demo);
  if (options.taught ?? true) await db.insert(courseInstructors).values({ courseId, userId: await userIdOf(demo, 'instructor@demo.halaqa.test') });
  const sectionIds: number[] = [];
  for (let index = 0; index < (options.sections ?? 1); index += 1) {
    const [row] = await db.insert(courseSections).values({ courseId, name: `Week ${index + 1}`, sortOrder: index }).returning({ id: courseSections.id });
    sectionIds.push(row!.id);
  }
  await db.insert(courseEnrollees).values(students.map((student) => ({ organizationId: demo, courseId, userId: student.id })));
  return { courseId, sectionIds };
}

async function mediaRow(organizationId: number, status: 'READY' | 'UPLOADING' = 'READY'): Promise<number> {
  const uploader = await userIdOf(organizationId, organizationId === demo ? 'admin@demo.halaqa.test' : 'admin@nour.halaqa.test');
  const [row] = await server.database.db.insert(media).values({
    organizationId, userId: uploader, type: 'file', mime: 'application/pdf', key: `${organizationId}/authoring-${Math.random().toString(36).slice(2)}`,
    fileName: 'notes.pdf', sizeKB: 10, status,
  }).returning({ id: media.id });
  return row!.id;
}

const progressOf = async (courseId: number, userId: number) => {
  const [row] = await server.database.db.select({ progress: courseEnrollees.progress }).from(courseEnrollees)
    .where(and(eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.userId, userId)));
  return row!.progress;
};

const expectError = (res: { status: number; body: Partial<ErrorBody> }, status: number, code: string) =>
  expect({ status: res.status, code: res.body.code }).toEqual({ status, code });

const text = (name = 'Reading') => ({ name, contentType: 'TEXT', body: '<p>Read this</p>' });
const lectureTimes = { startsAt: daysFromNow(-1).toISOString(), endsAt: new Date(daysFromNow(-1).getTime() + 3_600_000).toISOString() };

beforeAll(async () => {
  admin = await headersOf('demo', 'admin@demo.halaqa.test');
  instructor = await headersOf('demo', 'instructor@demo.halaqa.test');
  member = await headersOf('demo', 'member@demo.halaqa.test');
  nourAdmin = await headersOf('nour', 'admin@nour.halaqa.test');
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  students = await createMembers(server.database.db, demo, 2);
});

describe('who may author', () => {
  interface Case { name: string; method: string; path: (ids: Ids) => string; body?: (ids: Ids) => unknown; ok: number }
  interface Ids { courseId: number; sectionId: number; otherSectionId: number; subsectionId: number; attachmentId: number;
    onlineLectureId: number; onCampusLectureId: number; announcementId: number; attendanceId: number }

  /** A course with one of everything, so that each call has something to act on. */
  async function stocked(taught: boolean): Promise<Ids> {
    const { courseId, sectionIds: [sectionId, otherSectionId] } = await course({ taught, sections: 2 });
    const online = await call<ManagedOnlineLecture>('POST', `/api/courses/${courseId}/online-lectures`, admin, { title: 'Live', ...lectureTimes });
    const onCampus = await call<ManagedOnCampusLecture>('POST', `/api/courses/${courseId}/on-campus-lectures`, admin, { title: 'Room', location: 'Hall A', ...lectureTimes });
    const sub = await call<ManagedSubsection>('POST', `/api/courses/${courseId}/sections/${sectionId}/subsections`, admin, text());
    const attachment = await call<Attachment>('POST', `/api/courses/${courseId}/subsections/${sub.body.id}/attachments`, admin, { name: 'Site', link: 'https://example.org' });
    const announcement = await call<ManagedCourseAnnouncement>('POST', `/api/courses/${courseId}/announcements`, admin, { title: 'Hi', content: '<p>x</p>' });
    const session = await call<AttendanceSession>('POST', `/api/courses/${courseId}/attendance-sessions`, admin, { onCampusLectureId: onCampus.body.id });
    return {
      courseId, sectionId: sectionId!, otherSectionId: otherSectionId!, subsectionId: sub.body.id, attachmentId: attachment.body.id,
      onlineLectureId: online.body.id, onCampusLectureId: onCampus.body.id, announcementId: announcement.body.id, attendanceId: session.body.id,
    };
  }

  const CASES: Case[] = [
    // Before createSubsection: the order names every subsection of the section.
    { name: 'orderSubsections', method: 'PUT', path: (i) => `/api/courses/${i.courseId}/sections/${i.sectionId}/subsections/order`, body: (i) => ({ subsectionIds: [i.subsectionId] }), ok: 200 },
    { name: 'createSubsection', method: 'POST', path: (i) => `/api/courses/${i.courseId}/sections/${i.sectionId}/subsections`, body: () => text(), ok: 201 },
    { name: 'updateSubsection', method: 'PATCH', path: (i) => `/api/courses/${i.courseId}/subsections/${i.subsectionId}`, body: () => ({ weight: 2 }), ok: 200 },
    { name: 'orderCourseSections', method: 'PUT', path: (i) => `/api/courses/${i.courseId}/sections/order`, body: (i) => ({ sectionIds: [i.otherSectionId, i.sectionId] }), ok: 200 },
    { name: 'setSectionPrerequisites', method: 'PUT', path: (i) => `/api/courses/${i.courseId}/sections/${i.otherSectionId}/prerequisites`, body: (i) => ({ sectionIds: [i.sectionId] }), ok: 200 },
    { name: 'addSubsectionAttachment', method: 'POST', path: (i) => `/api/courses/${i.courseId}/subsections/${i.subsectionId}/attachments`, body: () => ({ name: 'More', link: 'https://example.org/more' }), ok: 201 },
    { name: 'deleteSubsectionAttachment', method: 'DELETE', path: (i) => `/api/courses/${i.courseId}/subsections/${i.subsectionId}/attachments/${i.attachmentId}`, ok: 204 },
    { name: 'createOnlineLecture', method: 'POST', path: (i) => `/api/courses/${i.courseId}/online-lectures`, body: () => ({ title: 'Another', ...lectureTimes }), ok: 201 },
    { name: 'updateOnlineLecture', method: 'PATCH', path: (i) => `/api/courses/${i.courseId}/online-lectures/${i.onlineLectureId}`, body: () => ({ title: 'Renamed' }), ok: 200 },
    { name: 'createOnCampusLecture', method: 'POST', path: (i) => `/api/courses/${i.courseId}/on-campus-lectures`, body: () => ({ title: 'Lab', location: 'Lab 2', ...lectureTimes }), ok: 201 },
    { name: 'updateOnCampusLecture', method: 'PATCH', path: (i) => `/api/courses/${i.courseId}/on-campus-lectures/${i.onCampusLectureId}`, body: () => ({ location: 'Hall B' }), ok: 200 },
    { name: 'listManagedCourseAnnouncements', method: 'GET', path: (i) => `/api/courses/${i.courseId}/announcements/manage`, ok: 200 },
    { name: 'createCourseAnnouncement', method: 'POST', path: (i) => `/api/courses/${i.courseId}/announcements`, body: () => ({ title: 'Draft', content: 'x' }), ok: 201 },
    { name: 'updateCourseAnnouncement', method: 'PATCH', path: (i) => `/api/courses/${i.courseId}/announcements/${i.announcementId}`, body: () => ({ title: 'Edited' }), ok: 200 },
    { name: 'openAttendanceSession', method: 'POST', path: (i) => `/api/courses/${i.courseId}/attendance-sessions`, body: (i) => ({ onlineLectureId: i.onlineLectureId }), ok: 201 },
    { name: 'getAttendanceCode', method: 'GET', path: (i) => `/api/courses/${i.courseId}/attendance-sessions/${i.attendanceId}/code`, ok: 200 },
    { name: 'getAttendanceReport', method: 'GET', path: (i) => `/api/courses/${i.courseId}/attendance/report`, ok: 200 },
    { name: 'setManualAttendance', method: 'PUT', path: (i) => `/api/courses/${i.courseId}/attendance/records`, body: (i) => ({ userId: students[0]!.id, onlineLectureId: i.onlineLectureId, attended: true }), ok: 200 },
    { name: 'closeAttendanceSession', method: 'POST', path: (i) => `/api/courses/${i.courseId}/attendance-sessions/${i.attendanceId}/close`, ok: 200 },
    { name: 'deleteCourseAnnouncement', method: 'DELETE', path: (i) => `/api/courses/${i.courseId}/announcements/${i.announcementId}`, ok: 204 },
    { name: 'deleteSubsection', method: 'DELETE', path: (i) => `/api/courses/${i.courseId}/subsections/${i.subsectionId}`, ok: 204 },
    { name: 'deleteOnlineLecture', method: 'DELETE', path: (i) => `/api/courses/${i.courseId}/online-lectures/${i.onlineLectureId}`, ok: 204 },
    { name: 'deleteOnCampusLecture', method: 'DELETE', path: (i) => `/api/courses/${i.courseId}/on-campus-lectures/${i.onCampusLectureId}`, ok: 204 },
  ];

  test('administrators and the course instructor get through; others are refused and nothing changes', async () => {
    const seen: string[] = [];
    const expectSeen = (label: string, got: { status: number; body: Partial<ErrorBody> }, status: number, code?: string) => {
      const actual = `${label} ${got.status}${got.status >= 400 ? ` ${got.body.code}` : ''}`;
      const wanted = `${label} ${status}${code ? ` ${code}` : ''}`;
      if (actual !== wanted) seen.push(`${actual} (expected ${wanted})`);
    };
    for (const [who, headers] of [['administrator', admin], ['instructor', instructor]] as const) {
      const ids = await stocked(true);
      for (const entry of CASES) expectSeen(`${who} ${entry.name}`, await call(entry.method, entry.path(ids), headers, entry.body?.(ids)), entry.ok);
    }
    const untaught = await stocked(false);
    const taught = await stocked(true);
    for (const entry of CASES) {
      expectSeen(`instructor of another course ${entry.name}`, await call(entry.method, entry.path(untaught), instructor, entry.body?.(untaught)), 404, 'req-002');
      expectSeen(`member ${entry.name}`, await call(entry.method, entry.path(taught), member, entry.body?.(taught)), 403, 'perm-001');
      expectSeen(`nour administrator ${entry.name}`, await call(entry.method, entry.path(taught), nourAdmin, entry.body?.(taught)), 404, 'req-002');
    }
    expect(seen).toEqual([]);
    // The refused calls changed nothing.
    const [still] = await server.database.db.select({ weight: courseSubsections.weight }).from(courseSubsections).where(eq(courseSubsections.id, taught.subsectionId));
    expect(still?.weight).toBe(1);
  });
});

describe('subsections', () => {
  test('every content type, as the contract shapes it; rich text is sanitized', async () => {
    const { courseId, sectionIds: [sectionId] } = await course();
    const base = `/api/courses/${courseId}/sections/${sectionId}/subsections`;
    const fileId = await mediaRow(demo);
    const file = await call<ManagedSubsection>('POST', base, instructor, { name: 'Slides', contentType: 'FILE', fileMediaId: fileId });
    expect(file.status).toBe(201);
    expect(file.body).toMatchObject({ contentType: 'FILE', file: { mediaId: fileId, fileName: 'notes.pdf' }, sortOrder: 0, weight: 1, audience: 'ALL' });

    const lesson = await call<ManagedSubsection>('POST', base, instructor, {
      name: 'Lesson', contentType: 'TEXT', body: '<h2>Intro</h2><script>alert(1)</script><a href="javascript:x()" onclick="y()">go</a>',
    });
    expect(lesson.body).toMatchObject({ isTextOnly: true, body: '<h2>Intro</h2><a rel="noopener noreferrer">go</a>', sortOrder: 1 });

    const quiz = await call<ManagedSubsection>('POST', base, instructor, {
      name: 'Check', contentType: 'QUESTIONNAIRE',
      questionnaire: [{ text: '2 + 2?', answers: [{ text: '4', isCorrect: true, explanation: 'Sum' }, { text: '5', isCorrect: false }] }],
    });
    expect(quiz.status).toBe(201);
    expect(quiz.body.questionnaire).toEqual([{ id: expect.any(Number), text: '2 + 2?', answers: [
      { id: expect.any(Number), text: '4', isCorrect: true, explanation: 'Sum' }, { id: expect.any(Number), text: '5', isCorrect: false, explanation: null },
    ] }]);

    const online = await call<ManagedOnlineLecture>('POST', `/api/courses/${courseId}/online-lectures`, instructor, { title: 'Live', ...lectureTimes });
    const live = await call<ManagedSubsection>('POST', base, instructor, { name: 'Live', contentType: 'ONLINE_LECTURE', onlineLectureId: online.body.id });
    expect(live.body.onlineLectureId).toBe(online.body.id);
    // A lecture is taught by one subsection.
    expectError(await call('POST', base, instructor, { name: 'Again', contentType: 'ONLINE_LECTURE', onlineLectureId: online.body.id }), 400, 'crs-002');

    const onCampus = await call<ManagedOnCampusLecture>('POST', `/api/courses/${courseId}/on-campus-lectures`, instructor, { title: 'Room', location: 'A1', ...lectureTimes });
    const room = await call<ManagedSubsection>('POST', base, instructor, { name: 'Room', contentType: 'ON_CAMPUS_LECTURE', onCampusLectureId: onCampus.body.id });
    expect(room.body.onCampusLectureId).toBe(onCampus.body.id);

    const exam = await call<ManagedSubsection>('POST', base, instructor, { name: 'Final', contentType: 'EXAM', isOptional: true, weight: 5, isPublished: false });
    expect(exam.body).toMatchObject({ contentType: 'EXAM', isOptional: true, weight: 5, isPublished: false });

    const sections = await call<Section[]>('GET', `/api/courses/${courseId}/sections`, instructor);
    expect(sections.body[0]!.subsections.map((sub) => sub.name)).toEqual(['Slides', 'Lesson', 'Check', 'Live', 'Room', 'Final']);
  });

  test('bad content is a 400 with a code', async () => {
    const { courseId, sectionIds: [sectionId] } = await course();
    const other = await course();
    const base = `/api/courses/${courseId}/sections/${sectionId}/subsections`;
    const otherLecture = await call<ManagedOnlineLecture>('POST', `/api/courses/${other.courseId}/online-lectures`, admin, { title: 'Elsewhere', ...lectureTimes });
    const [group] = await server.database.db.insert(courseGroups).values({ courseId: other.courseId, name: 'Other group' }).returning({ id: courseGroups.id });
    const outsider = (await createMembers(server.database.db, demo, 1))[0]!;
    const cases: Array<[string, unknown]> = [
      ['a FILE without media', { name: 'f', contentType: 'FILE' }],
      ['media still uploading', { name: 'f', contentType: 'FILE', fileMediaId: await mediaRow(demo, 'UPLOADING') }],
      ["another organization's media", { name: 'f', contentType: 'FILE', fileMediaId: await mediaRow(nour) }],
      ['a file on a TEXT item', { ...text(), fileMediaId: await mediaRow(demo) }],
      ['a TEXT item without body', { name: 't', contentType: 'TEXT' }],
      ['a body that is only a script', { name: 't', contentType: 'TEXT', body: '<script>alert(1)</script>' }],
      ['a questionnaire without questions', { name: 'q', contentType: 'QUESTIONNAIRE', questionnaire: [] }],
      ['a question with one answer', { name: 'q', contentType: 'QUESTIONNAIRE', questionnaire: [{ text: 'q', answers: [{ text: 'a', isCorrect: true }] }] }],
      ['two correct answers', { name: 'q', contentType: 'QUESTIONNAIRE', questionnaire: [{ text: 'q', answers: [{ text: 'a', isCorrect: true }, { text: 'b', isCorrect: true }] }] }],
      ["another course's lecture", { name: 'l', contentType: 'ONLINE_LECTURE', onlineLectureId: otherLecture.body.id }],
      ['dates out of order', { ...text(), availableFrom: '2030-02-01T00:00:00Z', availableTo: '2030-01-01T00:00:00Z' }],
      ['a student who is not enrolled', { ...text(), audience: 'SPECIFIC_STUDENTS', audienceStudentIds: [outsider.id] }],
      ["another course's group", { ...text(), audience: 'SPECIFIC_GROUPS', audienceGroupIds: [group!.id] }],
      ['an audience without names', { ...text(), audience: 'SPECIFIC_GROUPS' }],
    ];
    for (const [what, body] of cases) {
      const res = await call('POST', base, admin, body);
      expect({ what, status: res.status, code: res.body.code }).toEqual({ what, status: 400, code: 'crs-002' });
    }
    for (const body of [{ name: 'x', contentType: 'VIDEO' }, { ...text(), weight: 101 }, { contentType: 'TEXT' }]) {
      expectError(await call('POST', base, admin, body), 400, 'req-001');
    }
    // A section of another course is not found; nothing was written.
    expectError(await call('POST', `/api/courses/${courseId}/sections/${other.sectionIds[0]}/subsections`, admin, text()), 404, 'req-002');
    expect(await server.database.db.select({ id: courseSubsections.id }).from(courseSubsections).where(eq(courseSubsections.sectionId, sectionId!))).toEqual([]);
  });

  test('an audience of enrolled students and course groups; changing the type drops the old content', async () => {
    const { courseId, sectionIds: [sectionId, secondId] } = await course({ sections: 2 });
    const [group] = await server.database.db.insert(courseGroups).values({ courseId, name: 'Group A' }).returning({ id: courseGroups.id });
    const created = await call<ManagedSubsection>('POST', `/api/courses/${courseId}/sections/${sectionId}/subsections`, admin, {
      ...text(), audience: 'SPECIFIC_STUDENTS', audienceStudentIds: [students[0]!.id],
    });
    expect(created.body).toMatchObject({ audience: 'SPECIFIC_STUDENTS', audienceStudentIds: [students[0]!.id], audienceGroupIds: [] });
    const path = `/api/courses/${courseId}/subsections/${created.body.id}`;
    const grouped = await call<ManagedSubsection>('PATCH', path, admin, { audience: 'SPECIFIC_GROUPS', audienceGroupIds: [group!.id] });
    expect(grouped.body).toMatchObject({ audience: 'SPECIFIC_GROUPS', audienceStudentIds: [], audienceGroupIds: [group!.id] });

    const quiz = await call<ManagedSubsection>('PATCH', path, admin, {
      contentType: 'QUESTIONNAIRE', questionnaire: [{ text: 'q', answers: [{ text: 'a', isCorrect: true }, { text: 'b', isCorrect: false }] }],
    });
    expect(quiz.body).toMatchObject({ contentType: 'QUESTIONNAIRE', isTextOnly: false });
    expect(quiz.body.questionnaire).toHaveLength(1);
    const fileId = await mediaRow(demo);
    const file = await call<ManagedSubsection>('PATCH', path, admin, { contentType: 'FILE', fileMediaId: fileId, audience: 'ALL' });
    expect(file.body).toMatchObject({ contentType: 'FILE', file: { mediaId: fileId }, questionnaire: [], audience: 'ALL', audienceGroupIds: [] });
    expectError(await call('PATCH', path, admin, { contentType: 'TEXT', body: null }), 400, 'crs-002');

    const moved = await call<ManagedSubsection>('PATCH', path, admin, { sectionId: secondId });
    expect(moved.body.sectionId).toBe(secondId);
    const other = await course();
    expectError(await call('PATCH', path, admin, { sectionId: other.sectionIds[0] }), 400, 'crs-002');
    expectError(await call('PATCH', `/api/courses/${other.courseId}/subsections/${created.body.id}`, admin, { weight: 3 }), 404, 'req-002');
  });

  test('progress is recomputed when what counts changes', async () => {
    const { courseId, sectionIds: [sectionId] } = await course();
    const base = `/api/courses/${courseId}/sections/${sectionId}/subsections`;
    const first = await call<ManagedSubsection>('POST', base, admin, text('One'));
    const [student] = students;
    await server.database.db.insert(subsectionProgress).values({
      organizationId: demo, userId: student!.id, courseId, subsectionId: first.body.id, completedAt: new Date(),
    });
    const second = await call<ManagedSubsection>('POST', base, admin, text('Two'));
    expect(await progressOf(courseId, student!.id)).toBe(50);
    await call('PATCH', `/api/courses/${courseId}/subsections/${second.body.id}`, admin, { weight: 3 });
    expect(await progressOf(courseId, student!.id)).toBe(25);
    await call('PATCH', `/api/courses/${courseId}/subsections/${second.body.id}`, admin, { isOptional: true });
    expect(await progressOf(courseId, student!.id)).toBe(100);
    await call('PATCH', `/api/courses/${courseId}/subsections/${second.body.id}`, admin, { isOptional: false, audience: 'SPECIFIC_STUDENTS', audienceStudentIds: [students[1]!.id] });
    expect(await progressOf(courseId, student!.id)).toBe(100);
    expect(await progressOf(courseId, students[1]!.id)).toBe(0);
    await call('PATCH', `/api/courses/${courseId}/subsections/${first.body.id}`, admin, { isPublished: false });
    expect(await progressOf(courseId, student!.id)).toBe(0);
    expect((await call('DELETE', `/api/courses/${courseId}/subsections/${first.body.id}`, admin)).status).toBe(204);
    expect((await call('DELETE', `/api/courses/${courseId}/subsections/${first.body.id}`, admin)).status).toBe(404);
  });
});

describe('order and prerequisites', () => {
  test('sections and subsections take the order given, which must name each once', async () => {
    const { courseId, sectionIds } = await course({ sections: 3 });
    const [a, b, c] = sectionIds as [number, number, number];
    const ordered = await call<Section[]>('PUT', `/api/courses/${courseId}/sections/order`, admin, { sectionIds: [c, a, b] });
    expect(ordered.body.map((section) => section.id)).toEqual([c, a, b]);
    expectError(await call('PUT', `/api/courses/${courseId}/sections/order`, admin, { sectionIds: [c, a] }), 400, 'crs-002');
    const other = await course();
    expectError(await call('PUT', `/api/courses/${courseId}/sections/order`, admin, { sectionIds: [c, a, other.sectionIds[0]] }), 400, 'crs-002');

    const base = `/api/courses/${courseId}/sections/${a}/subsections`;
    const one = (await call<ManagedSubsection>('POST', base, admin, text('1'))).body.id;
    const two = (await call<ManagedSubsection>('POST', base, admin, text('2'))).body.id;
    const section = await call<Section>('PUT', `/api/courses/${courseId}/sections/${a}/subsections/order`, admin, { subsectionIds: [two, one] });
    expect(section.body.subsections.map((sub) => sub.id)).toEqual([two, one]);
    expectError(await call('PUT', `/api/courses/${courseId}/sections/${a}/subsections/order`, admin, { subsectionIds: [two] }), 400, 'crs-002');
  });

  test('prerequisites: same course, no cycle', async () => {
    const { courseId, sectionIds } = await course({ sections: 3 });
    const [a, b, c] = sectionIds as [number, number, number];
    const put = (section: number, ids: number[]) => call<Prerequisites>('PUT', `/api/courses/${courseId}/sections/${section}/prerequisites`, admin, { sectionIds: ids });
    expect((await put(b, [a])).body).toEqual({ sectionId: b, prerequisites: [{ id: a, name: 'Week 1' }] });
    expect((await put(c, [b])).status).toBe(200);
    const cycle = await put(a, [c]);
    expectError(cycle, 400, 'crs-002');
    expect(cycle.body.message).toMatch(/Week 1.*Week 3.*Week 2.*Week 1/);
    expectError(await put(a, [a]), 400, 'crs-002');
    const other = await course();
    expectError(await put(a, [other.sectionIds[0]!]), 400, 'crs-002');
    // Dropping the edge that made the cycle lets it through.
    expect((await put(c, [])).body.prerequisites).toEqual([]);
    expect((await put(a, [c])).status).toBe(200);
  });
});

describe('attachments', () => {
  test('a file or a link, exactly one', async () => {
    const { courseId, sectionIds: [sectionId] } = await course();
    const sub = await call<ManagedSubsection>('POST', `/api/courses/${courseId}/sections/${sectionId}/subsections`, admin, text());
    const path = `/api/courses/${courseId}/subsections/${sub.body.id}/attachments`;
    const fileId = await mediaRow(demo);
    const file = await call<Attachment>('POST', path, instructor, { name: 'Handout', mediaId: fileId });
    expect(file.body).toMatchObject({ name: 'Handout', mediaId: fileId, link: null, sortOrder: 0 });
    const link = await call<Attachment>('POST', path, instructor, { name: 'Site', link: 'https://example.org/x' });
    expect(link.body).toMatchObject({ mediaId: null, link: 'https://example.org/x', sortOrder: 1 });
    expectError(await call('POST', path, instructor, { name: 'Both', mediaId: fileId, link: 'https://example.org' }), 400, 'crs-002');
    expectError(await call('POST', path, instructor, { name: 'None' }), 400, 'crs-002');
    expectError(await call('POST', path, instructor, { name: 'Script', link: 'javascript:alert(1)' }), 400, 'req-001');
    expectError(await call('POST', path, instructor, { name: 'Nour', mediaId: await mediaRow(nour) }), 400, 'crs-002');
    expect((await call('DELETE', `${path}/${file.body.id}`, instructor)).status).toBe(204);
    expectError(await call('DELETE', `${path}/${file.body.id}`, instructor), 404, 'req-002');
  });
});

describe('lectures', () => {
  test('times in order; a lecture a subsection teaches with is not deleted', async () => {
    const { courseId, sectionIds: [sectionId] } = await course();
    const online = await call<ManagedOnlineLecture>('POST', `/api/courses/${courseId}/online-lectures`, instructor, {
      title: 'Live', ...lectureTimes, meetingKind: 'VIDEO_CONFERENCE_TOOL', tool: 'zoom', meetingUrl: 'https://zoom.example.org/j/1',
    });
    expect(online.body).toMatchObject({ courseId, subsectionId: null, meetingKind: 'VIDEO_CONFERENCE_TOOL', tool: 'zoom' });
    expectError(await call('PATCH', `/api/courses/${courseId}/online-lectures/${online.body.id}`, instructor, { endsAt: lectureTimes.startsAt }), 400, 'crs-002');
    expectError(await call('POST', `/api/courses/${courseId}/online-lectures`, instructor, { title: 'x', ...lectureTimes, meetingKind: 'VIDEO_CONFERENCE_TOOL' }), 400, 'crs-002');
    expectError(await call('POST', `/api/courses/${courseId}/on-campus-lectures`, instructor, { title: 'x', location: 'y', ...lectureTimes, latitude: 10 }), 400, 'crs-002');
    const sub = await call<ManagedSubsection>('POST', `/api/courses/${courseId}/sections/${sectionId}/subsections`, instructor, {
      name: 'Live', contentType: 'ONLINE_LECTURE', onlineLectureId: online.body.id,
    });
    expectError(await call('DELETE', `/api/courses/${courseId}/online-lectures/${online.body.id}`, instructor), 400, 'crs-002');
    await call('PATCH', `/api/courses/${courseId}/subsections/${sub.body.id}`, instructor, { contentType: 'EXAM' });
    expect((await call('DELETE', `/api/courses/${courseId}/online-lectures/${online.body.id}`, instructor)).status).toBe(204);
    const other = await course();
    expectError(await call('PATCH', `/api/courses/${other.courseId}/on-campus-lectures/2147483647`, admin, { title: 'x' }), 404, 'req-002');
  });
});

describe('course announcements', () => {
  const eventsOf = async (announcementId: number) => server.database.db.select().from(domainEvents).where(and(
    eq(domainEvents.type, 'course.announcement-published'), sql`(${domainEvents.subject} ->> 'announcementId')::integer = ${announcementId}`,
  ));

  test('publishing records one event for the enrolled members; edits and republishing do not notify again', async () => {
    const { courseId } = await course();
    const created = await call<ManagedCourseAnnouncement>('POST', `/api/courses/${courseId}/announcements`, instructor, {
      title: 'Welcome', content: '<p onclick="x()">Hello</p><iframe src="https://evil.example.org"></iframe>', isPublished: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Welcome', content: '<p>Hello</p>', isPublished: true, author: { name: 'Lina Farouk' } });
    const path = `/api/courses/${courseId}/announcements/${created.body.id}`;
    await call('PATCH', path, instructor, { title: 'Welcome!' });
    await call('PATCH', path, instructor, { isPublished: false });
    await call('PATCH', path, instructor, { isPublished: true });
    const events = await eventsOf(created.body.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      organizationId: demo, subject: { courseId, announcementId: created.body.id }, deliverAt: null,
      audience: { kind: 'users', userIds: expect.arrayContaining(students.map((student) => student.id)) },
      payload: { title: 'Welcome' },
    });
  });

  test('a draft notifies when it is published, at its date when that is later', async () => {
    const { courseId } = await course();
    const later = daysFromNow(3);
    const draft = await call<ManagedCourseAnnouncement>('POST', `/api/courses/${courseId}/announcements`, admin, {
      title: 'Exam', content: 'On Monday', announcementDate: later.toISOString(), postAnonymously: true,
    });
    expect(await eventsOf(draft.body.id)).toHaveLength(0);
    await call('PATCH', `/api/courses/${courseId}/announcements/${draft.body.id}`, admin, { isPublished: true });
    const [event] = await eventsOf(draft.body.id);
    expect(event?.deliverAt?.toISOString()).toBe(later.toISOString());
    const list = await call<ManagedCourseAnnouncementPage>('GET', `/api/courses/${courseId}/announcements/manage`, admin);
    expect(list.body).toMatchObject({ count: 1, data: [{ id: draft.body.id, isPublished: true, postAnonymously: true }] });
    expectError(await call('POST', `/api/courses/${courseId}/announcements`, admin, { title: 'x', content: '<script>x</script>' }), 400, 'crs-002');
    expectError(await call('POST', `/api/courses/${courseId}/announcements`, admin, { title: '', content: 'x' }), 400, 'req-001');
  });
});

describe('attendance', () => {
  test('a session: its code, deep link and QR code, closing it', async () => {
    const { courseId } = await course();
    const lecture = await call<ManagedOnCampusLecture>('POST', `/api/courses/${courseId}/on-campus-lectures`, instructor, { title: 'Room', location: 'A1', ...lectureTimes });
    const session = await call<AttendanceSession>('POST', `/api/courses/${courseId}/attendance-sessions`, instructor, { onCampusLectureId: lecture.body.id, minutes: 5 });
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({ lectureKind: 'ON_CAMPUS', lectureId: lecture.body.id, isOpen: true });
    expect(Date.parse(session.body.closesAt) - Date.parse(session.body.opensAt)).toBe(5 * 60_000);

    const codePath = `/api/courses/${courseId}/attendance-sessions/${session.body.id}/code`;
    const code = await call<AttendanceCode>('GET', codePath, instructor);
    expect(code.status).toBe(200);
    const [stored] = await server.database.db.select({ secret: attendanceSessions.secret }).from(attendanceSessions).where(eq(attendanceSessions.id, session.body.id));
    expect(Buffer.from(stored!.secret, 'base64url')).toHaveLength(32);
    const step = attendanceStepAt(Date.now());
    expect([attendanceCode(stored!.secret, step), attendanceCode(stored!.secret, step - 1)]).toContain(code.body.code);
    expect(code.body.deepLink).toMatch(new RegExp(`^https?://[^/]+/lms/courses/${courseId}/attendance\\?code=${code.body.code}$`));
    expect(code.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(code.headers.get('cache-control')).toBe('no-store');

    expectError(await call('POST', `/api/courses/${courseId}/attendance-sessions`, instructor, {}), 400, 'crs-002');
    expectError(await call('POST', `/api/courses/${courseId}/attendance-sessions`, instructor, { onCampusLectureId: lecture.body.id, minutes: 241 }), 400, 'req-001');
    const closed = await call<AttendanceSession>('POST', `/api/courses/${courseId}/attendance-sessions/${session.body.id}/close`, instructor);
    expect(closed.body.isOpen).toBe(false);
    expect((await call<AttendanceSession>('POST', `/api/courses/${courseId}/attendance-sessions/${session.body.id}/close`, instructor)).body.closesAt).toBe(closed.body.closesAt);
    expectError(await call('GET', codePath, instructor), 409, 'att-002');
  });

  test('manual records are idempotent, complete the lecture item, and show in the report', async () => {
    const { courseId, sectionIds: [sectionId] } = await course();
    const held = await call<ManagedOnCampusLecture>('POST', `/api/courses/${courseId}/on-campus-lectures`, admin, { title: 'Held', location: 'A1', ...lectureTimes });
    await call<ManagedOnCampusLecture>('POST', `/api/courses/${courseId}/on-campus-lectures`, admin, {
      title: 'Later', location: 'A1', startsAt: daysFromNow(5).toISOString(), endsAt: daysFromNow(6).toISOString(),
    });
    await call('POST', `/api/courses/${courseId}/sections/${sectionId}/subsections`, admin, { name: 'Held', contentType: 'ON_CAMPUS_LECTURE', onCampusLectureId: held.body.id });
    const [student, other] = students as [TestMember, TestMember];
    const put = (body: unknown) => call<ManualAttendance>('PUT', `/api/courses/${courseId}/attendance/records`, admin, body);
    const first = await put({ userId: student.id, onCampusLectureId: held.body.id, attended: true });
    expect(first.body).toMatchObject({ userId: student.id, lectureKind: 'ON_CAMPUS', lectureId: held.body.id, attended: true, method: 'MANUAL' });
    expect((await put({ userId: student.id, onCampusLectureId: held.body.id, attended: true })).body).toEqual(first.body);
    expect(await progressOf(courseId, student.id)).toBe(100);

    const report = await call<AttendanceReport>('GET', `/api/courses/${courseId}/attendance/report`, admin);
    expect(report.body.count).toBe(2);
    expect(report.body.data.find((row) => row.userId === student.id)).toMatchObject({ attendedCount: 1, heldCount: 1, percentage: 100 });
    expect(report.body.data.find((row) => row.userId === other.id)).toMatchObject({ attendedCount: 0, heldCount: 1, percentage: 0 });

    const absent = await put({ userId: student.id, onCampusLectureId: held.body.id, attended: false });
    expect(absent.body).toMatchObject({ attended: false, method: null, recordedAt: null });
    expect((await put({ userId: student.id, onCampusLectureId: held.body.id, attended: false })).body).toEqual(absent.body);
    expect(await progressOf(courseId, student.id)).toBe(0);
    expect(await server.database.db.select().from(attendanceRecords).where(eq(attendanceRecords.courseId, courseId))).toHaveLength(0);

    const outsider = (await createMembers(server.database.db, demo, 1))[0]!;
    expectError(await put({ userId: outsider.id, onCampusLectureId: held.body.id, attended: true }), 400, 'crs-002');
    expectError(await put({ userId: student.id, attended: true }), 400, 'crs-002');
    const other2 = await course();
    const foreign = await call<ManagedOnCampusLecture>('POST', `/api/courses/${other2.courseId}/on-campus-lectures`, admin, { title: 'X', location: 'B', ...lectureTimes });
    expectError(await put({ userId: student.id, onCampusLectureId: foreign.body.id, attended: true }), 400, 'crs-002');
  });
});
