import { and, eq } from 'drizzle-orm';
import type { ManagedExam, ManagedExamSummary } from '../src/modules/exams/manage/dto';
import { examAttemptQuestions, examAttempts, examQuestions, exams, questions, subsectionExams } from '../src/modules/exams/tables';
import { gradeItems } from '../src/modules/lms/grades/tables';
import { courseSections, courseSubsections, courses } from '../src/modules/lms/tables';
import { COMPLETE_COURSES } from '../src/seed/course-content';
import { bankQuestion, caller, essay, examWorld, headersOf, outlineItem, singleChoice, type ExamWorld } from './support/exam-review-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

/** The instructors' exam calls over HTTP (docs/design/exams-api.md "Exams"), and the seeded exams. */

let server: TestServer;
let world: ExamWorld;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  call = caller(server);
});
afterAll(async () => { await server.close(); });

const base = (courseId = world.courseId) => `/api/courses/${courseId}/exams/manage`;

async function createExam(body: Record<string, unknown>, headers = world.instructor): Promise<ManagedExam> {
  const res = await call<ManagedExam>('POST', base(), headers, body);
  expect(res.status).toBe(201);
  return res.body;
}

/** A started attempt of a demo student at an exam item that drew these exam rows (straight in the database). */
async function attemptDrawing(examId: number, subsectionId: number, examQuestionIds: number[]): Promise<number> {
  const db = server.database.db;
  const [attempt] = await db.insert(examAttempts).values({
    organizationId: world.demo, userId: world.students[2]!.id, courseId: world.courseId, subsectionId, examId, shuffleSeed: 7,
  }).returning({ id: examAttempts.id });
  const rows = await db.select().from(examQuestions).where(eq(examQuestions.examId, examId));
  for (const [position, id] of examQuestionIds.entries()) {
    const row = rows.find((candidate) => candidate.id === id)!;
    await db.insert(examAttemptQuestions).values({
      organizationId: world.demo, attemptId: attempt!.id, examQuestionId: id, questionId: row.questionId, position, page: position, pointsPossible: row.points,
    });
  }
  return attempt!.id;
}

describe('creating and changing an exam', () => {
  test('a new exam takes the defaults; the description is sanitized', async () => {
    const exam = await createExam({ title: '  Unit quiz ', description: '<p>Rules</p><script>alert(1)</script>' });
    expect(exam).toMatchObject({
      courseId: world.courseId, title: 'Unit quiz', description: '<p>Rules</p>', gradeItemId: null, questionCount: 0, questions: [], subsections: [],
      attempts: { total: 0, inProgress: 0, needsReview: 0, graded: 0, cancelled: 0 },
      settings: {
        hasTimeLimit: false, timeLimitInMinutes: null, hasPassingScore: false, passingScorePercentage: 50, multiDirectional: true,
        oneQuestionAtATime: false, showCorrectAnswerOnReview: true, showResultAtEnd: true, allowRetake: false, maxAttempts: null, gradingMethod: 'LATEST',
      },
    });
    const read = await call<ManagedExam>('GET', `${base()}/${exam.id}`, world.instructor);
    expect(read.status).toBe(200);
    expect(read.body.title).toBe('Unit quiz');
  });

  test('every setting is stored as sent', async () => {
    const settings = {
      numberOfQuestions: 5, hasTimeLimit: true, timeLimitInMinutes: 10, hasPassingScore: true, passingScorePercentage: 70,
      hasPublishDate: true, publishDate: '2030-05-01T08:00:00.000Z', multiDirectional: false, oneQuestionAtATime: true,
      shuffleQuestions: true, shuffleAnswers: true, showCorrectAnswerInstantly: true, showCorrectAnswerOnReview: false, showResultAtEnd: false,
      allowRetake: true, maxAttempts: 3, retakeIntervalInMinutes: 5, gradingMethod: 'HIGHEST', isCheatDetectionEnabled: true,
    };
    const exam = await createExam({ title: 'Timed check-in', ...settings });
    expect(exam.settings).toEqual(settings);
    const [row] = await server.database.db.select().from(exams).where(eq(exams.id, exam.id));
    expect(row).toMatchObject({ timeLimitInMinutes: 10, maxAttempts: 3, gradingMethod: 'HIGHEST', publishDate: new Date(settings.publishDate) });
  });

  test.each([
    ['a time limit switched on without minutes', { hasTimeLimit: true }, 'timeLimitInMinutes'],
    ['minutes without the time limit switched on', { timeLimitInMinutes: 10 }, 'timeLimitInMinutes'],
    ['a publish date switched on without a date', { hasPublishDate: true }, 'publishDate'],
    ['a publish date without the switch', { publishDate: '2030-01-01T00:00:00Z' }, 'publishDate'],
    ['a maximum of attempts without retakes', { maxAttempts: 3 }, 'maxAttempts'],
    ['a retake interval without retakes', { retakeIntervalInMinutes: 5 }, 'retakeIntervalInMinutes'],
  ])('contradictory settings are refused (400 exm-008): %s', async (_name, settings, field) => {
    const res = await call('POST', base(), world.instructor, { title: 'Bad', ...settings });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'exm-008' });
    expect(res.body.message).toContain(field);
  });

  test.each([
    ['no title', {}],
    ['a blank title', { title: '   ' }],
    ['a time limit of 0', { title: 'x', hasTimeLimit: true, timeLimitInMinutes: 0 }],
    ['a passing score above 100', { title: 'x', passingScorePercentage: 101 }],
    ['an unknown grading method', { title: 'x', gradingMethod: 'BEST' }],
    ['zero attempts', { title: 'x', allowRetake: true, maxAttempts: 0 }],
    ['a date that is not one', { title: 'x', hasPublishDate: true, publishDate: 'tomorrow' }],
  ])('bad input is 400 req-001: %s', async (_name, body) => {
    const res = await call('POST', base(), world.instructor, body);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'req-001' });
  });

  test('a change is checked with the stored settings; switching retakes off clears what they governed', async () => {
    const exam = await createExam({ title: 'Retakes', allowRetake: true, maxAttempts: 2, retakeIntervalInMinutes: 30 });
    const alone = await call('PATCH', `${base()}/${exam.id}`, world.instructor, { hasTimeLimit: true });
    expect({ status: alone.status, code: alone.body.code }).toEqual({ status: 400, code: 'exm-008' });
    const timed = await call<ManagedExam>('PATCH', `${base()}/${exam.id}`, world.instructor, { hasTimeLimit: true, timeLimitInMinutes: 15, title: 'Retakes, timed' });
    expect(timed.status).toBe(200);
    expect(timed.body).toMatchObject({ title: 'Retakes, timed', settings: { hasTimeLimit: true, timeLimitInMinutes: 15, maxAttempts: 2 } });
    const off = await call<ManagedExam>('PATCH', `${base()}/${exam.id}`, world.instructor, { allowRetake: false });
    expect(off.body.settings).toMatchObject({ allowRetake: false, maxAttempts: null, retakeIntervalInMinutes: null, timeLimitInMinutes: 15 });
    const empty = await call('PATCH', `${base()}/${exam.id}`, world.instructor, {});
    expect({ status: empty.status, code: empty.body.code }).toEqual({ status: 400, code: 'req-001' });
  });

  test("a grade item: one of the course's, or a new one made for the exam; another course's is exm-008", async () => {
    const db = server.database.db;
    const [own] = await db.insert(gradeItems).values({ courseId: world.courseId, name: 'Quizzes', maxPoints: 20 }).returning({ id: gradeItems.id });
    const [foreign] = await db.insert(gradeItems).values({ courseId: world.otherCourseId, name: 'Theirs', maxPoints: 20 }).returning({ id: gradeItems.id });
    expect((await createExam({ title: 'Linked', gradeItemId: own!.id })).gradeItemId).toBe(own!.id);
    const refused = await call('POST', base(), world.instructor, { title: 'Foreign', gradeItemId: foreign!.id });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 400, code: 'exm-008' });
    const both = await call('POST', base(), world.instructor, { title: 'Both', gradeItemId: own!.id, createGradeItem: true });
    expect({ status: both.status, code: both.body.code }).toEqual({ status: 400, code: 'exm-008' });

    const made = await createExam({ title: 'Midterm', createGradeItem: true });
    const [item] = await db.select().from(gradeItems).where(eq(gradeItems.id, made.gradeItemId!));
    expect(item).toMatchObject({ courseId: world.courseId, name: 'Midterm', maxPoints: 100 });
    const again = await call('PATCH', `${base()}/${made.id}`, world.instructor, { createGradeItem: true });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 400, code: 'exm-008' });
    const later = await createExam({ title: 'Later' });
    const patched = await call<ManagedExam>('PATCH', `${base()}/${later.id}`, world.instructor, { createGradeItem: true });
    expect(patched.body.gradeItemId).toEqual(expect.any(Number));
  });

  test('the course list shows settings, question counts, items and attempt counts, in pages', async () => {
    const first = await call<{ count: number; data: ManagedExamSummary[] }>('GET', `${base()}?take=2`, world.instructor);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.count).toBeGreaterThan(2);
    const rest = await call<{ count: number; data: ManagedExamSummary[] }>('GET', `${base()}?skip=2&take=50`, world.instructor);
    expect(rest.body.data.length).toBe(first.body.count - 2);
    expect(rest.body.data[0]).not.toHaveProperty('questions');
  });
});

describe("an exam's questions", () => {
  test('in order; a case brings its questions; a listed child sets its own points; the list can be rearranged in place', async () => {
    const one = await bankQuestion(world, singleChoice('One?'));
    const two = await bankQuestion(world, essay('Two?'));
    const passage = await bankQuestion(world, {
      type: 'CASE', stem: '<p>Read this.</p>', children: [singleChoice('First about it?'), singleChoice('Second about it?')],
    });
    const exam = await createExam({ title: 'Ordered' });
    const path = `${base()}/${exam.id}/questions`;
    const set = await call<ManagedExam>('PUT', path, world.instructor, {
      questions: [
        { questionId: two.id, points: 5 }, { questionId: passage.id }, { questionId: passage.children[1]!.id, points: 3, isBonus: true },
        { questionId: one.id, gradingFlexibilityPercentage: 10, caseSensitiveGrading: true },
      ],
    });
    expect(set.status).toBe(200);
    expect(set.body.questionCount).toBe(3);
    expect(set.body.questions.map((row) => [row.questionId, row.points, row.isBonus, row.parentId === null])).toEqual([
      [two.id, 5, false, true],
      [passage.id, 0, false, true],
      [passage.children[0]!.id, 1, false, false],
      [passage.children[1]!.id, 3, true, false],
      [one.id, 1, false, true],
    ]);
    const caseRow = set.body.questions[1]!;
    expect(set.body.questions.filter((row) => row.parentId === caseRow.examQuestionId)).toHaveLength(2);
    expect(set.body.questions[4]).toMatchObject({ gradingFlexibilityPercentage: 10, caseSensitiveGrading: true });

    const rearranged = await call<ManagedExam>('PUT', path, world.instructor, { questions: [{ questionId: one.id }, { questionId: two.id }] });
    expect(rearranged.body.questions.map((row) => row.questionId)).toEqual([one.id, two.id]);
    // Rows that stay are the same rows (an attempt that drew them keeps its link).
    expect(rearranged.body.questions[0]!.examQuestionId).toBe(set.body.questions[4]!.examQuestionId);
    const rows = await server.database.db.select().from(examQuestions).where(eq(examQuestions.examId, exam.id));
    expect(rows).toHaveLength(2);
  });

  test('what does not hold together is 400 exm-008, and changes nothing', async () => {
    const mine = await bankQuestion(world, singleChoice('Mine?'));
    const theirs = await bankQuestion(world, singleChoice('Theirs?'), world.otherCourseId);
    const passage = await bankQuestion(world, { type: 'CASE', stem: '<p>Passage</p>', children: [singleChoice('About it?')] });
    const exam = await createExam({ title: 'Strict' });
    const path = `${base()}/${exam.id}/questions`;
    await call('PUT', path, world.instructor, { questions: [{ questionId: mine.id }] });
    for (const questions of [
      [{ questionId: theirs.id }],
      [{ questionId: mine.id }, { questionId: mine.id }],
      [{ questionId: passage.children[0]!.id }],
      [{ questionId: passage.children[0]!.id }, { questionId: passage.id }],
      [{ questionId: passage.id, points: 2 }],
      [{ questionId: 2_147_483_647 }],
    ]) {
      const res = await call('PUT', path, world.instructor, { questions });
      expect({ questions, status: res.status, code: res.body.code }).toEqual({ questions, status: 400, code: 'exm-008' });
    }
    const bad = await call('PUT', path, world.instructor, { questions: [{ questionId: mine.id, points: -1 }] });
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'req-001' });
    const after = await call<ManagedExam>('GET', `${base()}/${exam.id}`, world.instructor);
    expect(after.body.questions.map((row) => row.questionId)).toEqual([mine.id]);
  });

  test('a question an attempt drew stays in the exam (409 exm-010); its points may still change', async () => {
    const kept = await bankQuestion(world, singleChoice('Kept?'));
    const other = await bankQuestion(world, singleChoice('Other?'));
    const exam = await createExam({ title: 'Drawn' });
    const path = `${base()}/${exam.id}/questions`;
    const set = await call<ManagedExam>('PUT', path, world.instructor, { questions: [{ questionId: kept.id }, { questionId: other.id }] });
    const item = await outlineItem(world);
    await call('PUT', `/api/courses/${world.courseId}/subsections/${item}/exam`, world.instructor, { examId: exam.id });
    await attemptDrawing(exam.id, item, [set.body.questions[0]!.examQuestionId]);
    const removed = await call('PUT', path, world.instructor, { questions: [{ questionId: other.id }] });
    expect({ status: removed.status, code: removed.body.code }).toEqual({ status: 409, code: 'exm-010' });
    const repointed = await call<ManagedExam>('PUT', path, world.instructor, { questions: [{ questionId: kept.id, points: 4 }] });
    expect(repointed.status).toBe(200);
    expect(repointed.body.questions).toEqual([expect.objectContaining({ questionId: kept.id, points: 4 })]);
    // The bank keeps a question an exam uses.
    expect((await server.database.db.select().from(questions).where(eq(questions.id, kept.id))).length).toBe(1);
  });
});

describe('placing an exam in the outline', () => {
  test('an EXAM item of the course shows the exam; linking again changes nothing; the list names the item', async () => {
    const exam = await createExam({ title: 'Placed' });
    const item = await outlineItem(world, { name: 'Week 1 quiz' });
    const path = `/api/courses/${world.courseId}/subsections/${item}/exam`;
    const linked = await call('PUT', path, world.instructor, { examId: exam.id });
    expect({ status: linked.status, body: linked.body }).toEqual({ status: 200, body: { subsectionExamId: item, examId: exam.id } });
    expect((await call('PUT', path, world.instructor, { examId: exam.id })).status).toBe(200);
    const read = await call<ManagedExam>('GET', `${base()}/${exam.id}`, world.instructor);
    expect(read.body.subsections).toEqual([{ subsectionExamId: item, name: 'Week 1 quiz', sectionName: 'Assessment' }]);
  });

  test("another content type, another course's item or exam: 400 exm-008", async () => {
    const exam = await createExam({ title: 'Nowhere' });
    const text = await outlineItem(world, { contentType: 'TEXT' });
    const db = server.database.db;
    const [otherSection] = await db.insert(courseSections).values({ courseId: world.otherCourseId, name: 'Other' }).returning({ id: courseSections.id });
    const [otherItem] = await db.insert(courseSubsections).values({ sectionId: otherSection!.id, name: 'Other exam', contentType: 'EXAM' }).returning({ id: courseSubsections.id });
    const [otherExam] = await db.insert(exams).values({ courseId: world.otherCourseId, title: 'Other' }).returning({ id: exams.id });
    const item = await outlineItem(world);
    for (const [subsectionId, examId] of [[text, exam.id], [otherItem!.id, exam.id], [item, otherExam!.id], [2_147_483_647, exam.id]] as const) {
      const res = await call('PUT', `/api/courses/${world.courseId}/subsections/${subsectionId}/exam`, world.instructor, { examId });
      expect({ subsectionId, examId, status: res.status, code: res.body.code }).toEqual({ subsectionId, examId, status: 400, code: 'exm-008' });
    }
    expect(await db.select().from(subsectionExams).where(eq(subsectionExams.subsectionId, item))).toEqual([]);
  });

  test('an item with attempts keeps its exam (409 exm-010); the attempt counts show them', async () => {
    const first = await createExam({ title: 'First' });
    const second = await createExam({ title: 'Second' });
    const q = await bankQuestion(world, singleChoice('Q?'));
    const set = await call<ManagedExam>('PUT', `${base()}/${first.id}/questions`, world.instructor, { questions: [{ questionId: q.id }] });
    const item = await outlineItem(world);
    const path = `/api/courses/${world.courseId}/subsections/${item}/exam`;
    await call('PUT', path, world.instructor, { examId: first.id });
    await attemptDrawing(first.id, item, [set.body.questions[0]!.examQuestionId]);
    const res = await call('PUT', path, world.instructor, { examId: second.id });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'exm-010' });
    const read = await call<ManagedExam>('GET', `${base()}/${first.id}`, world.instructor);
    expect(read.body.attempts).toEqual({ total: 1, inProgress: 1, needsReview: 0, graded: 0, cancelled: 0 });
  });
});

describe('deleting an exam', () => {
  test('nobody attempted it: 204, then 404; attempted: 409 exm-010', async () => {
    const spare = await createExam({ title: 'Spare' });
    expect((await call('DELETE', `${base()}/${spare.id}`, world.instructor)).status).toBe(204);
    const gone = await call('DELETE', `${base()}/${spare.id}`, world.instructor);
    expect({ status: gone.status, code: gone.body.code }).toEqual({ status: 404, code: 'req-002' });

    const used = await createExam({ title: 'Used' });
    const q = await bankQuestion(world, singleChoice('Used?'));
    const set = await call<ManagedExam>('PUT', `${base()}/${used.id}/questions`, world.instructor, { questions: [{ questionId: q.id }] });
    const item = await outlineItem(world);
    await call('PUT', `/api/courses/${world.courseId}/subsections/${item}/exam`, world.instructor, { examId: used.id });
    await attemptDrawing(used.id, item, [set.body.questions[0]!.examQuestionId]);
    const refused = await call('DELETE', `${base()}/${used.id}`, world.instructor);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'exm-010' });
    expect(await server.database.db.select({ id: exams.id }).from(exams).where(eq(exams.id, used.id))).toHaveLength(1);
  });
});

describe('who may manage exams', () => {
  test('a student on the instructor routes: 403 perm-001', async () => {
    const student = headersOf(world.students[0]!);
    const exam = await createExam({ title: 'Guarded' });
    const item = await outlineItem(world);
    for (const [method, path, body] of [
      ['GET', base(), undefined],
      ['POST', base(), { title: 'Mine now' }],
      ['GET', `${base()}/${exam.id}`, undefined],
      ['PATCH', `${base()}/${exam.id}`, { title: 'Mine now' }],
      ['DELETE', `${base()}/${exam.id}`, undefined],
      ['PUT', `${base()}/${exam.id}/questions`, { questions: [] }],
      ['PUT', `/api/courses/${world.courseId}/subsections/${item}/exam`, { examId: exam.id }],
    ] as const) {
      const res = await call(method, path, student, body);
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({ method, path, status: 403, code: 'perm-001' });
    }
  });

  test("another organization's course or exam, a course the instructor does not teach, another course's exam: 404 req-002", async () => {
    const exam = await createExam({ title: 'Ours' });
    const [nourExam] = await server.database.db.insert(exams).values({ courseId: world.nourCourseId, title: 'Nour exam' }).returning({ id: exams.id });
    const [otherExam] = await server.database.db.insert(exams).values({ courseId: world.otherCourseId, title: 'Not taught' }).returning({ id: exams.id });
    const cases: Array<[string, string, Record<string, string>, unknown]> = [
      ['GET', base(world.nourCourseId), world.instructor, undefined],
      ['GET', `${base(world.nourCourseId)}/${nourExam!.id}`, world.instructor, undefined],
      ['PATCH', `${base(world.nourCourseId)}/${nourExam!.id}`, world.instructor, { title: 'Taken' }],
      ['POST', base(world.otherCourseId), world.instructor, { title: 'Not mine' }],
      ['GET', `${base(world.otherCourseId)}/${otherExam!.id}`, world.instructor, undefined],
      ['GET', `${base()}/${otherExam!.id}`, world.instructor, undefined],
      ['DELETE', `${base()}/${nourExam!.id}`, world.instructor, undefined],
      ['PUT', `${base()}/${otherExam!.id}/questions`, world.instructor, { questions: [] }],
      // The nour instructor asking for demo's course and exam in their own organization.
      ['GET', `${base()}/${exam.id}`, world.nourInstructor, undefined],
      ['PATCH', `${base()}/${exam.id}`, world.nourInstructor, { title: 'Taken' }],
    ];
    for (const [method, path, headers, body] of cases) {
      const res = await call(method, path, headers, body);
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({ method, path, status: 404, code: 'req-002' });
    }
    const [row] = await server.database.db.select({ title: exams.title }).from(exams).where(eq(exams.id, nourExam!.id));
    expect(row!.title).toBe('Nour exam');
  });

  test("an administrator manages every course of the organization; the course's own instructor theirs", async () => {
    const res = await call<ManagedExam>('POST', base(world.otherCourseId), world.admin, { title: 'By the administrator' });
    expect(res.status).toBe(201);
  });
});

describe.each(['demo', 'nour'] as const)('the seeded exams of %s', (prefix) => {
  const QUESTION_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERIC', 'FILL_IN_BLANKS', 'MATCHING',
    'ORDERING', 'ESSAY', 'FILE_UPLOAD', 'AUDIO_RECORDING', 'VIDEO_RECORDING', 'CASE'];

  async function seededExams() {
    const organizationId = await server.organizationId(prefix);
    const [course] = await server.database.db.select({ id: courses.id }).from(courses)
      .where(and(eq(courses.organizationId, organizationId), eq(courses.name, COMPLETE_COURSES[prefix]!.name)));
    const headers = { ...bearer(await server.memberToken(prefix, `instructor@${prefix}.halaqa.test`)), 'x-organization': prefix };
    const list = await call<{ count: number; data: ManagedExamSummary[] }>('GET', `${base(course!.id)}?take=50`, headers);
    expect(list.status).toBe(200);
    const full = await Promise.all(list.body.data.map(async (exam) => (await call<ManagedExam>('GET', `${base(course!.id)}/${exam.id}`, headers)).body));
    return { courseId: course!.id, exams: full };
  }

  test('an exam with every question type, open now, shown in an EXAM item, with stems in the course language', async () => {
    const { exams: seeded } = await seededExams();
    const every = seeded.find((exam) => QUESTION_TYPES.every((type) => exam.questions.some((question) => question.type === type)));
    expect(every).toBeDefined();
    expect(every!.settings).toMatchObject({ hasPublishDate: false, hasTimeLimit: false });
    expect(every!.subsections).toHaveLength(1);
    const [item] = await server.database.db.select({ availableFrom: courseSubsections.availableFrom, contentType: courseSubsections.contentType, isPublished: courseSubsections.isPublished })
      .from(courseSubsections).where(eq(courseSubsections.id, every!.subsections[0]!.subsectionExamId));
    expect(item).toEqual({ availableFrom: null, contentType: 'EXAM', isPublished: true });
    const arabic = /[\u0600-\u06ff]/;
    for (const question of every!.questions) expect(arabic.test(question.stem)).toBe(prefix === 'nour');
  });

  test('a timed exam with retakes, shown in an EXAM item', async () => {
    const { exams: seeded } = await seededExams();
    const timed = seeded.find((exam) => exam.settings.hasTimeLimit && exam.settings.allowRetake);
    expect(timed?.settings).toMatchObject({ timeLimitInMinutes: 10, maxAttempts: 3, retakeIntervalInMinutes: 5 });
    expect(timed!.subsections).toHaveLength(1);
    expect(timed!.questionCount).toBeGreaterThan(timed!.settings.numberOfQuestions!);
  });
});
