import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AssignmentDetail, ManagedAssignment, ManagedSubmission, Submission } from '../src/modules/lms/assignments/dto';
import { plagiarismReports } from '../src/modules/lms/assignments/tables';
import { courseGroupMembers, courseGroups } from '../src/modules/lms/content/tables';
import { gradeItems, studentGrades } from '../src/modules/lms/grades/tables';
import { subsectionProgress } from '../src/modules/lms/progress/tables';
import { courseEnrollees, courseInstructors, courseSections, courseSubsections } from '../src/modules/lms/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { users } from '../src/modules/users/tables';
import { type Headers, callsTo, headersOf, uploadThrough } from './support/api-calls';
import { createCourse, createMembers, daysFromNow, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

/** Assignments over HTTP (docs/design/course-work-api.md "Assignments"): member calls, manager calls, windows, groups, copy detection. */

let server: TestServer;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-assignments-'));
  server = await startTestServer({ mediaDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const call = callsTo(() => server);

let demo: number;
let s1: TestMember;
let s2: TestMember;
let s3: TestMember;
let outsider: TestMember;
let nourMember: TestMember;
let otherInstructor: TestMember;
let otherCourseId: number;
let instructor: Headers;
let courseId: number;
let sectionId: number;
const ids: Record<string, number> = {};

const base = () => `/api/courses/${courseId}/assignments`;

async function assignmentItem(name: string): Promise<number> {
  const [row] = await server.database.db.insert(courseSubsections).values({ sectionId, name, contentType: 'ASSIGNMENT' }).returning({ id: courseSubsections.id });
  return row!.id;
}

async function createAssignment(name: string, fields: Record<string, unknown>): Promise<ManagedAssignment> {
  const res = await call<ManagedAssignment>('POST', base(), instructor, { subsectionId: await assignmentItem(name), title: name, ...fields });
  expect(res.status).toBe(201);
  return res.body;
}

const submit = (member: TestMember, assignmentId: number, body: Record<string, unknown>) =>
  call<Submission>('POST', `${base()}/${assignmentId}/submissions`, headersOf(member), body);
const detail = (member: TestMember, assignmentId: number) => call<AssignmentDetail>('GET', `${base()}/${assignmentId}`, headersOf(member));

beforeAll(async () => {
  const db = server.database.db;
  demo = await server.organizationId('demo');
  [s1, s2, s3, outsider, otherInstructor] = await createMembers(db, demo, 5) as [TestMember, TestMember, TestMember, TestMember, TestMember];
  [nourMember] = await createMembers(db, await server.organizationId('nour'), 1) as [TestMember];
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  const [instructorRow] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, demo), eq(users.email, 'instructor@demo.halaqa.test')));
  courseId = await createCourse(db, demo);
  otherCourseId = await createCourse(db, demo);
  await db.insert(courseInstructors).values([{ courseId, userId: instructorRow!.id }, { courseId: otherCourseId, userId: otherInstructor.id }]);
  for (const member of [s1, s2, s3]) await db.insert(courseEnrollees).values({ organizationId: demo, courseId, userId: member.id });
  [{ id: sectionId }] = await db.insert(courseSections).values({ courseId, name: 'Work' }).returning({ id: courseSections.id }) as [{ id: number }];

  ids.essay = (await createAssignment('Essay', { body: '<p>Write</p><script>alert(1)</script>', submissionTypes: ['TEXT', 'FILE', 'LINK'], dueDate: daysFromNow(3).toISOString() })).id;
  ids.group = (await createAssignment('Group project', { isGroupAssignment: true, submissionTypes: ['TEXT'] })).id;
  ids.future = (await createAssignment('Later', { submissionTypes: ['TEXT'], availableFrom: daysFromNow(2).toISOString() })).id;
  ids.closed = (await createAssignment('Closed', { submissionTypes: ['TEXT'], dueDate: daysFromNow(-3).toISOString(), availableTo: daysFromNow(-1).toISOString() })).id;
  ids.late = (await createAssignment('Late allowed', { submissionTypes: ['TEXT'], dueDate: daysFromNow(-2).toISOString(), availableTo: daysFromNow(2).toISOString() })).id;
  ids.copy = (await createAssignment('Copy check', { submissionTypes: ['TEXT', 'FILE'] })).id;

  const [group] = await db.insert(courseGroups).values({ courseId, name: 'Team A' }).returning({ id: courseGroups.id });
  ids.teamA = group!.id;
  await db.insert(courseGroupMembers).values([{ organizationId: demo, groupId: group!.id, userId: s1.id }, { organizationId: demo, groupId: group!.id, userId: s2.id }]);
});

describe('managers write assignments', () => {
  test('the body is sanitized and a grade item is made', async () => {
    const res = await call<ManagedAssignment>('PATCH', `${base()}/${ids.essay}`, instructor, { maxPoints: 20 });
    expect(res.status).toBe(200);
    expect(res.body.body).toBe('<p>Write</p>');
    const [item] = await server.database.db.select().from(gradeItems).where(eq(gradeItems.assignmentId, ids.essay!));
    expect(item).toMatchObject({ courseId, name: 'Essay' });
    expect(Number(item!.maxPoints)).toBe(20);
  });

  test('an item of another type, a taken item, dates out of order: 400 asg-006', async () => {
    const [text] = await server.database.db.insert(courseSubsections).values({ sectionId, name: 'Text', contentType: 'TEXT' }).returning({ id: courseSubsections.id });
    const wrongType = await call('POST', base(), instructor, { subsectionId: text!.id, title: 'x', submissionTypes: ['TEXT'] });
    expect([wrongType.status, wrongType.body.code]).toEqual([400, 'asg-006']);
    const taken = await call<ManagedAssignment>('GET', `${base()}/${ids.essay}`, headersOf(s1));
    const again = await call('POST', base(), instructor, { subsectionId: taken.body.subsectionId, title: 'x', submissionTypes: ['TEXT'] });
    expect([again.status, again.body.code]).toEqual([400, 'asg-006']);
    const dates = await call('PATCH', `${base()}/${ids.essay}`, instructor, { dueDate: daysFromNow(10).toISOString(), availableTo: daysFromNow(5).toISOString() });
    expect([dates.status, dates.body.code]).toEqual([400, 'asg-006']);
  });

  test('bad input on every manager route: 400 req-001', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['POST', base(), { subsectionId: 1, title: 'x', submissionTypes: ['VIDEO'] }],
      ['PATCH', `${base()}/${ids.essay}`, {}],
      ['DELETE', `${base()}/abc`, undefined],
      ['GET', `${base()}/0/submissions`, undefined],
      ['POST', `${base()}/${ids.essay}/submissions/1/grade`, { grade: -1 }],
      ['POST', `${base()}/${ids.essay}/submissions/x/return`, undefined],
      ['POST', `${base()}/${ids.essay}/submissions/x/plagiarism-report/publish`, undefined],
    ];
    for (const [method, route, body] of cases) {
      const res = await call(method, route, instructor, body);
      expect([method, route, res.status, res.body.code]).toEqual([method, route, 400, 'req-001']);
    }
  });

  test('a member on manager routes: 403 perm-001; a course the instructor does not teach: 404', async () => {
    const asMember = await call('GET', `${base()}/${ids.essay}/submissions`, headersOf(s1));
    expect([asMember.status, asMember.body.code]).toEqual([403, 'perm-001']);
    const notTaught = await call('GET', `/api/courses/${otherCourseId}/assignments/${ids.essay}/submissions`, instructor);
    expect([notTaught.status, notTaught.body.code]).toEqual([404, 'req-002']);
    const gradeThere = await call('POST', `/api/courses/${otherCourseId}/assignments/${ids.essay}/submissions/1/grade`, instructor, { grade: 1 });
    expect([gradeThere.status, gradeThere.body.code]).toEqual([404, 'req-002']);
  });
});

describe('members read assignments', () => {
  test('the list shows dates, due state and the latest attempt; hidden from nobody enrolled', async () => {
    const res = await call<{ data: AssignmentDetail[] }>('GET', base(), headersOf(s1));
    expect(res.status).toBe(200);
    const byTitle = new Map(res.body.data.map((row) => [row.title, row]));
    expect(byTitle.get('Essay')).toMatchObject({ dueState: 'OPEN', locked: false, submissionTypes: ['TEXT', 'FILE', 'LINK'] });
    expect(byTitle.get('Later')!.dueState).toBe('NOT_OPEN');
    expect(byTitle.get('Closed')!.dueState).toBe('CLOSED');
    expect(byTitle.get('Late allowed')!.dueState).toBe('PAST_DUE');
  });

  test('not enrolled: 403 ply-001; another organization: 404; unknown or another course\'s assignment: 404; bad ids: 400', async () => {
    const outside = await call('GET', base(), headersOf(outsider));
    expect([outside.status, outside.body.code]).toEqual([403, 'ply-001']);
    const nour = await call('GET', `${base()}/${ids.essay}`, headersOf(nourMember, 'nour'));
    expect([nour.status, nour.body.code]).toEqual([404, 'req-002']);
    const unknown = await detail(s1, 2_147_483_647);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'req-002']);
    const bad = await call('GET', `${base()}/x`, headersOf(s1));
    expect([bad.status, bad.body.code]).toEqual([400, 'req-001']);
  });
});

describe('submission window', () => {
  test('before availableFrom: 409 asg-001', async () => {
    const res = await submit(s1, ids.future!, { body: 'early' });
    expect([res.status, res.body.code]).toEqual([409, 'asg-001']);
    expect((await detail(s1, ids.future!)).body).toMatchObject({ canSubmit: false, refusal: 'asg-001' });
  });

  test('after availableTo: 409 asg-002', async () => {
    const res = await submit(s1, ids.closed!, { body: 'too late' });
    expect([res.status, res.body.code]).toEqual([409, 'asg-002']);
  });

  test('after the due date, before availableTo: accepted once and marked late; no resubmission (asg-003)', async () => {
    const first = await submit(s1, ids.late!, { body: 'late work' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ attempt: 1, isLate: true, status: 'SUBMITTED' });
    const again = await submit(s1, ids.late!, { body: 'more late work' });
    expect([again.status, again.body.code]).toEqual([409, 'asg-003']);
  });

  test('before the due date: resubmission keeps every attempt; another member sees none of them', async () => {
    expect((await submit(s1, ids.essay!, { body: '<p>First draft</p><img src=x onerror=alert(1)>' })).status).toBe(201);
    const second = await submit(s1, ids.essay!, { link: 'https://example.org/essay' });
    expect(second.body).toMatchObject({ attempt: 2, link: 'https://example.org/essay', isLate: false });
    const mine = await detail(s1, ids.essay!);
    expect(mine.body.attempts.map((attempt) => attempt.attempt)).toEqual([2, 1]);
    expect(mine.body.attempts[1]!.body).not.toContain('onerror');
    const theirs = await detail(s2, ids.essay!);
    expect(theirs.body.attempts).toEqual([]);
  });

  test('a type the assignment does not take, or nothing at all: 400 asg-004; bad input: 400 req-001', async () => {
    const link = await submit(s1, ids.group!, { link: 'https://example.org' });
    expect([link.status, link.body.code]).toEqual([400, 'asg-004']);
    const empty = await submit(s2, ids.essay!, { body: '  ' });
    expect([empty.status, empty.body.code]).toEqual([400, 'asg-004']);
    const notMine = await submit(s2, ids.essay!, { mediaIds: [2_147_483_647] });
    expect([notMine.status, notMine.body.code]).toEqual([400, 'asg-004']);
    for (const body of [{ link: 'javascript:alert(1)' }, { body: { html: 'x' } }, { mediaIds: [0] }, { clientKey: 'short' }]) {
      const res = await submit(s2, ids.essay!, body);
      expect([res.status, res.body.code]).toEqual([400, 'req-001']);
    }
  });

  test('instructors do not hand in: 409 ply-003', async () => {
    const res = await call('POST', `${base()}/${ids.essay}/submissions`, instructor, { body: 'x' });
    expect([res.status, res.body.code]).toEqual([409, 'ply-003']);
  });
});

describe('concurrency and retries', () => {
  test('two submissions at once get consecutive attempts', async () => {
    const before = (await detail(s3, ids.essay!)).body.attempts.length;
    const answers = await Promise.all([submit(s3, ids.essay!, { body: 'one' }), submit(s3, ids.essay!, { body: 'two' })]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.body.attempt).sort()).toEqual([before + 1, before + 2]);
  });

  test('the same client key answers the attempt already made', async () => {
    const first = await submit(s2, ids.essay!, { body: 'keyed', clientKey: 'retry-key-0001' });
    const retry = await submit(s2, ids.essay!, { body: 'keyed', clientKey: 'retry-key-0001' });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
  });
});

describe('group assignments', () => {
  test('any member hands in for the group and every member sees it; numbering is per group', async () => {
    const first = await submit(s1, ids.group!, { body: 'our plan' });
    expect(first.body).toMatchObject({ attempt: 1, submittedBy: { id: s1.id } });
    const second = await submit(s2, ids.group!, { body: 'our better plan' });
    expect(second.body.attempt).toBe(2);
    const seen = await detail(s2, ids.group!);
    expect(seen.body.group).toEqual({ id: ids.teamA, name: 'Team A' });
    expect(seen.body.attempts.map((attempt) => attempt.submittedBy.id)).toEqual([s2.id, s1.id]);
  });

  test('a member in no group: 409 asg-005, and told so before trying', async () => {
    const res = await submit(s3, ids.group!, { body: 'alone' });
    expect([res.status, res.body.code]).toEqual([409, 'asg-005']);
    expect((await detail(s3, ids.group!)).body).toMatchObject({ canSubmit: false, refusal: 'asg-005', attempts: [] });
  });
});

describe('grading', () => {
  test('the instructor lists latest attempts per owner and grades; the gradebook and the member see it', async () => {
    const list = await call<{ data: Array<{ student: { id: number } | null; latest: ManagedSubmission; attempts: ManagedSubmission[] }> }>(
      'GET', `${base()}/${ids.essay}/submissions`, instructor);
    expect(list.status).toBe(200);
    const s1Line = list.body.data.find((line) => line.student?.id === s1.id)!;
    expect(s1Line.latest.attempt).toBe(2);
    expect(s1Line.attempts).toHaveLength(2);
    const graded = await call<ManagedSubmission>('POST', `${base()}/${ids.essay}/submissions/${s1Line.latest.id}/grade`, instructor,
      { grade: 17, comment: '<p>Good</p><script>x</script>' });
    expect(graded.status).toBe(200);
    expect(graded.body).toMatchObject({ status: 'GRADED', grade: 17, gradeComment: '<p>Good</p>' });
    const [item] = await server.database.db.select({ id: gradeItems.id }).from(gradeItems).where(eq(gradeItems.assignmentId, ids.essay!));
    const [grade] = await server.database.db.select().from(studentGrades).where(and(eq(studentGrades.gradeItemId, item!.id), eq(studentGrades.studentId, s1.id)));
    expect(grade).toMatchObject({ attempt: 2, isLinkedWithAssessment: true });
    expect(Number(grade!.grade)).toBe(17);
    expect((await detail(s1, ids.essay!)).body.attempts[0]).toMatchObject({ status: 'GRADED', grade: 17 });
    // The member's notice (template 18) carries the assignment, so it opens the assignment's page.
    const told = await server.database.db.select({ subject: domainEvents.subject }).from(domainEvents).where(eq(domainEvents.type, 'course.grade-published'));
    expect(told.map((event) => event.subject)).toContainEqual({ courseId, gradeItemId: item!.id, assignmentId: ids.essay });
    const tooHigh = await call('POST', `${base()}/${ids.essay}/submissions/${s1Line.latest.id}/grade`, instructor, { grade: 21 });
    expect([tooHigh.status, tooHigh.body.code]).toEqual([400, 'grd-001']);
  });

  test('a group attempt grades every member; returning notifies them once', async () => {
    const list = await call<{ data: Array<{ group: { id: number } | null; latest: ManagedSubmission }> }>('GET', `${base()}/${ids.group}/submissions`, instructor);
    const line = list.body.data.find((entry) => entry.group?.id === ids.teamA)!;
    expect((await call('POST', `${base()}/${ids.group}/submissions/${line.latest.id}/grade`, instructor, { grade: 80 })).status).toBe(200);
    const [item] = await server.database.db.select({ id: gradeItems.id }).from(gradeItems).where(eq(gradeItems.assignmentId, ids.group!));
    const grades = await server.database.db.select({ studentId: studentGrades.studentId }).from(studentGrades).where(eq(studentGrades.gradeItemId, item!.id));
    expect(grades.map((row) => row.studentId).sort()).toEqual([s1.id, s2.id].sort());
    for (let i = 0; i < 2; i++) {
      const returned = await call<ManagedSubmission>('POST', `${base()}/${ids.group}/submissions/${line.latest.id}/return`, instructor);
      expect(returned.body.status).toBe('RETURNED');
    }
    const events = await server.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'assignment.submission-returned'));
    expect(events).toHaveLength(1);
    expect(events[0]!.audience).toEqual({ kind: 'users', userIds: expect.arrayContaining([s1.id, s2.id]) });
    expect((await detail(s1, ids.group!)).body.attempts[0]).toMatchObject({ status: 'RETURNED', grade: 80 });
  });

  test('another course\'s or unknown submission: 404', async () => {
    const res = await call('POST', `${base()}/${ids.copy}/submissions/2147483647/grade`, instructor, { grade: 1 });
    expect([res.status, res.body.code]).toEqual([404, 'req-002']);
  });
});

describe('copy detection', () => {
  const essay = 'the mitochondria is the powerhouse of the cell and it produces energy for every living thing we know';

  test('a copied text scores high; the member sees the report only once published', async () => {
    expect((await submit(s1, ids.copy!, { body: `<p>${essay}</p>` })).status).toBe(201);
    const copied = await submit(s2, ids.copy!, { body: `In my words: ${essay}. That is all.` });
    expect(copied.status).toBe(201);
    const [report] = await server.database.db.select().from(plagiarismReports).where(eq(plagiarismReports.submissionId, copied.body.id));
    expect(report!.score).toBeGreaterThanOrEqual(0.6);
    expect(report!.matches[0]!.passages[0]).toContain('powerhouse of the cell');
    expect((await detail(s2, ids.copy!)).body.attempts[0]!.plagiarismReport).toBeNull();
    const ready = await server.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'assignment.plagiarism-report-ready'));
    expect(ready.length).toBeGreaterThan(0);

    const published = await call<ManagedSubmission>('POST', `${base()}/${ids.copy}/submissions/${copied.body.id}/plagiarism-report/publish`, instructor);
    expect(published.body.plagiarismReport).toMatchObject({ isPublished: true });
    const seen = (await detail(s2, ids.copy!)).body.attempts[0]!.plagiarismReport!;
    expect(seen.score).toBeGreaterThanOrEqual(0.6);
    expect(seen.passages.join(' ')).toContain('powerhouse');
    expect(JSON.stringify(seen)).not.toContain(String(s1.id));
    const told = await server.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'assignment.plagiarism-report-published'));
    expect(told).toHaveLength(1);
  });

  test('a PDF handed in is uploaded through the assignment and its text is checked', async () => {
    const bytes = fs.readFileSync(path.join(__dirname, '../src/modules/media/fixtures/two-pages.pdf'));
    const { opened, completed: done } = await uploadThrough<{ id: number; mime: string }>(server, `${base()}/${ids.copy}`, headersOf(s3),
      { fileName: 'work.pdf', mime: 'application/pdf', bytes });
    expect(opened.status).toBe(201);
    expect(done.body).toMatchObject({ id: opened.body.mediaId, mime: 'application/pdf' });
    const handed = await submit(s3, ids.copy!, { mediaIds: [opened.body.mediaId] });
    expect(handed.status).toBe(201);
    expect(handed.body.files).toEqual([expect.objectContaining({ fileName: 'work.pdf', url: expect.stringContaining('/api/media/') })]);
    const [report] = await server.database.db.select().from(plagiarismReports).where(eq(plagiarismReports.submissionId, handed.body.id));
    expect(report).toMatchObject({ reportAvailable: true });
    // Another member cannot hand in s3's file.
    const stolen = await submit(s1, ids.essay!, { mediaIds: [opened.body.mediaId] });
    expect([stolen.status, stolen.body.code]).toEqual([400, 'asg-004']);
  });
});

describe('completion (ASSIGNMENT has a completion rule)', () => {
  const completedBy = async (subsectionId: number) => (await server.database.db.select({ userId: subsectionProgress.userId })
    .from(subsectionProgress).where(and(eq(subsectionProgress.subsectionId, subsectionId), isNotNull(subsectionProgress.completedAt))))
    .map((row) => row.userId).sort((a, b) => a - b);
  const progressOf = async (member: TestMember) => (await server.database.db.select({ progress: courseEnrollees.progress }).from(courseEnrollees)
    .where(and(eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.userId, member.id))))[0]!.progress;

  test('a submission completes the item for its student, in the same request, and the stored progress counts it', async () => {
    const solo = await createAssignment('Completes alone', { submissionTypes: ['TEXT'] });
    const before = await progressOf(s3);
    // A refused attempt completes nothing.
    expect((await submit(s3, solo.id, { body: ' ' })).status).toBe(400);
    expect(await completedBy(solo.subsectionId)).toEqual([]);
    expect((await submit(s3, solo.id, { body: 'done' })).status).toBe(201);
    expect(await completedBy(solo.subsectionId)).toEqual([s3.id]);
    expect(await progressOf(s3)).toBeGreaterThan(before);
    // The player's outline says so; a resubmission keeps it completed once.
    expect((await submit(s3, solo.id, { body: 'done again' })).status).toBe(201);
    const outline = await call<{ sections: Array<{ subsections: Array<{ id: number; isCompleted: boolean | null }> }> }>('GET', `/api/courses/${courseId}/player`, headersOf(s3));
    const item = outline.body.sections.flatMap((section) => section.subsections).find((subsection) => subsection.id === solo.subsectionId);
    expect(item?.isCompleted).toBe(true);
    expect(await completedBy(solo.subsectionId)).toEqual([s3.id]);
  });

  test('a group\'s submission completes the item for every member of the group, and nobody else', async () => {
    const together = await createAssignment('Completes together', { isGroupAssignment: true, submissionTypes: ['TEXT'] });
    expect((await submit(s2, together.id, { body: 'ours' })).status).toBe(201);
    expect(await completedBy(together.subsectionId)).toEqual([s1.id, s2.id].sort((a, b) => a - b));
    // Both members at once: the group's lock orders them, each completing both members' items takes no deadlock.
    const atOnce = await createAssignment('Completes at once', { isGroupAssignment: true, submissionTypes: ['TEXT'] });
    const answers = await Promise.all([submit(s1, atOnce.id, { body: 'mine' }), submit(s2, atOnce.id, { body: 'no, mine' })]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.body.attempt).sort()).toEqual([1, 2]);
    expect(await completedBy(atOnce.subsectionId)).toEqual([s1.id, s2.id].sort((a, b) => a - b));
  });
});
