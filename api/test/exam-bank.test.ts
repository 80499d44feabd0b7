import { eq } from 'drizzle-orm';
import type { Question } from '../src/modules/exams/bank/types';
import { createQuestion } from '../src/modules/exams/bank/create-question';
import { readQuestions } from '../src/modules/exams/bank/read-questions';
import {
  examAttemptQuestions, examAttempts, examQuestions, exams, questions as questionRows, subsectionExams,
} from '../src/modules/exams/tables';
import { courseEnrollees, courseInstructors, courseSections, courseSubsections } from '../src/modules/lms/tables';
import { users } from '../src/modules/users/tables';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

/** The question bank over HTTP (docs/design/exams-api.md "Bank"), and the two functions other slices call. */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type Headers = Record<string, string>;
type Page<T> = { count: number; data: T[] };
type Label = { id: number; name: string; questionCount: number };
const call = <T>(method: string, path: string, headers: Headers, body?: unknown) => server.request<T & ErrorBody>(path, { method, headers, body });

let demo: number;
let instructor: Headers;
let admin: Headers;
let student: TestMember;
let studentHeaders: Headers;
let instructorId: number;
let courseId: number;
let otherCourseId: number;
let nourCourseId: number;

beforeAll(async () => {
  const db = server.database.db;
  demo = await server.organizationId('demo');
  const nour = await server.organizationId('nour');
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  admin = { ...bearer(await server.memberToken('demo', 'admin@demo.halaqa.test')), 'x-organization': 'demo' };
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'instructor@demo.halaqa.test'));
  instructorId = row!.id;
  [student] = await createMembers(db, demo, 1) as [TestMember];
  studentHeaders = { ...bearer(student.token), 'x-organization': 'demo' };
  courseId = await createCourse(db, demo);
  otherCourseId = await createCourse(db, demo);
  nourCourseId = await createCourse(db, nour);
  await db.insert(courseInstructors).values({ courseId, userId: instructorId });
  await db.insert(courseEnrollees).values({ organizationId: demo, courseId, userId: student.id });
});

const path = (rest = '', course = courseId) => `/api/courses/${course}${rest}`;

async function create(body: Record<string, unknown>, headers = instructor, course = courseId): Promise<Question> {
  const res = await call<Question>('POST', path('/questions', course), headers, body);
  if (res.status !== 201) throw new Error(`create answered ${res.status} ${res.text}`);
  return res.body;
}

async function refused(method: string, url: string, body: unknown, status: number, code: string, headers = instructor): Promise<string> {
  const res = await call(method, url, headers, body);
  expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
  return res.body.message;
}

const single = (stem = '<p>2 + 2?</p>') => ({
  type: 'SINGLE_CHOICE', stem, answers: [{ stem: '4', isCorrect: true, explanation: '<p>Yes</p>' }, { stem: '5' }],
});

describe('question types', () => {
  test('every type with what it needs', async () => {
    const res = await call<Page<{ type: string; isAutoCorrected: boolean; needsAnswerKey: boolean; hasDetails: boolean }>>('GET', path('/question-types'), instructor);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(13);
    expect(res.body.data.find((type) => type.type === 'NUMERIC')).toMatchObject({ isAutoCorrected: true, needsAnswerKey: true });
    expect(res.body.data.find((type) => type.type === 'CASE')).toMatchObject({ hasDetails: true, isAutoCorrected: false });
  });
});

describe('creating questions: each type at its edges', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['single choice with two correct', { ...single(), answers: [{ stem: 'a', isCorrect: true }, { stem: 'b', isCorrect: true }] }, /^answers: .*exactly one/],
    ['single choice with one option', { ...single(), answers: [{ stem: 'a', isCorrect: true }] }, /^answers: at least two/],
    ['multiple choice with none correct', { type: 'MULTIPLE_CHOICE', stem: 'x', answers: [{ stem: 'a' }, { stem: 'b' }] }, /at least one correct/],
    ['true/false with three options', {
      type: 'TRUE_FALSE', stem: 'x', answers: [{ stem: 'True', isCorrect: true }, { stem: 'False' }, { stem: 'Maybe' }],
    }, /exactly two/],
    ['short answer without keys', { type: 'SHORT_ANSWER', stem: 'x' }, /^answerKeys: at least one/],
    ['short answer with options', { type: 'SHORT_ANSWER', stem: 'x', answers: [{ stem: 'a' }], answerKeys: [{ text: 'a' }] }, /^answers: this type/],
    ['numeric key as text', { type: 'NUMERIC', stem: 'x', answerKeys: [{ text: 'three' }] }, /^answerKeys\[0\]\.numericValue/],
    ['blank marked twice', {
      type: 'FILL_IN_BLANKS', stem: '[[1]] [[1]]', answerKeys: [{ blank: 1, text: 'a' }],
    }, /^stem: blank \[\[1\]\] must appear exactly once/],
    ['blank without a key', {
      type: 'FILL_IN_BLANKS', stem: '[[1]] [[2]]', answerKeys: [{ blank: 1, text: 'a' }],
    }, /^answerKeys: blank 2/],
    ['matching prompt without response', {
      type: 'MATCHING', stem: 'x', answers: [{ stem: 'a', matchText: 'b' }, { stem: 'c', matchText: '  ' }],
    }, /^answers\[1\]\.matchText/],
    ['ordering with one item', { type: 'ORDERING', stem: 'x', answers: [{ stem: 'a' }] }, /^answers: at least two/],
    ['rubric on an upload question', { type: 'FILE_UPLOAD', stem: 'x', rubricId: 1 }, /^rubricId: only an essay/],
    ['empty case', { type: 'CASE', stem: '<p>Passage</p>', children: [] }, /^children: a case question needs/],
    ['case child that is a case', { type: 'CASE', stem: 'p', children: [{ type: 'CASE', stem: 'q' }] }, /^children\[0\]\.type/],
    ['children on an essay', { type: 'ESSAY', stem: 'x', children: [{ type: 'ESSAY', stem: 'y' }] }, /^children: only a case/],
    ['a stem that is only markup', { type: 'ESSAY', stem: '<p><script>alert(1)</script></p>' }, /^stem: the question needs text/],
  ];
  test.each(cases)('%s: 400 exm-008 naming the field', async (_name, body, message) => {
    expect(await refused('POST', path('/questions'), body, 400, 'exm-008')).toMatch(message);
  });

  test('every type that holds together is stored whole, rich text sanitized', async () => {
    const created = await create({
      type: 'MULTIPLE_CHOICE', stem: '<p onclick="x()">Pick primes<script>alert(1)</script></p>', difficulty: 'MEDIUM', learningOutcome: ' Primes ',
      explanation: '<p>2 and 3</p><img src="javascript:alert(1)">',
      answers: [{ stem: '2', isCorrect: true }, { stem: '3', isCorrect: true }, { stem: '4', explanation: '<em>even</em>' }],
    });
    expect(created).toMatchObject({
      type: 'MULTIPLE_CHOICE', stem: '<p>Pick primes</p>', explanation: '<p>2 and 3</p>', difficulty: 'MEDIUM', learningOutcome: 'Primes',
      courseId, parentId: null, children: [], createdById: instructorId,
    });
    expect(created.answers.map((answer) => [answer.stem, answer.isCorrect, answer.explanation, answer.sort])).toEqual([
      ['2', true, null, 0], ['3', true, null, 1], ['4', false, '<em>even</em>', 2],
    ]);
    const numeric = await create({ type: 'NUMERIC', stem: 'π to two places?', answerKeys: [{ numericValue: 3.14, tolerance: 0.005 }, { numericValue: 22 / 7 }] });
    expect(numeric.answerKeys.map((key) => [key.numericValue, key.tolerance, key.text])).toEqual([[3.14, 0.005, null], [3.142857, 0, null]]);
    const blanks = await create({
      type: 'FILL_IN_BLANKS', stem: '<p>[[2]] is the capital of [[1]]</p>',
      answerKeys: [{ blank: 2, text: ' Paris ' }, { blank: 1, text: 'France' }, { blank: 2, text: 'paris' }],
    });
    expect(blanks.answerKeys.map((key) => [key.blank, key.text])).toEqual([[1, 'France'], [2, 'Paris'], [2, 'paris']]);
    const ordering = await create({ type: 'ORDERING', stem: 'Order', answers: [{ stem: 'first' }, { stem: 'second' }, { stem: 'third' }] });
    expect(ordering.answers.map((answer) => [answer.stem, answer.sort])).toEqual([['first', 0], ['second', 1], ['third', 2]]);
    const matching = await create({ type: 'MATCHING', stem: 'Match', answers: [{ stem: 'cat', matchText: 'meow' }, { stem: 'dog', matchText: 'woof' }] });
    expect(matching.answers.map((answer) => answer.matchText)).toEqual(['meow', 'woof']);
    for (const type of ['ESSAY', 'FILE_UPLOAD', 'AUDIO_RECORDING', 'VIDEO_RECORDING']) expect((await create({ type, stem: type })).type).toBe(type);
    await create({ type: 'TRUE_FALSE', stem: 'الشمس نجم', answers: [{ stem: 'صح', isCorrect: true }, { stem: 'خطأ' }] });
    await create({ type: 'SHORT_ANSWER', stem: 'Capital of Egypt?', answerKeys: [{ text: 'Cairo' }, { text: 'القاهرة' }] });
  });

  test('a case with its children in order; the children are not listed on their own', async () => {
    const passage = await create({
      type: 'CASE', stem: '<p>Read: the Nile flows north.</p>',
      children: [{ type: 'TRUE_FALSE', stem: 'It flows south.', answers: [{ stem: 'True' }, { stem: 'False', isCorrect: true }] }, { type: 'ESSAY', stem: 'Why north?' }],
    });
    expect(passage.children.map((child) => [child.type, child.parentId, child.sort])).toEqual([['TRUE_FALSE', passage.id, 0], ['ESSAY', passage.id, 1]]);
    const list = await call<Page<Question>>('GET', path('/questions?type=ESSAY&take=50'), instructor);
    expect(list.body.data.some((question) => question.id === passage.children[1]!.id)).toBe(false);
    const child = await call<Question>('GET', path(`/questions/${passage.children[0]!.id}`), instructor);
    expect(child.body.parentId).toBe(passage.id);
  });

  test('input the schema refuses: 400 req-001', async () => {
    await refused('POST', path('/questions'), { ...single(), type: 'DRAWING' }, 400, 'req-001');
    await refused('POST', path('/questions'), { ...single(), answers: Array.from({ length: 101 }, () => ({ stem: 'a' })) }, 400, 'req-001');
    await refused('POST', path('/questions'), { type: 'NUMERIC', stem: 'x', answerKeys: [{ numericValue: 1, tolerance: -1 }] }, 400, 'req-001');
    // Ajv coerces 0 to null for a nullable number: the rules then name the missing blank.
    expect(await refused('POST', path('/questions'), { type: 'FILL_IN_BLANKS', stem: '[[1]]', answerKeys: [{ blank: 0, text: 'a' }] }, 400, 'exm-008'))
      .toMatch(/blank/);
  });
});

describe('categories and tags', () => {
  test('a name once per course (409 exm-008); deleting one leaves its questions', async () => {
    const category = await call<Label>('POST', path('/question-categories'), instructor, { name: ' Algebra ' });
    expect(category.status).toBe(201);
    expect(category.body).toMatchObject({ name: 'Algebra', questionCount: 0 });
    await refused('POST', path('/question-categories'), { name: 'Algebra' }, 409, 'exm-008');
    // Another course may use the same name.
    expect((await call('POST', path('/question-categories', otherCourseId), admin, { name: 'Algebra' })).status).toBe(201);
    const tag = await call<Label>('POST', path('/question-tags'), instructor, { name: 'week-1' });
    await refused('POST', path('/question-tags'), { name: 'week-1' }, 409, 'exm-008');
    const question = await create({ ...single('<p>Tagged</p>'), categoryId: category.body.id, tagIds: [tag.body.id] });
    expect(question.category).toEqual({ id: category.body.id, name: 'Algebra' });
    expect(question.tags).toEqual([{ id: tag.body.id, name: 'week-1' }]);
    const categories = await call<Page<Label>>('GET', path('/question-categories'), instructor);
    expect(categories.body.data.find((row) => row.id === category.body.id)?.questionCount).toBe(1);
    const tags = await call<Page<Label>>('GET', path('/question-tags'), instructor);
    expect(tags.body.data.find((row) => row.id === tag.body.id)?.questionCount).toBe(1);

    expect((await call('DELETE', path(`/question-categories/${category.body.id}`), instructor)).status).toBe(204);
    expect((await call('DELETE', path(`/question-tags/${tag.body.id}`), instructor)).status).toBe(204);
    await refused('DELETE', path(`/question-tags/${tag.body.id}`), undefined, 404, 'req-002');
    const after = await call<Question>('GET', path(`/questions/${question.id}`), instructor);
    expect([after.body.category, after.body.tags]).toEqual([null, []]);
  });

  test("another course's category, tag or rubric is refused (400 exm-008)", async () => {
    const category = await call<Label>('POST', path('/question-categories', otherCourseId), admin, { name: 'Theirs' });
    const tag = await call<Label>('POST', path('/question-tags', otherCourseId), admin, { name: 'theirs' });
    const rubric = await call<{ id: number }>('POST', path('/rubrics', otherCourseId), admin, {
      title: 'Theirs', criteria: [{ description: 'Argument', maxGrade: 2, ratings: [{ description: 'Good', points: 2 }] }],
    });
    expect(rubric.status).toBe(201);
    expect(await refused('POST', path('/questions'), { ...single(), categoryId: category.body.id }, 400, 'exm-008')).toMatch(/^categoryId/);
    expect(await refused('POST', path('/questions'), { ...single(), tagIds: [tag.body.id] }, 400, 'exm-008')).toMatch(/^tagIds/);
    expect(await refused('POST', path('/questions'), { type: 'ESSAY', stem: 'x', rubricId: rubric.body.id }, 400, 'exm-008')).toMatch(/^rubricId/);
    // A case's child is checked too.
    expect(await refused('POST', path('/questions'), { type: 'CASE', stem: 'p', children: [{ type: 'ESSAY', stem: 'x', rubricId: rubric.body.id }] }, 400, 'exm-008'))
      .toMatch(/^rubricId/);
    await refused('POST', path('/questions'), { ...single(), categoryId: 2_147_483_647 }, 400, 'exm-008');
    const ours = await call<{ id: number }>('POST', path('/rubrics'), instructor, {
      title: 'Ours', criteria: [{ description: 'Argument', maxGrade: 2, ratings: [{ description: 'Good', points: 2 }] }],
    });
    expect((await create({ type: 'ESSAY', stem: 'Argue', rubricId: ours.body.id })).rubricId).toBe(ours.body.id);
  });
});

describe('listing', () => {
  let listCourse: number;
  beforeAll(async () => {
    listCourse = await createCourse(server.database.db, demo);
    await server.database.db.insert(courseInstructors).values({ courseId: listCourse, userId: instructorId });
  });

  test('filters, search (a case by its children too) and pages, newest first', async () => {
    const category = (await call<Label>('POST', path('/question-categories', listCourse), instructor, { name: 'Geometry' })).body;
    const tag = (await call<Label>('POST', path('/question-tags', listCourse), instructor, { name: 'hard-ones' })).body;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(single(`<p>Plain ${i}</p>`), instructor, listCourse)).id);
    const hard = await create({ ...single('<p>Angles 100%_sure</p>'), difficulty: 'HARD', categoryId: category.id, tagIds: [tag.id] }, instructor, listCourse);
    const passage = await create({
      type: 'CASE', stem: '<p>A passage</p>', children: [{ type: 'ESSAY', stem: '<p>Describe the triangle</p>' }],
    }, instructor, listCourse);
    const list = (query: string) => call<Page<Question>>('GET', path(`/questions${query}`, listCourse), instructor);

    const first = await list('?take=3');
    expect(first.body.count).toBe(7);
    expect(first.body.data.map((question) => question.id)).toEqual([passage.id, hard.id, ids[4]]);
    expect(first.body.data[0]!.children).toHaveLength(1);
    expect((await list('?skip=6&take=3')).body.data.map((question) => question.id)).toEqual([ids[0]]);
    expect((await list(`?categoryId=${category.id}`)).body.data.map((question) => question.id)).toEqual([hard.id]);
    expect((await list(`?tagId=${tag.id}`)).body.data.map((question) => question.id)).toEqual([hard.id]);
    expect((await list('?difficulty=HARD')).body.count).toBe(1);
    expect((await list('?type=CASE')).body.data.map((question) => question.id)).toEqual([passage.id]);
    expect((await list('?search=triangle')).body.data.map((question) => question.id)).toEqual([passage.id]);
    expect((await list('?search=PLAIN%203')).body.data.map((question) => question.id)).toEqual([ids[3]]);
    // % and _ are letters, not patterns.
    expect((await list('?search=100%25_')).body.data.map((question) => question.id)).toEqual([hard.id]);
    expect((await list('?search=0%25')).body.count).toBe(1);
    expect((await list('?take=51')).status).toBe(400);
  });
});

describe('replace, copy, delete', () => {
  test('replace rewrites the question, type included; a case keeps its children by position', async () => {
    const question = await create(single('<p>Old</p>'));
    const replaced = await call<Question>('PUT', path(`/questions/${question.id}`), instructor, {
      type: 'SHORT_ANSWER', stem: '<p>New</p>', answerKeys: [{ text: 'four' }],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: question.id, type: 'SHORT_ANSWER', stem: '<p>New</p>', answers: [] });
    expect(replaced.body.answerKeys.map((key) => key.text)).toEqual(['four']);
    expect(await refused('PUT', path(`/questions/${question.id}`), { type: 'SINGLE_CHOICE', stem: 'x', answers: [] }, 400, 'exm-008')).toMatch(/^answers/);

    const passage = await create({ type: 'CASE', stem: 'p', children: [{ type: 'ESSAY', stem: 'one' }, { type: 'ESSAY', stem: 'two' }] });
    const shorter = await call<Question>('PUT', path(`/questions/${passage.id}`), instructor, {
      type: 'CASE', stem: 'p2', children: [{ type: 'SHORT_ANSWER', stem: 'one now', answerKeys: [{ text: 'x' }] }],
    });
    expect(shorter.body.children.map((child) => [child.id, child.type, child.stem])).toEqual([[passage.children[0]!.id, 'SHORT_ANSWER', 'one now']]);
    const [gone] = await server.database.db.select().from(questionRows).where(eq(questionRows.id, passage.children[1]!.id));
    expect(gone).toBeUndefined();
    const longer = await call<Question>('PUT', path(`/questions/${passage.id}`), instructor, {
      type: 'CASE', stem: 'p3', children: [{ type: 'ESSAY', stem: 'a' }, { type: 'ESSAY', stem: 'b' }],
    });
    expect(longer.body.children[0]!.id).toBe(passage.children[0]!.id);
    expect(longer.body.children.map((child) => child.stem)).toEqual(['a', 'b']);
    // A child is replaced on its own, but never into a case.
    const child = longer.body.children[1]!;
    expect((await call<Question>('PUT', path(`/questions/${child.id}`), instructor, { type: 'ESSAY', stem: 'b2' })).body.parentId).toBe(passage.id);
    expect(await refused('PUT', path(`/questions/${child.id}`), { type: 'CASE', stem: 'c', children: [{ type: 'ESSAY', stem: 'd' }] }, 400, 'exm-008')).toMatch(/^type/);
  });

  test('an exam uses it: delete 409 exm-010; an attempt drew it: replace and delete 409 exm-010, copy makes an editable one', async () => {
    const db = server.database.db;
    const drawn = await create({ type: 'CASE', stem: '<p>Passage</p>', children: [{ type: 'ESSAY', stem: 'Why?' }] });
    const inExam = await create(single('<p>In an exam</p>'));
    const [exam] = await db.insert(exams).values({ courseId, title: 'Midterm' }).returning({ id: exams.id });
    const [caseRow] = await db.insert(examQuestions).values({ examId: exam!.id, questionId: drawn.id, position: 0 }).returning({ id: examQuestions.id });
    const [childRow] = await db.insert(examQuestions).values({ examId: exam!.id, questionId: drawn.children[0]!.id, parentId: caseRow!.id, position: 0 })
      .returning({ id: examQuestions.id });
    await db.insert(examQuestions).values({ examId: exam!.id, questionId: inExam.id, position: 1 });

    expect(await refused('DELETE', path(`/questions/${inExam.id}`), undefined, 409, 'exm-010')).toMatch(/exam/);
    // Not drawn yet: it may still change.
    expect((await call('PUT', path(`/questions/${inExam.id}`), instructor, single('<p>Changed</p>'))).status).toBe(200);

    const [section] = await db.insert(courseSections).values({ courseId, name: 'Exams' }).returning({ id: courseSections.id });
    const [subsection] = await db.insert(courseSubsections).values({ sectionId: section!.id, name: 'Midterm' }).returning({ id: courseSubsections.id });
    await db.insert(subsectionExams).values({ subsectionId: subsection!.id, examId: exam!.id });
    const [attempt] = await db.insert(examAttempts).values({
      organizationId: demo, userId: student.id, courseId, subsectionId: subsection!.id, examId: exam!.id, shuffleSeed: 7,
    }).returning({ id: examAttempts.id });
    // Only the child was drawn in this attempt's rows: the case counts as drawn with it.
    await db.insert(examAttemptQuestions).values({
      organizationId: demo, attemptId: attempt!.id, examQuestionId: childRow!.id, questionId: drawn.children[0]!.id, position: 0, page: 0, pointsPossible: 1,
    });
    expect(await refused('PUT', path(`/questions/${drawn.id}`), { type: 'CASE', stem: 'x', children: [{ type: 'ESSAY', stem: 'y' }] }, 409, 'exm-010'))
      .toMatch(/attempt/);
    await refused('PUT', path(`/questions/${drawn.children[0]!.id}`), { type: 'ESSAY', stem: 'y' }, 409, 'exm-010');
    await refused('DELETE', path(`/questions/${drawn.id}`), undefined, 409, 'exm-010');
    const unchanged = (await readQuestions(db, [drawn.id]))[0]!;
    expect(unchanged.stem).toBe('<p>Passage</p>');

    // A course may be taken by members of other organizations: their attempts count too (row-level security hides them from the tenant).
    const nour = await server.organizationId('nour');
    const [nourMember] = await createMembers(db, nour, 1) as [TestMember];
    const [nourAttempt] = await db.insert(examAttempts).values({
      organizationId: nour, userId: nourMember.id, courseId, subsectionId: subsection!.id, examId: exam!.id, shuffleSeed: 3,
    }).returning({ id: examAttempts.id });
    const inExamRow = (await db.select({ id: examQuestions.id }).from(examQuestions).where(eq(examQuestions.questionId, inExam.id)))[0]!;
    await db.insert(examAttemptQuestions).values({
      organizationId: nour, attemptId: nourAttempt!.id, examQuestionId: inExamRow.id, questionId: inExam.id, position: 0, page: 0, pointsPossible: 1,
    });
    expect(await refused('PUT', path(`/questions/${inExam.id}`), single('<p>Changed again</p>'), 409, 'exm-010')).toMatch(/attempt/);

    const copy = await call<Question>('POST', path(`/questions/${drawn.id}/copy`), instructor);
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(drawn.id);
    expect(copy.body.children.map((child) => child.stem)).toEqual(['Why?']);
    expect(copy.body.children[0]!.id).not.toBe(drawn.children[0]!.id);
    expect((await call('PUT', path(`/questions/${copy.body.id}`), instructor, { type: 'CASE', stem: 'Edited', children: [{ type: 'ESSAY', stem: 'y' }] })).status).toBe(200);
    expect((await call('DELETE', path(`/questions/${copy.body.id}`), instructor)).status).toBe(204);
    await refused('GET', path(`/questions/${copy.body.id}`), undefined, 404, 'req-002');
    const [childGone] = await db.select().from(questionRows).where(eq(questionRows.id, copy.body.children[0]!.id));
    expect(childGone).toBeUndefined();
  });
});

describe('who may', () => {
  let theirs: Question;
  beforeAll(async () => { theirs = await create(single('<p>Other course</p>'), admin, otherCourseId); });

  test('a member on the instructor routes: 403 perm-001', async () => {
    for (const [method, url, body] of [
      ['GET', path('/questions'), undefined], ['POST', path('/questions'), single()], ['GET', path('/question-types'), undefined],
      ['GET', path('/question-categories'), undefined], ['POST', path('/question-tags'), { name: 'x' }],
    ] as const) {
      await refused(method, url, body, 403, 'perm-001', studentHeaders);
    }
  });

  test("another organization's course, a course the instructor does not teach, another course's question: 404 req-002", async () => {
    await refused('GET', path('/questions', nourCourseId), undefined, 404, 'req-002');
    await refused('POST', path('/questions', nourCourseId), single(), 404, 'req-002');
    await refused('POST', path('/question-categories', nourCourseId), { name: 'x' }, 404, 'req-002');
    await refused('GET', path('/questions', nourCourseId), undefined, 404, 'req-002', admin);
    // A course of the organization the instructor does not teach.
    await refused('GET', path('/questions', otherCourseId), undefined, 404, 'req-002');
    // Their question through our course.
    await refused('GET', path(`/questions/${theirs.id}`), undefined, 404, 'req-002');
    await refused('PUT', path(`/questions/${theirs.id}`), single(), 404, 'req-002');
    await refused('DELETE', path(`/questions/${theirs.id}`), undefined, 404, 'req-002');
    await refused('POST', path(`/questions/${theirs.id}/copy`), undefined, 404, 'req-002');
    // A demo token on nour's site.
    await refused('GET', path('/questions', nourCourseId), undefined, 403, 'auth-002', { ...instructor, 'x-organization': 'nour' });
    // The administrator edits every course of the organization.
    expect((await call('GET', path('/questions', otherCourseId), admin)).status).toBe(200);
  });
});

describe('for other slices', () => {
  test('createQuestion in the caller\'s transaction, readQuestions in the order asked', async () => {
    const db = server.database.db;
    const [a, b] = await db.transaction(async (tx) => [
      await createQuestion(tx, { courseId, createdById: null }, { type: 'ORDERING', stem: 'o', answers: [{ stem: '1' }, { stem: '2' }] }),
      await createQuestion(tx, { courseId, createdById: instructorId }, { type: 'CASE', stem: 'c', children: [{ type: 'ESSAY', stem: 'e' }] }),
    ]);
    const read = await readQuestions(db, [b!.id, 2_147_483_647, a!.id]);
    expect(read.map((question) => question.id)).toEqual([b!.id, a!.id]);
    expect(read[0]!.children[0]!.stem).toBe('e');
    await expect(db.transaction((tx) => createQuestion(tx, { courseId, createdById: null }, { type: 'ORDERING', stem: 'o', answers: [] })))
      .rejects.toMatchObject({ statusCode: 400, code: 'exm-008' });
  });
});
