import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { courseGroupMembers, courseGroups } from '../src/modules/lms/content/tables';
import type { GradeDetail, GradeItem, Gradebook, MemberGradeItemPage, Rubric } from '../src/modules/lms/grades/dto';
import { ensureAssignmentGradeItem } from '../src/modules/lms/grades/assignment-grade-item';
import { finalGradeOf } from '../src/modules/lms/grades/final-grade';
import { recordStudentGrade } from '../src/modules/lms/grades/record-grade';
import { assignments } from '../src/modules/lms/assignments/tables';
import { courseEnrollees, courseInstructors, courses, courseSections, courseSubsections } from '../src/modules/lms/tables';
import { gradeItems, gradeMappings, organizationGradingSchemas } from '../src/modules/lms/grades/tables';
import { COMPLETE_COURSES } from '../src/seed/course-content';
import { seedGrades } from '../src/seed/course-content/grades';
import { coursePeople } from '../src/seed/course-content/people';
import { media } from '../src/modules/media/tables';
import { noticeOf } from '../src/modules/notifications/notices';
import { domainEvents } from '../src/modules/notifications/tables';
import { users } from '../src/modules/users/tables';
import { type Headers, callsTo, headersOf } from './support/api-calls';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

/** Grades over HTTP (docs/design/course-work-api.md "Grades"), and the functions other slices call. */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const call = callsTo(() => server);

let demo: number;
let nour: number;
let student: TestMember;
let student2: TestMember;
let outsider: TestMember;
let nourMember: TestMember;
let otherInstructor: TestMember;
let instructor: Headers;
let admin: Headers;
let instructorId: number;
let courseId: number;
let otherCourseId: number;
let nourCourseId: number;

const schema = {
  title: 'Letters',
  mappings: [
    { letter: 'F', minValue: 0, maxValue: 60 }, { letter: 'D', minValue: 60, maxValue: 70 }, { letter: 'C', minValue: 70, maxValue: 80 },
    { letter: 'B', minValue: 80, maxValue: 90 }, { letter: 'A', minValue: 90, maxValue: 100, description: 'Excellent' },
  ],
};

async function demoUser(email: string): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, demo), eq(users.email, email)));
  return row!.id;
}

beforeAll(async () => {
  const db = server.database.db;
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  [student, student2, outsider, otherInstructor] = await createMembers(db, demo, 4) as [TestMember, TestMember, TestMember, TestMember];
  [nourMember] = await createMembers(db, nour, 1) as [TestMember];
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  admin = { ...bearer(await server.memberToken('demo', 'admin@demo.halaqa.test')), 'x-organization': 'demo' };
  instructorId = await demoUser('instructor@demo.halaqa.test');
  courseId = await createCourse(db, demo);
  otherCourseId = await createCourse(db, demo);
  nourCourseId = await createCourse(db, nour);
  await db.insert(courseInstructors).values([{ courseId, userId: instructorId }, { courseId: otherCourseId, userId: otherInstructor.id }]);
  for (const member of [student, student2]) await db.insert(courseEnrollees).values({ organizationId: demo, courseId, userId: member.id });
  await db.insert(courseEnrollees).values({ organizationId: nour, courseId: nourCourseId, userId: nourMember.id });
});

const path = (rest = '') => `/api/courses/${courseId}${rest}`;

async function createItem(body: Record<string, unknown>, headers = instructor): Promise<GradeItem> {
  const res = await call<GradeItem>('POST', path('/grade-items'), headers, body);
  expect(res.status).toBe(201);
  return res.body;
}

describe('instructor calls', () => {
  let rubric: Rubric;
  let quiz: GradeItem;
  let essay: GradeItem;
  let hidden: GradeItem;
  let bonus: GradeItem;

  test('the grading schema: letters must tile 0-100', async () => {
    const gap = await call('PUT', path('/grading-schema'), instructor, { ...schema, mappings: schema.mappings.slice(1) });
    expect([gap.status, gap.body.code]).toEqual([400, 'grd-003']);
    const overlap = await call('PUT', path('/grading-schema'), instructor, {
      title: 'x', mappings: [{ letter: 'F', minValue: 0, maxValue: 61 }, { letter: 'P', minValue: 60, maxValue: 100 }],
    });
    expect([overlap.status, overlap.body.code]).toEqual([400, 'grd-003']);
    const put = await call<{ id: number; mappings: unknown[] }>('PUT', path('/grading-schema'), instructor, schema);
    expect(put.status).toBe(200);
    expect(put.body.mappings).toHaveLength(5);
    // Rewriting keeps one schema.
    const again = await call<{ id: number }>('PUT', path('/grading-schema'), instructor, schema);
    expect(again.body.id).toBe(put.body.id);
    const read = await call<{ courseSchema: { id: number } | null }>('GET', path('/grading-schema'), instructor);
    expect(read.body.courseSchema?.id).toBe(put.body.id);
  });

  test('the organization default is the administrators\'', async () => {
    const refused = await call('PUT', '/api/grading-schemas/default', instructor, schema);
    expect([refused.status, refused.body.code]).toEqual([403, 'perm-001']);
    const res = await call<{ schema: { mappings: unknown[] } }>('PUT', '/api/grading-schemas/default', admin, { ...schema, title: 'Default' });
    expect(res.status).toBe(200);
    expect((await call<{ schema: { title: string } }>('GET', '/api/grading-schemas/default', admin)).body.schema.title).toBe('Default');
  });

  test('rubrics: ratings must fit their criterion', async () => {
    const tooMuch = await call('POST', path('/rubrics'), instructor, {
      title: 'Essay', criteria: [{ description: 'Argument', maxGrade: 5, ratings: [{ description: 'Great', points: 6 }] }],
    });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'grd-002']);
    const noRange = await call('POST', path('/rubrics'), instructor, {
      title: 'Essay', criteria: [{ description: 'Style', maxGrade: 5, usesRange: true, ratings: [{ description: 'Good', points: 5 }] }],
    });
    expect([noRange.status, noRange.body.code]).toEqual([400, 'grd-002']);
    const res = await call<Rubric>('POST', path('/rubrics'), instructor, {
      title: 'Essay',
      criteria: [
        { description: 'Argument', maxGrade: 6, ratings: [{ description: 'Strong', points: 6 }, { description: 'Weak', points: 2 }] },
        { description: 'Style', maxGrade: 4, usesRange: true, ratings: [
          { description: 'Polished', points: 4, minPoints: 3, maxPoints: 4 }, { description: 'Rough', points: 2, minPoints: 0, maxPoints: 2.5 },
        ] },
      ],
    });
    expect(res.status).toBe(201);
    rubric = res.body;
    expect(rubric.criteria[1]!.ratings[1]).toMatchObject({ minPoints: 0, maxPoints: 2.5, points: 2.5 });
  });

  test('grade items: create, validate, list', async () => {
    quiz = await createItem({ name: 'Quiz', maxPoints: 20, weight: 1 });
    essay = await createItem({ name: 'Essay', maxPoints: 10, weight: 3, rubricId: rubric.id });
    hidden = await createItem({ name: 'Secret exam', maxPoints: 50, isPublished: false });
    bonus = await createItem({ name: 'Extra credit', maxPoints: 5, bonus: true, weight: 1 });
    const foreignRubric = await call('POST', `/api/courses/${otherCourseId}/grade-items`, admin, { name: 'x', maxPoints: 1, rubricId: rubric.id });
    expect([foreignRubric.status, foreignRubric.body.code]).toEqual([400, 'grd-004']);
    const zero = await call('POST', path('/grade-items'), instructor, { name: 'x', maxPoints: 0 });
    expect([zero.status, zero.body.code]).toEqual([400, 'req-001']);
    const list = await call<{ count: number; data: GradeItem[] }>('GET', path('/grade-items/manage'), instructor);
    expect(list.body.data.map((item) => item.name)).toEqual(['Quiz', 'Essay', 'Secret exam', 'Extra credit']);
  });

  test('student grades: range, rubric, enrollment, idempotent retries, one notification', async () => {
    const over = await call('PUT', path(`/grade-items/${quiz.id}/grades/${student.id}`), instructor, { grade: 21 });
    expect([over.status, over.body.code]).toEqual([400, 'grd-001']);
    const notEnrolled = await call('PUT', path(`/grade-items/${quiz.id}/grades/${outsider.id}`), instructor, { grade: 1 });
    expect([notEnrolled.status, notEnrolled.body.code]).toEqual([400, 'grd-004']);
    const noRubric = await call('PUT', path(`/grade-items/${quiz.id}/grades/${student.id}`), instructor, {
      grade: 1, ratings: [{ criterionId: rubric.criteria[0]!.id, ratingId: rubric.criteria[0]!.ratings[0]!.id }],
    });
    expect([noRubric.status, noRubric.body.code]).toEqual([400, 'grd-002']);
    const [argument, style] = rubric.criteria as [Rubric['criteria'][number], Rubric['criteria'][number]];
    const outOfRange = await call('PUT', path(`/grade-items/${essay.id}/grades/${student.id}`), instructor, {
      grade: 8, ratings: [{ criterionId: style.id, ratingId: style.ratings[0]!.id, points: 2 }],
    });
    expect([outOfRange.status, outOfRange.body.code]).toEqual([400, 'grd-002']);
    const wrongCriterion = await call('PUT', path(`/grade-items/${essay.id}/grades/${student.id}`), instructor, {
      grade: 8, ratings: [{ criterionId: argument.id, ratingId: style.ratings[0]!.id }],
    });
    expect([wrongCriterion.status, wrongCriterion.body.code]).toEqual([400, 'grd-002']);

    const before = await gradeEventsOf(student.id);
    const quizGrade = await call<{ percentage: number }>('PUT', path(`/grade-items/${quiz.id}/grades/${student.id}`), instructor, { grade: 15 });
    expect([quizGrade.status, quizGrade.body.percentage]).toEqual([200, 75]);
    const body = {
      grade: 9.5, comment: '<p>Well argued<script>alert(1)</script></p>',
      ratings: [{ criterionId: argument.id, ratingId: argument.ratings[0]!.id }, { criterionId: style.id, ratingId: style.ratings[0]!.id, points: 3.5 }],
    };
    const first = await call<{ studentGradeId: number }>('PUT', path(`/grade-items/${essay.id}/grades/${student.id}`), instructor, body);
    expect(first.status).toBe(200);
    const retry = await call<{ studentGradeId: number }>('PUT', path(`/grade-items/${essay.id}/grades/${student.id}`), instructor, body);
    expect(retry.body.studentGradeId).toBe(first.body.studentGradeId);
    // Quiz and essay once each; the retry told nobody again.
    expect(await gradeEventsOf(student.id)).toBe(before + 2);
    // An unpublished item's grade tells nobody.
    await call('PUT', path(`/grade-items/${hidden.id}/grades/${student.id}`), instructor, { grade: 10 });
    expect(await gradeEventsOf(student.id)).toBe(before + 2);
    await call('PUT', path(`/grade-items/${bonus.id}/grades/${student.id}`), instructor, { grade: 5 });
  });

  test('the gradebook shows every item and member with their totals', async () => {
    const res = await call<Gradebook>('GET', path('/gradebook'), instructor);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(4);
    const row = res.body.students.find((entry) => entry.userId === student.id)!;
    // Quiz 75% (w1), essay 95% (w3), bonus 100% (w1, no denominator): (75 + 285 + 100) / 4 = 115
    expect(row.total).toMatchObject({ running: 115, letter: 'A', gradedItems: 3, countedItems: 3 });
    expect(row.grades).toHaveLength(4);
  });

  test('publishing and unpublishing an item', async () => {
    const res = await call<GradeItem>('PATCH', path(`/grade-items/${hidden.id}`), instructor, { isPublished: true });
    expect(res.body.isPublished).toBe(true);
    const back = await call<GradeItem>('PATCH', path(`/grade-items/${hidden.id}`), instructor, { isPublished: false });
    expect(back.body.isPublished).toBe(false);
    const empty = await call('PATCH', path(`/grade-items/${hidden.id}`), instructor, {});
    expect([empty.status, empty.body.code]).toEqual([400, 'req-001']);
  });

  test('a rubric used to grade can no longer be replaced', async () => {
    const res = await call('PUT', path(`/rubrics/${rubric.id}`), instructor, { title: 'New', criteria: [{ description: 'x', maxGrade: 1, ratings: [{ description: 'y', points: 1 }] }] });
    expect([res.status, res.body.code]).toEqual([409, 'grd-005']);
  });

  describe('the member', () => {
    test('lists published items with their grades and the running total', async () => {
      const res = await call<MemberGradeItemPage>('GET', path('/grade-items'), headersOf(student));
      expect(res.status).toBe(200);
      expect(res.body.data.map((item) => item.name)).toEqual(['Quiz', 'Essay', 'Extra credit']);
      expect(res.body.data[0]!.myGrade).toMatchObject({ grade: 15, percentage: 75, source: 'STUDENT' });
      expect(res.body.total).toMatchObject({ running: 115, letter: 'A', ungradedAsZero: 115, gradedItems: 3, countedItems: 3 });
    });

    test('reads one item with comment, rubric and chosen ratings', async () => {
      const res = await call<GradeDetail>('GET', path(`/grade-items/${essay.id}`), headersOf(student));
      expect(res.status).toBe(200);
      expect(res.body.grade).toMatchObject({ grade: 9.5, percentage: 95, comment: '<p>Well argued</p>' });
      expect(res.body.rubric?.score).toBe(9.5);
      expect(res.body.rubric?.chosen).toHaveLength(2);
    });

    test('never sees unpublished items nor other members\' grades', async () => {
      const unpublished = await call('GET', path(`/grade-items/${hidden.id}`), headersOf(student));
      expect([unpublished.status, unpublished.body.code]).toEqual([404, 'req-002']);
      const other = await call('GET', path(`/grade-items/${essay.id}/grades/${student.id}`), headersOf(student2));
      expect([other.status, other.body.code]).toEqual([404, 'req-002']);
      const own = await call<GradeDetail>('GET', path(`/grade-items/${essay.id}`), headersOf(student2));
      expect(own.body.grade).toBeNull();
      const stranger = await call('GET', path('/grade-items'), headersOf(outsider));
      expect([stranger.status, stranger.body.code]).toEqual([403, 'ply-001']);
      const foreign = await call('GET', path('/grade-items'), headersOf(nourMember, 'nour'));
      expect(foreign.status).toBe(404);
      const bad = await call('GET', `/api/courses/${courseId}/grade-items/abc`, headersOf(student));
      expect([bad.status, bad.body.code]).toEqual([400, 'req-001']);
    });

    test('the course\'s instructor reads any member\'s grade, unpublished items included', async () => {
      const res = await call<GradeDetail>('GET', path(`/grade-items/${hidden.id}/grades/${student.id}`), instructor);
      expect([res.status, res.body.grade?.grade]).toEqual([200, 10]);
    });
  });

  test('group grades apply unless the member has an own grade', async () => {
    const db = server.database.db;
    const [group] = await db.insert(courseGroups).values({ courseId, name: 'Team' }).returning({ id: courseGroups.id });
    await db.insert(courseGroupMembers).values([{ organizationId: demo, groupId: group!.id, userId: student.id }, { organizationId: demo, groupId: group!.id, userId: student2.id }]);
    const [before1, before2] = [await gradeEventsOf(student.id), await gradeEventsOf(student2.id)];
    const res = await call('PUT', path(`/grade-items/${quiz.id}/group-grades/${group!.id}`), instructor, { grade: 18 });
    expect(res.status).toBe(200);
    await call('PUT', path(`/grade-items/${quiz.id}/group-grades/${group!.id}`), instructor, { grade: 18 });
    // Told once, and only the member without an own grade (whose grade it becomes).
    expect([await gradeEventsOf(student.id), await gradeEventsOf(student2.id)]).toEqual([before1, before2 + 1]);
    const tooMuch = await call('PUT', path(`/grade-items/${quiz.id}/group-grades/${group!.id}`), instructor, { grade: 25 });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'grd-001']);
    const [foreignGroup] = await db.insert(courseGroups).values({ courseId: otherCourseId, name: 'Elsewhere' }).returning({ id: courseGroups.id });
    const foreign = await call('PUT', path(`/grade-items/${quiz.id}/group-grades/${foreignGroup!.id}`), instructor, { grade: 1 });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'grd-004']);
    const second = await call<MemberGradeItemPage>('GET', path('/grade-items'), headersOf(student2));
    expect(second.body.data[0]!.myGrade).toMatchObject({ grade: 18, source: 'GROUP' });
    const first = await call<MemberGradeItemPage>('GET', path('/grade-items'), headersOf(student));
    expect(first.body.data[0]!.myGrade).toMatchObject({ grade: 15, source: 'STUDENT' });
  });

  test('wrong role and another organization\'s course', async () => {
    const member = await call('GET', path('/gradebook'), headersOf(student));
    expect([member.status, member.body.code]).toEqual([403, 'perm-001']);
    const notTheirs = await call('PUT', `/api/courses/${courseId}/grade-items/${quiz.id}/grades/${student.id}`, headersOf(otherInstructor), { grade: 1 });
    expect(notTheirs.status).toBe(403);
    const nourAdmin = { ...bearer(await server.memberToken('nour', { isAdministrator: true })), 'x-organization': 'nour' };
    const foreign = await call('GET', path('/gradebook'), nourAdmin);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'req-002']);
    const otherItem = await call('PUT', `/api/courses/${otherCourseId}/grade-items/${quiz.id}/grades/${student.id}`, admin, { grade: 1 });
    expect([otherItem.status, otherItem.body.code]).toEqual([404, 'req-002']);
  });

  test('bad input answers 4xx with a code on every instructor route', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['POST', path('/grade-items'), { name: '', maxPoints: 5 }],
      ['PATCH', path(`/grade-items/${quiz.id}`), { weight: -1 }],
      ['DELETE', path('/grade-items/0'), undefined],
      ['PUT', path(`/grade-items/${quiz.id}/grades/${student.id}`), { grade: 'ten' }],
      ['DELETE', path(`/grade-items/${quiz.id}/grades/0`), undefined],
      ['PUT', path(`/grade-items/${quiz.id}/group-grades/1`), { grade: -1 }],
      ['POST', path('/rubrics'), { title: 'x', criteria: [] }],
      ['PUT', path('/rubrics/1'), { title: 'x' }],
      ['DELETE', path('/rubrics/0'), undefined],
      ['PUT', path('/grading-schema'), { title: 'x', mappings: [{ letter: 'A' }] }],
      ['PUT', '/api/grading-schemas/default', { title: 'x', mappings: [] }],
      ['GET', '/api/courses/0/gradebook', undefined],
      ['GET', '/api/courses/0/rubrics', undefined],
      ['GET', '/api/courses/0/grading-schema', undefined],
      ['DELETE', '/api/courses/0/grading-schema', undefined],
      ['GET', '/api/courses/0/grade-items/manage', undefined],
      ['GET', `/api/courses/${courseId}/grade-items/1/grades/0`, undefined],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(method, url, admin, body);
      expect({ url, method, status: res.status, code: res.body.code }).toEqual({ url, method, status: 400, code: 'req-001' });
    }
  });

  test('deleting an own grade lets the group grade apply again; deleting items and rubrics', async () => {
    const removed = await call('DELETE', path(`/grade-items/${quiz.id}/grades/${student.id}`), instructor);
    expect(removed.status).toBe(204);
    const res = await call<MemberGradeItemPage>('GET', path('/grade-items'), headersOf(student));
    expect(res.body.data[0]!.myGrade).toMatchObject({ grade: 18, source: 'GROUP' });
    const again = await call('DELETE', path(`/grade-items/${quiz.id}/grades/${student.id}`), instructor);
    expect([again.status, again.body.code]).toEqual([404, 'req-002']);
    const spare = await createItem({ name: 'Spare', maxPoints: 1 });
    expect((await call('DELETE', path(`/grade-items/${spare.id}`), instructor)).status).toBe(204);
    const spareRubric = await call<Rubric>('POST', path('/rubrics'), instructor, { title: 'Spare', criteria: [{ description: 'x', maxGrade: 1, ratings: [{ description: 'y', points: 1 }] }] });
    const replaced = await call<Rubric>('PUT', path(`/rubrics/${spareRubric.body.id}`), instructor, { title: 'Spare 2', criteria: [{ description: 'z', maxGrade: 2, ratings: [{ description: 'w', points: 2 }] }] });
    expect([replaced.status, replaced.body.title]).toEqual([200, 'Spare 2']);
    expect((await call('DELETE', path(`/rubrics/${spareRubric.body.id}`), instructor)).status).toBe(204);
  });
});

async function gradeEventsOf(userId: number): Promise<number> {
  const rows = await server.database.db.select({ id: domainEvents.id }).from(domainEvents).where(and(
    eq(domainEvents.type, 'course.grade-published'),
    sql`${domainEvents.audience} -> 'userIds' @> ${JSON.stringify([userId])}::jsonb`,
  ));
  return rows.length;
}

/** An assignment row of a course (the assignments slice's table: grade_items.assignment_id references it). */
async function assignmentOf(course: number, title: string): Promise<number> {
  const db = server.database.db;
  const [section] = await db.insert(courseSections).values({ courseId: course, name: 'Work' }).returning({ id: courseSections.id });
  const [item] = await db.insert(courseSubsections).values({ sectionId: section!.id, name: title, contentType: 'ASSIGNMENT' }).returning({ id: courseSubsections.id });
  const [row] = await db.insert(assignments).values({ courseId: course, subsectionId: item!.id, title }).returning({ id: assignments.id });
  return row!.id;
}

describe('functions other slices call', () => {
  test('ensureAssignmentGradeItem makes one item per assignment and keeps it in step', async () => {
    const db = server.database.db;
    const homework = await assignmentOf(courseId, 'Homework');
    const first = await db.transaction((tx) => ensureAssignmentGradeItem(tx, { courseId, assignmentId: homework, name: 'Homework', maxPoints: 10 }));
    const again = await db.transaction((tx) => ensureAssignmentGradeItem(tx, { courseId, assignmentId: homework, name: 'Homework 1', maxPoints: 12 }));
    expect(again.gradeItemId).toBe(first.gradeItemId);
    const moved = db.transaction((tx) => ensureAssignmentGradeItem(tx, { courseId: otherCourseId, assignmentId: homework, name: 'x', maxPoints: 1 }));
    await expect(moved).rejects.toMatchObject({ code: 'grd-004' });
    const deleted = await call('DELETE', path(`/grade-items/${first.gradeItemId}`), instructor);
    expect([deleted.status, deleted.body.code]).toEqual([400, 'grd-004']);
  });

  test('recordStudentGrade checks, stores files and is idempotent under concurrent retries', async () => {
    const db = server.database.db;
    const lab = await assignmentOf(courseId, 'Lab');
    const { gradeItemId } = await db.transaction((tx) => ensureAssignmentGradeItem(tx, { courseId, assignmentId: lab, name: 'Lab', maxPoints: 10 }));
    const [file] = await db.insert(media).values({
      organizationId: demo, userId: instructorId, key: `${demo}/${randomBytes(8).toString('hex')}`, fileName: 'feedback.pdf', sizeKB: 1,
    }).returning({ id: media.id });
    const input = { organizationId: demo, gradeItemId, studentId: student2.id, grade: 7, mediaIds: [file!.id], gradedBy: instructorId, now: new Date() };
    const results = await Promise.all([1, 2, 3].map(() => db.transaction((tx) => recordStudentGrade(tx, input))));
    expect(new Set(results.map((result) => result.studentGradeId)).size).toBe(1);
    await expect(db.transaction((tx) => recordStudentGrade(tx, { ...input, grade: 11 }))).rejects.toMatchObject({ code: 'grd-001' });
    await expect(db.transaction((tx) => recordStudentGrade(tx, { ...input, mediaIds: [2_147_483_000] }))).rejects.toMatchObject({ code: 'grd-004' });
    await expect(db.transaction((tx) => recordStudentGrade(tx, { ...input, gradeItemId: 2_147_483_000 }))).rejects.toMatchObject({ code: 'req-002' });
    const detail = await call<GradeDetail>('GET', path(`/grade-items/${gradeItemId}`), headersOf(student2));
    expect(detail.body.grade?.media.map((entry) => entry.fileName)).toEqual(['feedback.pdf']);
  });

  test('finalGradeOf counts ungraded items as zero and gives the letter', async () => {
    const db = server.database.db;
    const courseOf = await createCourse(db, demo);
    await db.insert(courseEnrollees).values({ organizationId: demo, courseId: courseOf, userId: outsider.id });
    const [first, second] = [await assignmentOf(courseOf, 'A'), await assignmentOf(courseOf, 'B')];
    const a = await db.transaction((tx) => ensureAssignmentGradeItem(tx, { courseId: courseOf, assignmentId: first, name: 'A', maxPoints: 10 }));
    await db.transaction((tx) => ensureAssignmentGradeItem(tx, { courseId: courseOf, assignmentId: second, name: 'B', maxPoints: 10 }));
    expect(await finalGradeOf(db, { courseId: courseOf, userId: outsider.id })).toEqual({ percentage: 0, letter: 'F', gradedItems: 0, countedItems: 2, running: null });
    await db.transaction((tx) => recordStudentGrade(tx, { organizationId: demo, gradeItemId: a.gradeItemId, studentId: outsider.id, grade: 9, gradedBy: instructorId, now: new Date() }));
    // The organization default (set above by the administrator) gives the letter: 45% is F, the running 90% would be A.
    expect(await finalGradeOf(db, { courseId: courseOf, userId: outsider.id })).toEqual({ percentage: 45, letter: 'F', gradedItems: 1, countedItems: 2, running: 90 });
  });
});

test('a new grade is told in both languages, to the grade item (template 18)', () => {
  const notice = noticeOf('course.grade-published', { courseName: { en: 'Feedback', ar: 'التغذية الراجعة' }, itemName: 'Essay' }, { courseId: 3, gradeItemId: 9 });
  expect(notice).toEqual({
    templateId: 18,
    texts: { en: 'You have a new grade in “Feedback”: Essay', ar: 'لديك درجة جديدة في «التغذية الراجعة»: Essay' },
    data: { notificationTemplate: 18, courseId: 3, gradeItemId: 9 },
  });
});

describe('the seed', () => {
  test.each(['demo', 'nour'] as const)('%s: items with a rubric, the default letters, and coach@ at 90%% (A), once', async (prefix) => {
    const db = server.database.db;
    const organizationId = await server.organizationId(prefix);
    const [course] = await db.select({ id: courses.id }).from(courses)
      .where(and(eq(courses.organizationId, organizationId), eq(courses.name, COMPLETE_COURSES[prefix]!.name)));
    const items = await db.select({ id: gradeItems.id, rubricId: gradeItems.rubricId, isPublished: gradeItems.isPublished }).from(gradeItems).where(eq(gradeItems.courseId, course!.id));
    expect(items).toHaveLength(4);
    expect(items.filter((item) => item.rubricId !== null)).toHaveLength(1);
    expect(items.filter((item) => !item.isPublished)).toHaveLength(1);
    const [coach] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, organizationId), eq(users.email, `coach@${prefix}.halaqa.test`)));
    expect(await finalGradeOf(db, { courseId: course!.id, userId: coach!.id })).toMatchObject({ percentage: 90, running: 90, gradedItems: 2, countedItems: 2 });
    const [schema] = await db.select({ schemaId: organizationGradingSchemas.schemaId }).from(organizationGradingSchemas).where(eq(organizationGradingSchemas.organizationId, organizationId));
    const letters = await db.select({ letter: gradeMappings.letter, description: gradeMappings.description }).from(gradeMappings).where(eq(gradeMappings.schemaId, schema!.schemaId));
    expect(letters.map((row) => row.letter).sort()).toEqual(['A', 'B', 'C', 'D', 'F']);
    if (prefix === 'nour') expect(letters.every((row) => /[\u0600-\u06FF]/.test(row.description ?? ''))).toBe(true);
    await seedGrades(db, course!.id, (await coursePeople(db, prefix))!, prefix);
    expect(await db.select({ id: gradeItems.id }).from(gradeItems).where(eq(gradeItems.courseId, course!.id))).toHaveLength(4);
  });
});
