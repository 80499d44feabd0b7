import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { CONFIG_KEYS } from '@halaqa/contracts';
import { pdfLines } from '../src/modules/lms/certificates/pdf/pdf-text';
import type { CourseCertificateStatus, ManagedCertificate, MyCertificate, PublicCertificate } from '../src/modules/lms/certificates/dto';
import { certificates, certificateTemplates, coursePassingCriteria } from '../src/modules/lms/certificates/tables';
import { reviewCourseCompletion } from '../src/modules/lms/completion/review-completion';
import { onCampusLectures } from '../src/modules/lms/content/tables';
import { gradeItems, studentGrades } from '../src/modules/lms/grades/tables';
import { courseEnrollees, courseInstructors, courseSections, courseSubsections, courses, courseTargetOrganizations } from '../src/modules/lms/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { users } from '../src/modules/users/tables';
import { COMPLETE_COURSES } from '../src/seed/course-content';
import { LEARNER_EMAILS } from '../src/seed/course-content/learners';
import { type Headers, callsTo, headersOf } from './support/api-calls';
import { createCourse, createMembers, setConfig, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

/** Completion and certificates over HTTP (docs/design/course-work-api.md "Completion and certificates"). */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const as = headersOf;
const visitor = (prefix = 'demo'): Headers => ({ 'x-organization': prefix });
const call = callsTo(() => server);
const refusal = (res: { status: number; body: Partial<ErrorBody> }) => ({ status: res.status, code: res.body.code });

let demo: number;
let nour: number;
let holder: TestMember;
let classmate: TestMember;
let nourMember: TestMember;
let otherInstructor: TestMember;
let instructor: Headers;
let admin: Headers;
let courseId: number;
let manualCourseId: number;
let items: number[];
let lectureId: number;
let arabicTemplateId: number;

const COURSE_NAME = 'مبادئ الإسلام والعلم';

async function demoUser(email: string): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, demo), eq(users.email, email)));
  return row!.id;
}

/** A course with two required TEXT items and one on-campus lecture that has started; it issues certificates where it is offered. */
async function courseWithWork(fixture: Partial<typeof courses.$inferInsert> = {}) {
  const db = server.database.db;
  const id = await createCourse(db, demo, { name: COURSE_NAME, ...fixture });
  // The offer names an Arabic template (demo's default writes certificates in English).
  await db.update(courseTargetOrganizations).set({ issueCertificate: true, certificateTemplateId: arabicTemplateId })
    .where(eq(courseTargetOrganizations.courseId, id));
  await db.insert(courseInstructors).values({ courseId: id, userId: await demoUser('instructor@demo.halaqa.test') });
  const [section] = await db.insert(courseSections).values({ courseId: id, name: 'Only section' }).returning({ id: courseSections.id });
  const rows = await db.insert(courseSubsections).values([
    { sectionId: section!.id, name: 'First', contentType: 'TEXT', body: '<p>1</p>', sortOrder: 1 },
    { sectionId: section!.id, name: 'Second', contentType: 'TEXT', body: '<p>2</p>', sortOrder: 2 },
  ]).returning({ id: courseSubsections.id });
  const [lecture] = await db.insert(onCampusLectures).values({
    courseId: id, title: 'Room 5', location: 'Room 5', startsAt: new Date(Date.now() - 60 * 60_000), endsAt: new Date(Date.now() - 30 * 60_000),
  }).returning({ id: onCampusLectures.id });
  for (const member of [holder, classmate]) await db.insert(courseEnrollees).values({ organizationId: demo, courseId: id, userId: member.id });
  return { id, items: rows.map((row) => row.id), lectureId: lecture!.id };
}

const statusOf = (member: TestMember, course = courseId) => call<CourseCertificateStatus>('GET', `/api/courses/${course}/certificate`, as(member));
const attend = (member: TestMember, course = courseId, lecture = lectureId) =>
  call('PUT', `/api/courses/${course}/attendance/records`, instructor, { userId: member.id, onCampusLectureId: lecture, attended: true });

beforeAll(async () => {
  const db = server.database.db;
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  [holder, classmate, otherInstructor] = await createMembers(db, demo, 3) as [TestMember, TestMember, TestMember];
  [nourMember] = await createMembers(db, nour, 1) as [TestMember];
  await db.update(users).set({ arFirstName: 'سلمى', arLastName: 'العلي' }).where(eq(users.id, holder.id));
  [{ id: arabicTemplateId }] = await db.insert(certificateTemplates).values({
    organizationId: demo, name: 'Arabic certificate', language: 'ARABIC', primaryColor: '#0f766e', fontFamily: 'Cairo',
  }).returning({ id: certificateTemplates.id }) as [{ id: number }];
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  admin = { ...bearer(await server.memberToken('demo', 'admin@demo.halaqa.test')), 'x-organization': 'demo' };
  ({ id: courseId, items, lectureId } = await courseWithWork());
  manualCourseId = (await courseWithWork({ isCertificateIssuedManually: true })).id;
});

describe('finishing a course', () => {
  test('before anything is done: the items left and the attendance are missing, no certificate', async () => {
    const res = await statusOf(holder);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      viewer: 'STUDENT', certificatesEnabled: true, issuesAutomatically: true, isFinished: false, certificate: null, itemsLeft: 2,
      grade: { percentage: null, required: 50, countedItems: 0 },
      attendance: { attended: 0, held: 1, percentage: 0, required: 100 },
      missing: [{ kind: 'ATTENDANCE', actual: 0, required: 100, attended: 0, held: 1 }, { kind: 'ITEMS', left: 2 }],
    });
  });

  test('meeting every criterion finishes the course and issues ONE certificate, even when two completions race', async () => {
    expect((await attend(holder)).status).toBe(200);
    expect((await call('POST', `/api/courses/${courseId}/subsections/${items[0]}/complete`, as(holder))).status).toBe(200);
    // The last item, twice at once: both requests review completion.
    const done = await Promise.all([1, 2].map(() => call('POST', `/api/courses/${courseId}/subsections/${items[1]}/complete`, as(holder))));
    expect(done.map((res) => res.status)).toEqual([200, 200]);
    // And two reviews straight on the database at once.
    await Promise.all([1, 2].map(() => server.database.db.transaction((tx) =>
      reviewCourseCompletion(tx, { organizationId: demo, courseId, userId: holder.id, now: new Date() }))));

    const db = server.database.db;
    const rows = await db.select().from(certificates).where(and(eq(certificates.courseId, courseId), eq(certificates.userId, holder.id)));
    expect(rows).toHaveLength(1);
    const events = await db.select({ type: domainEvents.type }).from(domainEvents)
      .where(and(eq(domainEvents.organizationId, demo), eq(domainEvents.actorUserId, holder.id)));
    expect(events.filter((event) => event.type === 'course.finished')).toHaveLength(1);
    const [enrollment] = await db.select({ isFinished: courseEnrollees.isFinished, finishedAt: courseEnrollees.finishedAt }).from(courseEnrollees)
      .where(and(eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.userId, holder.id)));
    expect(enrollment?.isFinished).toBe(true);
    expect(enrollment?.finishedAt).toBeInstanceOf(Date);

    const status = await statusOf(holder);
    expect(status.body).toMatchObject({ isFinished: true, missing: [], itemsLeft: 0, attendance: { attended: 1, held: 1, percentage: 100 } });
    expect(status.body.certificate).toMatchObject({
      courseId, holderName: 'سلمى العلي', courseName: COURSE_NAME, language: 'ARABIC', status: 'VALID',
      verificationPath: `/certificates/${rows[0]!.id}`,
    });
    expect(status.body.certificate!.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  test('the holder is told once (template 12)', async () => {
    const rows = await server.database.db.select({ subject: domainEvents.subject, audience: domainEvents.audience }).from(domainEvents)
      .where(and(eq(domainEvents.organizationId, demo), eq(domainEvents.type, 'course.certificate-issued')));
    const mine = rows.filter((row) => row.subject.courseId === courseId);
    expect(mine).toEqual([{ subject: { courseId }, audience: { kind: 'users', userIds: [holder.id] } }]);
  });

  test('the organization default criteria replace the course\'s, and the offer\'s own criteria replace both', async () => {
    const db = server.database.db;
    const [relaxed] = await db.insert(coursePassingCriteria).values({ organizationId: demo, passingGradePercentage: 0.5, mandatoryAttendancePercentage: 0 })
      .returning({ id: coursePassingCriteria.id });
    await db.update(courseTargetOrganizations).set({ coursePassingCriteriaId: relaxed!.id })
      .where(and(eq(courseTargetOrganizations.courseId, courseId), eq(courseTargetOrganizations.organizationId, demo)));
    // The classmate has attended nothing: with no attendance required only the items are missing.
    const res = await statusOf(classmate);
    expect(res.body.attendance.required).toBe(0);
    expect(res.body.missing).toEqual([{ kind: 'ITEMS', left: 2 }]);
    await db.update(courseTargetOrganizations).set({ coursePassingCriteriaId: null }).where(eq(courseTargetOrganizations.courseId, courseId));
    await db.delete(coursePassingCriteria).where(eq(coursePassingCriteria.id, relaxed!.id));
  });

  test('the final grade (grades/final-grade.ts) decides the grade condition, at the boundary', async () => {
    const db = server.database.db;
    const [item] = await db.insert(gradeItems).values({ courseId, name: 'Quiz', maxPoints: 10, weight: 1 }).returning({ id: gradeItems.id });
    await db.insert(studentGrades).values({ organizationId: demo, gradeItemId: item!.id, studentId: classmate.id, grade: 4 });
    const below = await statusOf(classmate);
    expect(below.body.grade).toMatchObject({ percentage: 40, required: 50, countedItems: 1 });
    expect(below.body.missing).toContainEqual({ kind: 'GRADE', actual: 40, required: 50 });
    await db.update(studentGrades).set({ grade: 5 }).where(eq(studentGrades.gradeItemId, item!.id));
    const at = await statusOf(classmate);
    expect(at.body.grade.percentage).toBe(50);
    expect(at.body.missing.map((requirement) => requirement.kind)).not.toContain('GRADE');
    await db.delete(gradeItems).where(eq(gradeItems.id, item!.id));
  });

  test.each([
    ['the organization\'s offer does not issue certificates', 'offer'],
    ['the organization issues no certificates at all', 'organization'],
  ] as const)('%s: finishing sets isFinished and issues nothing', async (_name, switchedOff) => {
    const db = server.database.db;
    const course = await courseWithWork();
    const restore = switchedOff === 'organization' ? await setConfig(db, demo, CONFIG_KEYS.certificatesEnabled, false) : null;
    if (switchedOff === 'offer') await db.update(courseTargetOrganizations).set({ issueCertificate: false }).where(eq(courseTargetOrganizations.courseId, course.id));
    try {
      expect((await attend(classmate, course.id, course.lectureId)).status).toBe(200);
      for (const item of course.items) expect((await call('POST', `/api/courses/${course.id}/subsections/${item}/complete`, as(classmate))).status).toBe(200);
      const res = await statusOf(classmate, course.id);
      expect(res.body).toMatchObject({ isFinished: true, missing: [], certificate: null, certificatesEnabled: switchedOff !== 'organization' });
      expect(await db.select().from(certificates).where(eq(certificates.courseId, course.id))).toEqual([]);
    } finally {
      await restore?.();
    }
  });

  test('the grade that was still missing, once the instructor records it, finishes the course and certifies', async () => {
    const db = server.database.db;
    const course = await courseWithWork();
    // A learner of their own, so the other tests' counts of certificates stay theirs.
    const [learner] = await createMembers(db, demo, 1) as [TestMember];
    await db.insert(courseEnrollees).values({ organizationId: demo, courseId: course.id, userId: learner.id });
    const [item] = await db.insert(gradeItems).values({ courseId: course.id, name: 'Essay', maxPoints: 10, weight: 1 }).returning({ id: gradeItems.id });
    expect((await attend(learner, course.id, course.lectureId)).status).toBe(200);
    for (const subsection of course.items) expect((await call('POST', `/api/courses/${course.id}/subsections/${subsection}/complete`, as(learner))).status).toBe(200);
    const [before] = await db.select({ isFinished: courseEnrollees.isFinished }).from(courseEnrollees)
      .where(and(eq(courseEnrollees.courseId, course.id), eq(courseEnrollees.userId, learner.id)));
    expect(before?.isFinished).toBe(false);
    expect((await call('PUT', `/api/courses/${course.id}/grade-items/${item!.id}/grades/${learner.id}`, instructor, { grade: 8 })).status).toBe(200);
    const [after] = await db.select({ isFinished: courseEnrollees.isFinished }).from(courseEnrollees)
      .where(and(eq(courseEnrollees.courseId, course.id), eq(courseEnrollees.userId, learner.id)));
    expect(after?.isFinished).toBe(true);
    expect(await db.select({ id: certificates.id }).from(certificates)
      .where(and(eq(certificates.courseId, course.id), eq(certificates.userId, learner.id)))).toHaveLength(1);
  });

  test('a course that issues certificates by hand: finishing sets isFinished and issues nothing', async () => {
    expect((await attend(holder, manualCourseId, (await lectureOf(manualCourseId)))).status).toBe(200);
    const manualItems = await itemsOf(manualCourseId);
    for (const item of manualItems) expect((await call('POST', `/api/courses/${manualCourseId}/subsections/${item}/complete`, as(holder))).status).toBe(200);
    const res = await statusOf(holder, manualCourseId);
    expect(res.body).toMatchObject({ issuesAutomatically: false, isFinished: true, missing: [], certificate: null });
  });
});

async function lectureOf(course: number): Promise<number> {
  const [row] = await server.database.db.select({ id: onCampusLectures.id }).from(onCampusLectures).where(eq(onCampusLectures.courseId, course));
  return row!.id;
}

async function itemsOf(course: number): Promise<number[]> {
  const rows = await server.database.db.select({ id: courseSubsections.id }).from(courseSubsections)
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId)).where(eq(courseSections.courseId, course));
  return rows.map((row) => row.id);
}

async function holdersCertificate(): Promise<MyCertificate> {
  const res = await statusOf(holder);
  return res.body.certificate!;
}

describe('the public page', () => {
  test('anyone verifies a certificate on its organization\'s site: holder, course, organization, date, valid', async () => {
    const certificate = await holdersCertificate();
    const res = await call<PublicCertificate>('GET', `/api/certificates/${certificate.id}`, visitor());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: certificate.id, holderName: 'سلمى العلي', courseName: COURSE_NAME, organizationName: expect.any(String),
      issuedAt: certificate.issuedAt, language: 'ARABIC', status: 'VALID', revokedAt: null,
    });
  });

  test('a wrong, malformed or another organization\'s id: 404 crt-001 and nothing else', async () => {
    const certificate = await holdersCertificate();
    for (const [id, prefix] of [[randomUUID(), 'demo'], ['not-a-certificate', 'demo'], ['1', 'demo'], [certificate.id, 'nour']] as const) {
      const res = await call('GET', `/api/certificates/${encodeURIComponent(id)}`, visitor(prefix));
      expect({ id, ...refusal(res) }).toEqual({ id, status: 404, code: 'crt-001' });
      expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'requestId', 'statusCode'].filter((key) => key in res.body).sort());
      expect(JSON.stringify(res.body)).not.toContain('سلمى');
    }
  });
});

async function download(member: TestMember, id: string, prefix = 'demo') {
  const res = await fetch(`${server.baseUrl}/api/certificates/${id}/pdf`, { headers: as(member, prefix) });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('the PDF', () => {
  test('the holder downloads it: the Arabic names read in the right order, with the code and the public page\'s address', async () => {
    const certificate = await holdersCertificate();
    const res = await download(holder, certificate.id);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    const lines = await pdfLines(res.bytes);
    expect(lines).toContain('سلمى العلي');
    expect(lines).toContain(COURSE_NAME);
    expect(lines.join('\n')).toContain(certificate.verificationCode);
    // The organization's site (an IP address host is kept as it is; a named host gets the tenant's prefix).
    expect(lines).toContain(`${server.baseUrl}/certificates/${certificate.id}`);
  }, 30_000);

  test('nobody else may download it', async () => {
    const certificate = await holdersCertificate();
    const other = await download(classmate, certificate.id);
    expect(other.status).toBe(403);
    expect(JSON.parse(Buffer.from(other.bytes).toString()).code).toBe('crt-002');
    expect((await download(nourMember, certificate.id, 'nour')).status).toBe(404);
    expect((await download(holder, randomUUID())).status).toBe(404);
  });
});

describe('my certificates', () => {
  test('the holder lists theirs, others have none', async () => {
    const mine = await call<{ count: number; data: MyCertificate[] }>('GET', '/api/certificates/my', as(holder));
    expect(mine.status).toBe(200);
    expect(mine.body.count).toBe(1);
    expect(mine.body.data[0]).toMatchObject({ courseId, status: 'VALID', pdfPath: `/api/certificates/${mine.body.data[0]!.id}/pdf` });
    const theirs = await call<{ count: number }>('GET', '/api/certificates/my', as(classmate));
    expect(theirs.body.count).toBe(0);
  });

  test('where the organization issues no certificates: 403 crt-003', async () => {
    const restore = await setConfig(server.database.db, demo, CONFIG_KEYS.certificatesEnabled, false);
    try {
      const res = await call('GET', '/api/certificates/my', as(holder));
      expect(refusal(res)).toEqual({ status: 403, code: 'crt-003' });
    } finally {
      await restore();
    }
  });
});

describe('issuing by hand and revoking', () => {
  test('the course\'s instructor issues a certificate by hand (201, then 200 with the same one)', async () => {
    const first = await call<ManagedCertificate>('POST', `/api/courses/${manualCourseId}/certificates`, instructor, { userId: holder.id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ userId: holder.id, issuedBy: 'MANUAL', status: 'VALID' });
    const again = await call<ManagedCertificate>('POST', `/api/courses/${manualCourseId}/certificates`, admin, { userId: holder.id });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const list = await call<{ count: number; data: ManagedCertificate[] }>('GET', `/api/courses/${manualCourseId}/certificates`, instructor);
    expect(list.body.data.map((row) => row.id)).toEqual([first.body.id]);
  });

  test('wrong roles and wrong targets are refused', async () => {
    const body = { userId: classmate.id };
    expect(refusal(await call('POST', `/api/courses/${manualCourseId}/certificates`, as(holder), body))).toEqual({ status: 403, code: 'perm-001' });
    expect(refusal(await call('POST', `/api/courses/${manualCourseId}/certificates`, as(otherInstructor), body))).toEqual({ status: 403, code: 'perm-001' });
    const outsider = await createMembers(server.database.db, demo, 1);
    expect(refusal(await call('POST', `/api/courses/${manualCourseId}/certificates`, instructor, { userId: outsider[0]!.id })))
      .toEqual({ status: 400, code: 'crt-004' });
    expect(refusal(await call('POST', `/api/courses/${manualCourseId}/certificates`, instructor, { userId: nourMember.id })))
      .toEqual({ status: 400, code: 'crt-004' });
    // Another instructor's course is not found for this one.
    const othersCourse = await createCourse(server.database.db, demo);
    await server.database.db.insert(courseInstructors).values({ courseId: othersCourse, userId: await demoUser('instructor@demo.halaqa.test') });
    await server.database.db.delete(courseInstructors).where(eq(courseInstructors.courseId, othersCourse));
    expect(refusal(await call('POST', `/api/courses/${othersCourse}/certificates`, instructor, body))).toEqual({ status: 404, code: 'req-002' });
    const certificate = await holdersCertificate();
    expect(refusal(await call('POST', `/api/courses/${courseId}/certificates/${certificate.id}/revoke`, as(classmate), { reason: 'x' })))
      .toEqual({ status: 403, code: 'perm-001' });
    // A certificate of another course, through this course's address: not found.
    expect(refusal(await call('POST', `/api/courses/${manualCourseId}/certificates/${certificate.id}/revoke`, instructor, { reason: 'x' })))
      .toEqual({ status: 404, code: 'crt-001' });
  });

  test('a revoked certificate says so on the public page; revoking again changes nothing', async () => {
    const [created] = await call<{ count: number; data: ManagedCertificate[] }>('GET', `/api/courses/${manualCourseId}/certificates`, instructor)
      .then((res) => res.body.data);
    const revoked = await call<ManagedCertificate>('POST', `/api/courses/${manualCourseId}/certificates/${created!.id}/revoke`, instructor, { reason: 'Issued by mistake' });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'REVOKED', reason: 'Issued by mistake' });
    const again = await call<ManagedCertificate>('POST', `/api/courses/${manualCourseId}/certificates/${created!.id}/revoke`, admin, { reason: 'Other' });
    expect(again.body).toMatchObject({ status: 'REVOKED', reason: 'Issued by mistake', revokedAt: revoked.body.revokedAt });
    const page = await call<PublicCertificate>('GET', `/api/certificates/${created!.id}`, visitor());
    expect(page.body).toMatchObject({ status: 'REVOKED', revokedAt: revoked.body.revokedAt });
  });
});

describe('passing criteria of a course', () => {
  const criteria = { passingGradePercentage: 0.6, mandatoryAttendancePercentage: 0.8, isCertificateIssuedManually: false, issueCertificate: true };

  test('instructors and administrators set them only where the organization lets their role', async () => {
    const path = `/api/courses/${manualCourseId}/passing-criteria`;
    expect(refusal(await call('PUT', path, instructor, criteria))).toEqual({ status: 403, code: 'crt-005' });
    expect(refusal(await call('PUT', path, admin, criteria))).toEqual({ status: 403, code: 'crt-005' });
    const restore = await setConfig(server.database.db, demo, CONFIG_KEYS.passingCriteriaForInstructors, true);
    try {
      const set = await call<{ passingGradePercentage: number; effective: { mandatoryAttendancePercentage: number }; issuesAutomatically: boolean }>('PUT', path, instructor, criteria);
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ passingGradePercentage: 0.6, effective: { mandatoryAttendancePercentage: 0.8 }, issuesAutomatically: true });
      // Still not the administrators' switch.
      expect(refusal(await call('PUT', path, admin, criteria))).toEqual({ status: 403, code: 'crt-005' });
      expect((await call('GET', path, admin)).body).toMatchObject({ passingGradePercentage: 0.6, isCertificateIssuedManually: false });
    } finally {
      await restore();
      await server.database.db.update(courses).set({ isCertificateIssuedManually: true }).where(eq(courses.id, manualCourseId));
    }
  });

  test('wrong roles, another instructor\'s course and bad values are refused', async () => {
    const path = `/api/courses/${manualCourseId}/passing-criteria`;
    expect(refusal(await call('PUT', path, as(holder), criteria))).toEqual({ status: 403, code: 'perm-001' });
    expect(refusal(await call('GET', path, as(otherInstructor)))).toEqual({ status: 403, code: 'perm-001' });
    expect(refusal(await call('PUT', path, instructor, { ...criteria, passingGradePercentage: 1.5 }))).toEqual({ status: 400, code: 'req-001' });
    expect(refusal(await call('PUT', path, instructor, { passingGradePercentage: 0.5 }))).toEqual({ status: 400, code: 'req-001' });
    const othersCourse = await createCourse(server.database.db, demo);
    expect(refusal(await call('GET', `/api/courses/${othersCourse}/passing-criteria`, instructor))).toEqual({ status: 404, code: 'req-002' });
  });
});

describe('bad input answers 4xx with a code on every route', () => {
  test.each([
    ['GET', '/api/certificates/my?take=0', undefined],
    ['GET', '/api/certificates/my?skip=-1', undefined],
    ['GET', '/api/courses/abc/certificate', undefined],
    ['GET', '/api/courses/0/certificates', undefined],
    ['POST', '/api/courses/1/certificates', { userId: 'me' }],
    ['POST', '/api/courses/1/certificates', {}],
    ['POST', '/api/courses/1/certificates/x/revoke', { reason: '' }],
    ['POST', '/api/courses/1/certificates/x/revoke', { reason: 'a'.repeat(501) }],
  ])('%s %s', async (method, path, body) => {
    const res = await call(method, path, path.includes('/certificates/my') || path.endsWith('/certificate') ? as(holder) : admin, body);
    expect(refusal(res)).toEqual({ status: 400, code: 'req-001' });
  });

  test('an unknown course\'s certificate page is 404 req-002; an id of the wrong shape for the PDF is 404 crt-001', async () => {
    expect(refusal(await statusOf(holder, 2_147_483_647))).toEqual({ status: 404, code: 'req-002' });
    expect((await download(holder, 'x'.repeat(100))).status).toBe(404);
  });
});

describe('the seed', () => {
  const signedIn = async (prefix: 'demo' | 'nour', email: string): Promise<Headers> =>
    ({ ...bearer(await server.memberToken(prefix, email)), 'x-organization': prefix });
  const completeCourseOf = async (prefix: 'demo' | 'nour') => {
    const [course] = await server.database.db.select({ id: courses.id }).from(courses).where(eq(courses.name, COMPLETE_COURSES[prefix]!.name));
    return course!.id;
  };

  test.each([['demo', 'ENGLISH', 'Yousef Nasser'], ['nour', 'ARABIC', 'سالم الحربي']] as const)(
    '%s: the advanced learner finished the complete course by the criteria, and the review issued the certificate',
    async (prefix, language, holderName) => {
      const member = await signedIn(prefix, LEARNER_EMAILS.advanced(prefix));
      const courseId = await completeCourseOf(prefix);
      const status = await call<CourseCertificateStatus>('GET', `/api/courses/${courseId}/certificate`, member);
      // A 90% final grade, 3 lectures of 4 (the upcoming one counts as not attended yet) for the course's 75%, nothing required left.
      expect(status.body).toMatchObject({
        isFinished: true, missing: [], itemsLeft: 0,
        grade: { percentage: 90, required: 50 }, attendance: { attended: 3, held: 3, upcoming: 1, percentage: 75, required: 75 },
      });
      const res = await call<{ count: number; data: MyCertificate[] }>('GET', '/api/certificates/my', member);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([expect.objectContaining({ language, holderName, status: 'VALID' })]);
      const [row] = await server.database.db.select({ issuedBy: certificates.issuedBy, issuedById: certificates.issuedById }).from(certificates)
        .where(eq(certificates.id, res.body.data[0]!.id));
      expect(row).toEqual({ issuedBy: 'AUTOMATIC', issuedById: null });
      const page = await call<PublicCertificate>('GET', `/api/certificates/${res.body.data[0]!.id}`, visitor(prefix));
      expect(page.body.holderName).toBe(holderName);
    },
  );

  test.each(['demo', 'nour'] as const)(
    '%s: the finalist lacks the grade alone; the instructor grading the essay finishes them and the certificate follows',
    async (prefix) => {
      const db = server.database.db;
      const member = await signedIn(prefix, LEARNER_EMAILS.finalist(prefix));
      const courseId = await completeCourseOf(prefix);
      const before = await call<CourseCertificateStatus>('GET', `/api/courses/${courseId}/certificate`, member);
      expect(before.body).toMatchObject({ isFinished: false, certificate: null, itemsLeft: 0, missing: [{ kind: 'GRADE', actual: 20, required: 50 }] });

      // The reflection essay: the seeded item graded with a rubric.
      const [essay] = await db.select({ id: gradeItems.id }).from(gradeItems)
        .where(and(eq(gradeItems.courseId, courseId), isNotNull(gradeItems.rubricId)));
      const [finalist] = await db.select({ id: users.id }).from(users).where(eq(users.email, LEARNER_EMAILS.finalist(prefix)));
      const path = `/api/courses/${courseId}/grade-items/${essay!.id}/grades/${finalist!.id}`;
      // The other organization's instructor, and the finalist themself, may not.
      const otherPrefix = prefix === 'demo' ? 'nour' : 'demo';
      expect(refusal(await call('PUT', path, await signedIn(otherPrefix, `instructor@${otherPrefix}.halaqa.test`), { grade: 18 })))
        .toEqual({ status: 404, code: 'req-002' });
      expect(refusal(await call('PUT', path, member, { grade: 18 }))).toEqual({ status: 403, code: 'perm-001' });
      expect((await call<CourseCertificateStatus>('GET', `/api/courses/${courseId}/certificate`, member)).body.isFinished).toBe(false);

      expect((await call('PUT', path, await signedIn(prefix, `instructor@${prefix}.halaqa.test`), { grade: 18 })).status).toBe(200);
      const after = await call<CourseCertificateStatus>('GET', `/api/courses/${courseId}/certificate`, member);
      // (6/10 x 1 + 18/20 x 2) / 3 = 80%.
      expect(after.body).toMatchObject({ isFinished: true, missing: [], grade: { percentage: 80 }, certificate: { status: 'VALID' } });
      const [row] = await db.select({ issuedBy: certificates.issuedBy }).from(certificates)
        .where(and(eq(certificates.courseId, courseId), eq(certificates.userId, finalist!.id)));
      expect(row?.issuedBy).toBe('AUTOMATIC');
    },
  );
});
