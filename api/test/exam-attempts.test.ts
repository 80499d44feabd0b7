import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { AttemptQuestion, AttemptReview, AttemptSummary, AttemptView, ExamLanding, Feedback, MyExamList, SavedAnswer } from '../src/modules/exams/attempts/dto';
import { runDeadlinePass } from '../src/modules/exams/deadline/worker';
import { examAnswerSaves, examAttemptEvents, examAttemptQuestions, examAttempts, exams } from '../src/modules/exams/tables';
import { courseEnrollees, courseInstructors } from '../src/modules/lms/tables';
import { media } from '../src/modules/media/tables';
import { domainEvents } from '../src/modules/notifications/tables';
import { users } from '../src/modules/users/tables';
import {
  bankQuestion, createExam, createExamItem, createExamRow, SAMPLE_CASE, SAMPLE_QUESTIONS, type ExamFixture, type ExamSettings,
} from './support/exam-fixtures';
import { callsTo, headersOf, uploadThrough, type Headers } from './support/api-calls';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

/**
 * The attempt engine over HTTP (docs/design/exams-api.md "Attempt rules",
 * "Member calls"): the server as clock and judge. The server's clock is the
 * test's (`clock`), moved by minutes, never more than the access tokens live.
 */

const MINUTE = 60_000;
let clock = Date.now();
const setClock = (minutesFromNow: number) => { clock = Date.now() + minutesFromNow * MINUTE; };

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ now: () => new Date(clock) }); });
afterAll(async () => { await server.close(); });
afterEach(() => setClock(0));

const call = callsTo(() => server);

let demo: number;
let courseId: number;
let student: TestMember;
let student2: TestMember;
let outsider: TestMember;
let nourMember: TestMember;
let instructor: Headers;
let instructorId: number;

beforeAll(async () => {
  const db = server.database.db;
  demo = await server.organizationId('demo');
  [student, student2, outsider] = await createMembers(db, demo, 3) as [TestMember, TestMember, TestMember];
  [nourMember] = await createMembers(db, await server.organizationId('nour'), 1) as [TestMember];
  courseId = await createCourse(db, demo);
  const [teacher] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, demo), eq(users.email, 'instructor@demo.halaqa.test')));
  instructorId = teacher!.id;
  await db.insert(courseInstructors).values({ courseId, userId: instructorId });
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  for (const member of [student, student2]) await db.insert(courseEnrollees).values({ organizationId: demo, courseId, userId: member.id });
});

const AUTO_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERIC', 'FILL_IN_BLANKS', 'MATCHING', 'ORDERING'] as const;

const examWith = (settings: ExamSettings, questions = AUTO_TYPES.map((type) => SAMPLE_QUESTIONS[type]), subsection = {}) =>
  createExam(server.database.db, courseId, { settings, questions, subsection });

const device = () => `device-${randomBytes(6).toString('hex')}`;
const key = () => `key-${randomBytes(8).toString('hex')}`;
const examPath = (fixture: ExamFixture, tail = '') => `/api/courses/${courseId}/exams/${fixture.subsectionExamId}${tail}`;
const attemptPath = (attemptId: number, tail = '') => `/api/courses/${courseId}/exam-attempts/${attemptId}${tail}`;

const start = (headers: Headers, fixture: ExamFixture, body: { deviceId?: string; restart?: boolean } = {}) =>
  call<AttemptView>('POST', examPath(fixture, '/attempts'), headers, { deviceId: body.deviceId ?? device(), ...(body.restart ? { restart: true } : {}) });
const save = (headers: Headers, attemptId: number, attemptQuestionId: number, response: unknown, sequence = 1, idempotencyKey = key()) =>
  call<SavedAnswer>('PUT', attemptPath(attemptId, `/answers/${attemptQuestionId}`), headers, { response, sequence, idempotencyKey });
const submit = (headers: Headers, attemptId: number) => call<AttemptSummary>('POST', attemptPath(attemptId, '/submit'), headers, {});
const landing = (headers: Headers, fixture: ExamFixture) => call<ExamLanding>('GET', examPath(fixture), headers);
const refusal = (res: { status: number; body: Partial<ErrorBody> }) => ({ status: res.status, code: res.body.code });

const indexOf = (list: Array<{ index: number; text: string }> | undefined, text: string) => list!.find((entry) => entry.text === text)!.index;
const CAPITALS: Record<string, string> = { Egypt: 'Cairo', Japan: 'Tokyo', Peru: 'Lima' };

/** The right answer to a sample question, from what the member is shown (texts by index). */
function correctResponse(question: AttemptQuestion): unknown {
  const has = (text: string) => question.stem.includes(text);
  if (question.type === 'SINGLE_CHOICE') return { choice: indexOf(question.options, has('capital') ? 'Paris' : '4') };
  if (question.type === 'MULTIPLE_CHOICE') return { choices: [indexOf(question.options, '2'), indexOf(question.options, '3')] };
  if (question.type === 'TRUE_FALSE') return { choice: indexOf(question.options, 'True') };
  if (question.type === 'SHORT_ANSWER') return { text: has('planet') ? ' mercury ' : 'Four' };
  if (question.type === 'NUMERIC') return { value: 3.141 };
  if (question.type === 'FILL_IN_BLANKS') return { blanks: ['Crimson', 'blue'] };
  if (question.type === 'MATCHING') {
    return { pairs: question.prompts!.map((prompt) => ({ prompt: prompt.index, match: indexOf(question.matches, CAPITALS[prompt.text]!) })) };
  }
  if (question.type === 'ORDERING') return { order: ['one', 'two', 'three', 'four'].map((text) => indexOf(question.options, text)) };
  if (question.type === 'ESSAY') return { html: '<p>A fine week<script>alert(1)</script></p>' };
  throw new Error(`no sample answer for ${question.type}`);
}

const answerable = (view: AttemptView) => view.questions.filter((question) => question.type !== 'CASE');
const attemptRow = async (attemptId: number) =>
  (await server.database.systemDb.select().from(examAttempts).where(eq(examAttempts.id, attemptId)))[0]!;
const eventsOf = async (attemptId: number) =>
  (await server.database.systemDb.select({ type: examAttemptEvents.type }).from(examAttemptEvents).where(eq(examAttemptEvents.attemptId, attemptId))).map((row) => row.type);

/** Words that must never reach a member before the settings allow: keys, explanations, correct flags. */
const SECRETS = ['isCorrect', 'explanation', 'answerKeys', 'numericValue', 'matchText', 'crimson', 'Mercury', 'Paris is the capital', '"correct"', 'pointsAwarded', 'feedback'];
const leaks = (text: string) => SECRETS.filter((secret) => text.includes(secret));

describe('starting', () => {
  test('a start draws the attempt, shows no answer, and a second start answers the same attempt', async () => {
    const fixture = await examWith({}, [...AUTO_TYPES.map((type) => SAMPLE_QUESTIONS[type]), SAMPLE_CASE]);
    const first = await start(headersOf(student), fixture);
    expect(first.status).toBe(201);
    expect(leaks(first.text)).toEqual([]);
    const view = first.body;
    expect(view.attempt).toMatchObject({ attemptNumber: 1, status: 'IN_PROGRESS', page: 0, pageCount: 9, isInstructorAttempt: false, deadlineAt: null });
    // Options go out as texts by index, nothing else.
    for (const question of view.questions) {
      for (const list of [question.options, question.prompts, question.matches]) {
        for (const entry of list ?? []) expect(Object.keys(entry).sort()).toEqual(['index', 'text']);
      }
    }
    const caseQuestion = view.questions.find((question) => question.type === 'CASE')!;
    expect(view.questions.filter((question) => question.parentId === caseQuestion.attemptQuestionId)).toHaveLength(2);
    expect(view.questions.find((question) => question.type === 'FILL_IN_BLANKS')!.blankCount).toBe(2);
    const again = await start(headersOf(student), fixture);
    expect(again.status).toBe(200);
    expect(again.body.attempt.id).toBe(view.attempt.id);
    expect(await eventsOf(view.attempt.id)).toEqual(expect.arrayContaining(['STARTED', 'RESUMED']));
  });

  test('two starts at once make one attempt', async () => {
    const fixture = await examWith({});
    const answers = await Promise.all([start(headersOf(student), fixture), start(headersOf(student), fixture), start(headersOf(student), fixture)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((res) => res.body.attempt.id)).size).toBe(1);
    const rows = await server.database.systemDb.select({ id: examAttempts.id }).from(examAttempts)
      .where(and(eq(examAttempts.subsectionId, fixture.subsectionExamId), eq(examAttempts.userId, student.id)));
    expect(rows).toHaveLength(1);
  });

  test('not open: before the publish date, before availableFrom, after availableTo (403 exm-001, the landing says so)', async () => {
    const later = await examWith({ hasPublishDate: true, publishDate: new Date(Date.now() + 60 * MINUTE) });
    expect(refusal(await start(headersOf(student), later))).toEqual({ status: 403, code: 'exm-001' });
    expect((await landing(headersOf(student), later)).body.attempts).toMatchObject({ canStart: false, refusal: 'exm-001' });
    const closed = await examWith({}, undefined, { availableTo: new Date(Date.now() - MINUTE) });
    expect(refusal(await start(headersOf(student), closed))).toEqual({ status: 403, code: 'exm-001' });
    // An instructor previews before the publish date.
    expect((await start(instructor, later)).status).toBe(201);
  });

  test('hidden items, other courses\' ids and non-exam items are 404', async () => {
    const hidden = await examWith({}, undefined, { isPublished: false });
    expect(refusal(await start(headersOf(student), hidden))).toEqual({ status: 404, code: 'req-002' });
    expect(refusal(await landing(headersOf(student), hidden))).toEqual({ status: 404, code: 'req-002' });
    // Built step by step, as another slice's tests would: a bank question, an exam of another course, its item.
    const db = server.database.db;
    const otherCourse = await createCourse(db, demo);
    const question = await bankQuestion(db, otherCourse, SAMPLE_QUESTIONS.TRUE_FALSE);
    const examId = await createExamRow(db, otherCourse, {}, [{ question, points: 2 }]);
    const elsewhere = await createExamItem(db, { courseId: otherCourse, examId });
    expect(refusal(await call('GET', `/api/courses/${courseId}/exams/${elsewhere}`, headersOf(student)))).toEqual({ status: 404, code: 'req-002' });
  });
});

describe('answering and grading', () => {
  test('every auto-graded type answered right grades 100 %; the review shows answers and points', async () => {
    const fixture = await examWith({ hasPassingScore: true, passingScorePercentage: 60 }, [...AUTO_TYPES.map((type) => SAMPLE_QUESTIONS[type]), SAMPLE_CASE]);
    const view = (await start(headersOf(student), fixture)).body;
    for (const question of answerable(view)) {
      const res = await save(headersOf(student), view.attempt.id, question.attemptQuestionId, correctResponse(question));
      expect({ type: question.type, status: res.status, applied: res.body.applied }).toEqual({ type: question.type, status: 200, applied: true });
    }
    const resumed = await call<AttemptView>('GET', attemptPath(view.attempt.id), headersOf(student));
    expect(resumed.body.navigator.every((page) => page.answered)).toBe(true);
    expect(leaks(resumed.text)).toEqual([]);

    const summary = await submit(headersOf(student), view.attempt.id);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ status: 'GRADED', finishedBy: 'MEMBER', result: { score: 10, totalScore: 10, percentage: 100, isPassed: true }, reviewAvailable: true });
    expect((await submit(headersOf(student), view.attempt.id)).body).toEqual(summary.body);

    const review = await call<AttemptReview>('GET', attemptPath(view.attempt.id, '/review'), headersOf(student));
    expect(review.status).toBe(200);
    const single = review.body.questions.find((question) => question.type === 'SINGLE_CHOICE' && question.stem.includes('capital'))!;
    expect(single).toMatchObject({ isCorrect: true, pointsAwarded: 1, explanation: '<p>Paris is the capital.</p>' });
    expect(single.correct).toEqual({ choice: indexOf(single.options, 'Paris') });
    expect(single.optionExplanations).toEqual([{ index: indexOf(single.options, 'Lyon'), explanation: '<p>A big city, not the capital.</p>' }]);
    expect((await landing(headersOf(student), fixture)).body.result).toEqual({ percentage: 100, isPassed: true, method: 'LATEST' });
    expect(await eventsOf(view.attempt.id)).toContain('SUBMITTED');
  });

  test('wrong and partial answers: partial credit, and an essay waits for review (no score yet)', async () => {
    const fixture = await examWith({}, [SAMPLE_QUESTIONS.MULTIPLE_CHOICE, SAMPLE_QUESTIONS.ORDERING, SAMPLE_QUESTIONS.ESSAY]);
    const view = (await start(headersOf(student), fixture)).body;
    const [multiple, ordering, essay] = view.questions as [AttemptQuestion, AttemptQuestion, AttemptQuestion];
    // Guessing all earns nothing.
    await save(headersOf(student), view.attempt.id, multiple.attemptQuestionId, { choices: [0, 1, 2, 3] });
    // Two of four in place.
    const order = ['one', 'two', 'four', 'three'].map((text) => indexOf(ordering.options, text));
    await save(headersOf(student), view.attempt.id, ordering.attemptQuestionId, { order });
    expect((await save(headersOf(student), view.attempt.id, essay.attemptQuestionId, correctResponse(essay))).status).toBe(200);
    const summary = await submit(headersOf(student), view.attempt.id);
    expect(summary.body).toMatchObject({ status: 'NEEDS_REVIEW', result: null });
    const rows = await server.database.systemDb.select().from(examAttemptQuestions).where(eq(examAttemptQuestions.attemptId, view.attempt.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(multiple.attemptQuestionId)).toMatchObject({ pointsAwarded: 0, isCorrect: false });
    expect(byId.get(ordering.attemptQuestionId)).toMatchObject({ pointsAwarded: 0.5, isCorrect: false });
    expect(byId.get(essay.attemptQuestionId)).toMatchObject({ pointsAwarded: null, needsReview: true, response: { html: '<p>A fine week</p>' } });
    const review = await call<AttemptReview>('GET', attemptPath(view.attempt.id, '/review'), headersOf(student));
    expect(review.body.questions.every((question) => !('pointsAwarded' in question))).toBe(true);
  });

  test('bad answers are 400 with a code; uploads must be the member\'s own finished files', async () => {
    const fixture = await examWith({}, [SAMPLE_QUESTIONS.SINGLE_CHOICE, SAMPLE_QUESTIONS.FILE_UPLOAD, SAMPLE_QUESTIONS.ORDERING]);
    const view = (await start(headersOf(student), fixture)).body;
    const [choice, upload, ordering] = view.questions as [AttemptQuestion, AttemptQuestion, AttemptQuestion];
    const attemptId = view.attempt.id;
    expect(refusal(await save(headersOf(student), attemptId, choice.attemptQuestionId, { choice: 3 }))).toEqual({ status: 400, code: 'exm-006' });
    expect(refusal(await save(headersOf(student), attemptId, choice.attemptQuestionId, { text: 'Paris' }))).toEqual({ status: 400, code: 'exm-006' });
    expect(refusal(await save(headersOf(student), attemptId, choice.attemptQuestionId, { choice: 'one' }))).toEqual({ status: 400, code: 'exm-006' });
    expect(refusal(await save(headersOf(student), attemptId, choice.attemptQuestionId, 'Paris'))).toEqual({ status: 400, code: 'exm-006' });
    expect(refusal(await save(headersOf(student), attemptId, ordering.attemptQuestionId, { order: [0, 0, 1, 2] }))).toEqual({ status: 400, code: 'exm-006' });
    expect(refusal(await save(headersOf(student), attemptId, choice.attemptQuestionId, { choice: 0 }, 0))).toEqual({ status: 400, code: 'req-001' });
    expect(refusal(await call('PUT', attemptPath(attemptId, `/answers/${choice.attemptQuestionId}`), headersOf(student), { response: null, sequence: 1, idempotencyKey: 'short' })))
      .toEqual({ status: 400, code: 'req-001' });
    expect(refusal(await call('POST', examPath(fixture, '/attempts'), headersOf(student), {}))).toEqual({ status: 400, code: 'req-001' });
    expect(refusal(await call('GET', attemptPath(attemptId, '/pages/-1'), headersOf(student)))).toEqual({ status: 400, code: 'req-001' });
    expect(refusal(await call('POST', attemptPath(attemptId, '/events'), headersOf(student), { type: 'STARTED', occurredAt: new Date().toISOString(), clientKey: key() })))
      .toEqual({ status: 400, code: 'req-001' });

    const file = async (userId: number, over: Partial<typeof media.$inferInsert> = {}) => (await server.database.db.insert(media).values({
      organizationId: demo, userId, key: `${demo}/${randomBytes(8).toString('hex')}`, fileName: 'work.pdf', sizeKB: 1, mime: 'application/pdf', ...over,
    }).returning({ id: media.id }))[0]!.id;
    const mine = await file(student.id);
    const theirs = await file(student2.id);
    const unfinished = await file(student.id, { status: 'UPLOADING' });
    expect(refusal(await save(headersOf(student), attemptId, upload.attemptQuestionId, { mediaIds: [theirs] }))).toEqual({ status: 400, code: 'exm-006' });
    expect(refusal(await save(headersOf(student), attemptId, upload.attemptQuestionId, { mediaIds: [unfinished] }))).toEqual({ status: 400, code: 'exm-006' });
    expect((await save(headersOf(student), attemptId, upload.attemptQuestionId, { mediaIds: [mine] })).body.applied).toBe(true);
  });

  test('a file answer is uploaded through the attempt: the member\'s own open attempt only, then named in the answer', async () => {
    const fixture = await examWith({}, [SAMPLE_QUESTIONS.FILE_UPLOAD]);
    const view = (await start(headersOf(student), fixture)).body;
    const [upload] = view.questions as [AttemptQuestion];
    const pdf = { fileName: 'my answer.pdf', mime: 'application/pdf', bytes: fs.readFileSync(path.join(__dirname, '../src/modules/media/fixtures/two-pages.pdf')) };
    const { opened, completed } = await uploadThrough<{ id: number; fileName: string; mime: string }>(server, attemptPath(view.attempt.id), headersOf(student), pdf);
    expect(opened.status).toBe(201);
    expect(completed.status).toBe(200);
    expect(completed.body).toEqual({ id: opened.body.mediaId, fileName: 'my answer.pdf', mime: 'application/pdf' });
    expect((await save(headersOf(student), view.attempt.id, upload.attemptQuestionId, { mediaIds: [completed.body.id] })).body.applied).toBe(true);

    // Another member cannot upload into this attempt, nor can anyone of another organization.
    const theirs = await uploadThrough(server, attemptPath(view.attempt.id), headersOf(student2), pdf);
    expect(refusal(theirs.opened)).toEqual({ status: 404, code: 'req-002' });
    expect(refusal(await call('POST', attemptPath(view.attempt.id, '/uploads'), headersOf(nourMember, 'nour'), { fileName: 'x.pdf', mime: 'application/pdf', sizeBytes: 10 })))
      .toEqual({ status: 404, code: 'req-002' });
    // Bad input is 400 with a code; a handed-in attempt takes no more files.
    expect(refusal(await call('POST', attemptPath(view.attempt.id, '/uploads'), headersOf(student), { fileName: '', mime: 'application/pdf', sizeBytes: 10 })))
      .toEqual({ status: 400, code: 'req-001' });
    await submit(headersOf(student), view.attempt.id);
    expect(refusal((await uploadThrough(server, attemptPath(view.attempt.id), headersOf(student), pdf)).opened)).toEqual({ status: 409, code: 'exm-004' });
  });
});

describe('saves are idempotent and ordered', () => {
  test('the same key twice answers the first save and changes nothing; a lower sequence is not applied', async () => {
    const fixture = await examWith({}, [SAMPLE_QUESTIONS.SHORT_ANSWER]);
    const view = (await start(headersOf(student), fixture)).body;
    const attemptId = view.attempt.id;
    const questionId = view.questions[0]!.attemptQuestionId;
    const stored = async () => (await server.database.systemDb.select().from(examAttemptQuestions).where(eq(examAttemptQuestions.id, questionId)))[0]!;

    const firstKey = key();
    const first = await save(headersOf(student), attemptId, questionId, { text: 'Venus' }, 1, firstKey);
    expect(first.body).toMatchObject({ attemptQuestionId: questionId, sequence: 1, applied: true });
    setClock(1);
    const replay = await save(headersOf(student), attemptId, questionId, { text: 'something else' }, 1, firstKey);
    expect(replay.body).toEqual(first.body);
    expect((await stored()).response).toEqual({ text: 'Venus' });

    // Queued saves arriving out of order: 3 then 2.
    expect((await save(headersOf(student), attemptId, questionId, { text: 'Mercury' }, 3)).body).toMatchObject({ sequence: 3, applied: true });
    expect((await save(headersOf(student), attemptId, questionId, { text: 'Mars' }, 2)).body).toMatchObject({ sequence: 3, applied: false });
    // A sequence is used once: the same number under another key is not applied either.
    expect((await save(headersOf(student), attemptId, questionId, { text: 'Mars' }, 3)).body.applied).toBe(false);
    expect(await stored()).toMatchObject({ response: { text: 'Mercury' }, responseSequence: 3 });

    // The same save sent several times at once is applied once.
    const concurrentKey = key();
    const together = await Promise.all([1, 2, 3].map(() => save(headersOf(student), attemptId, questionId, { text: 'Earth' }, 4, concurrentKey)));
    expect(together.map((res) => res.body)).toEqual([together[0]!.body, together[0]!.body, together[0]!.body]);
    const saves = await server.database.systemDb.select().from(examAnswerSaves).where(eq(examAnswerSaves.attemptId, attemptId));
    expect(saves.map((row) => row.sequence).sort()).toEqual([1, 3, 4]);
  });
});

describe('the clock', () => {
  test('answers at or after the deadline are refused; the job finishes the attempt at its deadline and grades it', async () => {
    const fixture = await examWith({ hasTimeLimit: true, timeLimitInMinutes: 5 }, [SAMPLE_QUESTIONS.TRUE_FALSE, SAMPLE_QUESTIONS.NUMERIC]);
    const view = (await start(headersOf(student), fixture)).body;
    const attemptId = view.attempt.id;
    const deadline = Date.parse(view.attempt.deadlineAt!);
    expect(deadline - Date.parse(view.attempt.startedAt)).toBe(5 * MINUTE);
    const [trueFalse, numeric] = view.questions as [AttemptQuestion, AttemptQuestion];

    clock = deadline - 1000;
    expect((await save(headersOf(student), attemptId, trueFalse.attemptQuestionId, correctResponse(trueFalse))).body.applied).toBe(true);
    clock = deadline;
    expect(refusal(await save(headersOf(student), attemptId, numeric.attemptQuestionId, { value: 3.14 }))).toEqual({ status: 409, code: 'exm-004' });

    await runDeadlinePass(server.database.systemDb, new Date(deadline + 1000));
    const row = await attemptRow(attemptId);
    expect(row).toMatchObject({ status: 'GRADED', finishedBy: 'DEADLINE', score: 1, totalScore: 2, percentage: 50 });
    expect(row.finishedAt!.getTime()).toBe(deadline);
    expect(await eventsOf(attemptId)).toContain('FINISHED_AT_DEADLINE');
    // Finished: submitting again answers its summary; answers stay refused.
    expect((await submit(headersOf(student), attemptId)).body).toMatchObject({ status: 'GRADED', finishedBy: 'DEADLINE' });
    expect(refusal(await save(headersOf(student), attemptId, numeric.attemptQuestionId, { value: 3.14 }))).toEqual({ status: 409, code: 'exm-004' });
    expect(refusal(await call('POST', attemptPath(attemptId, '/next'), headersOf(student), { fromPage: 0 }))).toEqual({ status: 409, code: 'exm-004' });
  });

  test('saves racing the deadline job: each is either in the graded attempt or refused', async () => {
    const fixture = await examWith({ hasTimeLimit: true, timeLimitInMinutes: 3 }, [SAMPLE_QUESTIONS.SHORT_ANSWER]);
    const view = (await start(headersOf(student), fixture)).body;
    const deadline = Date.parse(view.attempt.deadlineAt!);
    const questionId = view.questions[0]!.attemptQuestionId;
    clock = deadline - 1;
    const texts = Array.from({ length: 12 }, (_, index) => `answer ${index + 1}`);
    const [answers] = await Promise.all([
      Promise.all(texts.map((text, index) => save(headersOf(student), view.attempt.id, questionId, { text }, index + 1))),
      runDeadlinePass(server.database.systemDb, new Date(deadline)),
    ]);
    await runDeadlinePass(server.database.systemDb, new Date(deadline));
    expect(answers.every((res) => res.status === 200 || (res.status === 409 && res.body.code === 'exm-004'))).toBe(true);
    const [stored] = await server.database.systemDb.select().from(examAttemptQuestions).where(eq(examAttemptQuestions.id, questionId));
    const applied = answers.flatMap((res, index) => (res.status === 200 && res.body.applied ? [index + 1] : []));
    expect(stored!.responseSequence).toBe(applied.length ? Math.max(...applied) : 0);
    if (applied.length) expect(stored!.response).toEqual({ text: `answer ${Math.max(...applied)}` });
    expect((await attemptRow(view.attempt.id)).status).toBe('GRADED');
  });

  test('an attempt still open past its deadline is finished when read, before the job comes', async () => {
    const fixture = await examWith({ hasTimeLimit: true, timeLimitInMinutes: 2 }, [SAMPLE_QUESTIONS.TRUE_FALSE]);
    const view = (await start(headersOf(student), fixture)).body;
    clock = Date.parse(view.attempt.deadlineAt!) + 1;
    const read = await call<AttemptView>('GET', attemptPath(view.attempt.id), headersOf(student));
    expect(read.body.attempt.status).toBe('GRADED');
    expect((await attemptRow(view.attempt.id)).finishedBy).toBe('DEADLINE');
  });

  test('the subsection\'s availableTo caps the deadline', async () => {
    const availableTo = new Date(Date.now() + 3 * MINUTE);
    const fixture = await examWith({ hasTimeLimit: true, timeLimitInMinutes: 60 }, [SAMPLE_QUESTIONS.TRUE_FALSE], { availableTo });
    const view = (await start(headersOf(student), fixture)).body;
    expect(view.attempt.deadlineAt).toBe(availableTo.toISOString());
  });
});

describe('retakes', () => {
  test('without retakes one attempt (exm-002); instructors\' attempts are not counted nor limited', async () => {
    const fixture = await examWith({}, [SAMPLE_QUESTIONS.TRUE_FALSE]);
    const asInstructor = (await start(instructor, fixture)).body;
    expect(asInstructor.attempt.isInstructorAttempt).toBe(true);
    await submit(instructor, asInstructor.attempt.id);
    expect((await start(instructor, fixture)).status).toBe(201);

    const view = (await start(headersOf(student), fixture)).body;
    expect((await landing(headersOf(student), fixture)).body.attempts).toMatchObject({ used: 1, left: 0, canStart: true });
    await submit(headersOf(student), view.attempt.id);
    expect(refusal(await start(headersOf(student), fixture))).toEqual({ status: 403, code: 'exm-002' });
    expect((await landing(headersOf(student), fixture)).body.attempts).toMatchObject({ used: 1, left: 0, canStart: false, refusal: 'exm-002' });
  });

  test('the interval between attempts, the maximum, restart, and the retake notice (once)', async () => {
    const fixture = await examWith({ allowRetake: true, maxAttempts: 3, retakeIntervalInMinutes: 10 }, [SAMPLE_QUESTIONS.TRUE_FALSE]);
    const first = (await start(headersOf(student), fixture)).body;
    const finished = await submit(headersOf(student), first.attempt.id);
    const nextAt = Date.parse(finished.body.finishedAt!) + 10 * MINUTE;
    expect(refusal(await start(headersOf(student), fixture))).toEqual({ status: 403, code: 'exm-003' });
    expect((await landing(headersOf(student), fixture)).body.attempts).toMatchObject({ used: 1, left: 2, canStart: false, refusal: 'exm-003', nextAttemptAt: new Date(nextAt).toISOString() });

    const noticesOf = async () => (await server.database.systemDb.select({ subject: domainEvents.subject }).from(domainEvents)
      .where(and(eq(domainEvents.type, 'exam.retake-available'), sql`(${domainEvents.subject}->>'examAttemptId')::integer = ${first.attempt.id}`)));
    await runDeadlinePass(server.database.systemDb, new Date(nextAt - 1000));
    expect(await noticesOf()).toHaveLength(0);
    await runDeadlinePass(server.database.systemDb, new Date(nextAt));
    await runDeadlinePass(server.database.systemDb, new Date(nextAt + 1000));
    expect(await noticesOf()).toEqual([{ subject: { courseId, subsectionExamId: fixture.subsectionExamId, examAttemptId: first.attempt.id } }]);

    clock = nextAt;
    const second = await start(headersOf(student), fixture);
    expect(second.status).toBe(201);
    expect(second.body.attempt.attemptNumber).toBe(2);
    // Restart: the open one is finished (graded) and the next starts, if the interval allows.
    expect(refusal(await start(headersOf(student), fixture, { restart: true }))).toEqual({ status: 403, code: 'exm-003' });
    expect((await attemptRow(second.body.attempt.id)).status).toBe('IN_PROGRESS');
    await server.database.db.update(exams).set({ retakeIntervalInMinutes: 0 }).where(eq(exams.id, fixture.examId));
    const third = await start(headersOf(student), fixture, { restart: true });
    expect(third.status).toBe(201);
    expect(third.body.attempt.attemptNumber).toBe(3);
    expect(await attemptRow(second.body.attempt.id)).toMatchObject({ status: 'GRADED', finishedBy: 'RESTART' });
    expect(await eventsOf(second.body.attempt.id)).toContain('RESTARTED');
    await submit(headersOf(student), third.body.attempt.id);
    expect(refusal(await start(headersOf(student), fixture))).toEqual({ status: 403, code: 'exm-002' });
  });

  test('the grading method turns the attempts\' percentages into the result', async () => {
    const fixture = await examWith({ allowRetake: true, gradingMethod: 'AVERAGE' }, [SAMPLE_QUESTIONS.TRUE_FALSE]);
    for (const right of [true, false, false]) {
      const view = (await start(headersOf(student2), fixture)).body;
      const question = view.questions[0]!;
      await save(headersOf(student2), view.attempt.id, question.attemptQuestionId, { choice: indexOf(question.options, right ? 'True' : 'False') });
      await submit(headersOf(student2), view.attempt.id);
    }
    const resultWith = async (gradingMethod: 'AVERAGE' | 'HIGHEST' | 'LATEST') => {
      await server.database.db.update(exams).set({ gradingMethod }).where(eq(exams.id, fixture.examId));
      return (await landing(headersOf(student2), fixture)).body.result;
    };
    expect(await resultWith('AVERAGE')).toEqual({ percentage: 33.33, isPassed: null, method: 'AVERAGE' });
    expect(await resultWith('HIGHEST')).toEqual({ percentage: 100, isPassed: null, method: 'HIGHEST' });
    expect(await resultWith('LATEST')).toEqual({ percentage: 0, isPassed: null, method: 'LATEST' });
  });
});

describe('secrecy and instant feedback', () => {
  test('with nothing shown at the end, the review and the landing hold back answers and scores', async () => {
    const fixture = await examWith({ showCorrectAnswerOnReview: false, showResultAtEnd: false }, [SAMPLE_QUESTIONS.SINGLE_CHOICE, SAMPLE_QUESTIONS.FILL_IN_BLANKS]);
    const view = (await start(headersOf(student), fixture)).body;
    for (const question of view.questions) await save(headersOf(student), view.attempt.id, question.attemptQuestionId, correctResponse(question));
    expect(refusal(await call('GET', attemptPath(view.attempt.id, '/review'), headersOf(student)))).toEqual({ status: 409, code: 'exm-007' });
    const summary = await submit(headersOf(student), view.attempt.id);
    expect(summary.body.result).toBeNull();
    const review = await call<AttemptReview>('GET', attemptPath(view.attempt.id, '/review'), headersOf(student));
    expect(review.status).toBe(200);
    expect(leaks(review.text)).toEqual([]);
    const home = await landing(headersOf(student), fixture);
    expect(home.body.result).toBeNull();
    expect(home.body.previous[0]!.result).toBeNull();
    expect(leaks(home.text)).toEqual([]);
  });

  test('check shows the correct answer and locks the answer; only where the exam allows it', async () => {
    const fixture = await examWith({ showCorrectAnswerInstantly: true }, [SAMPLE_QUESTIONS.SINGLE_CHOICE, SAMPLE_QUESTIONS.MATCHING]);
    const view = (await start(headersOf(student), fixture)).body;
    const [single, matching] = view.questions as [AttemptQuestion, AttemptQuestion];
    const checkPath = (question: AttemptQuestion) => attemptPath(view.attempt.id, `/answers/${question.attemptQuestionId}/check`);
    expect(refusal(await call('POST', checkPath(single), headersOf(student)))).toEqual({ status: 400, code: 'exm-006' });
    await save(headersOf(student), view.attempt.id, single.attemptQuestionId, { choice: indexOf(single.options, 'Nice') });
    const checked = await call<Feedback>('POST', checkPath(single), headersOf(student));
    expect(checked.body).toEqual({
      attemptQuestionId: single.attemptQuestionId, isCorrect: false, pointsAwarded: 0, correct: { choice: indexOf(single.options, 'Paris') },
      explanation: '<p>Paris is the capital.</p>', optionExplanations: [{ index: indexOf(single.options, 'Lyon'), explanation: '<p>A big city, not the capital.</p>' }],
    });
    expect((await call<Feedback>('POST', checkPath(single), headersOf(student))).body).toEqual(checked.body);
    expect(refusal(await save(headersOf(student), view.attempt.id, single.attemptQuestionId, { choice: 0 }, 5))).toEqual({ status: 409, code: 'exm-004' });
    // The view carries the feedback of the checked question only.
    const resumed = (await call<AttemptView>('GET', attemptPath(view.attempt.id), headersOf(student))).body;
    expect(resumed.questions.find((question) => question.attemptQuestionId === single.attemptQuestionId)!.feedback).toEqual(checked.body);
    expect(resumed.questions.find((question) => question.attemptQuestionId === matching.attemptQuestionId)!.feedback).toBeUndefined();

    const plain = await examWith({}, [SAMPLE_QUESTIONS.TRUE_FALSE]);
    const other = (await start(headersOf(student), plain)).body;
    await save(headersOf(student), other.attempt.id, other.questions[0]!.attemptQuestionId, { choice: 0 });
    expect(refusal(await call('POST', attemptPath(other.attempt.id, `/answers/${other.questions[0]!.attemptQuestionId}/check`), headersOf(student))))
      .toEqual({ status: 409, code: 'exm-007' });
  });
});

describe('navigation', () => {
  test('one at a time without going back: only the page shown or the next; earlier answers refused', async () => {
    const fixture = await examWith({ oneQuestionAtATime: true, multiDirectional: false }, [SAMPLE_QUESTIONS.TRUE_FALSE, SAMPLE_QUESTIONS.NUMERIC, SAMPLE_QUESTIONS.SHORT_ANSWER]);
    const view = (await start(headersOf(student), fixture)).body;
    const attemptId = view.attempt.id;
    expect(view.questions).toHaveLength(1);
    expect(view.navigator.map((page) => page.attemptQuestionIds.length)).toEqual([1, 1, 1]);
    const firstQuestion = view.questions[0]!;
    const secondId = view.navigator[1]!.attemptQuestionIds[0]!;
    expect(refusal(await save(headersOf(student), attemptId, secondId, { value: 1 }))).toEqual({ status: 409, code: 'exm-005' });
    expect(refusal(await call('GET', attemptPath(attemptId, '/pages/2'), headersOf(student)))).toEqual({ status: 409, code: 'exm-005' });

    const next = await call<AttemptView>('POST', attemptPath(attemptId, '/next'), headersOf(student), { fromPage: 0 });
    expect(next.body.attempt.page).toBe(1);
    expect(next.body.questions.map((question) => question.attemptQuestionId)).toEqual([secondId]);
    // A replay of the same next answers the same page.
    expect((await call<AttemptView>('POST', attemptPath(attemptId, '/next'), headersOf(student), { fromPage: 0 })).body.attempt.page).toBe(1);
    expect(refusal(await call('GET', attemptPath(attemptId, '/pages/0'), headersOf(student)))).toEqual({ status: 409, code: 'exm-005' });
    expect(refusal(await save(headersOf(student), attemptId, firstQuestion.attemptQuestionId, { choice: 0 }))).toEqual({ status: 409, code: 'exm-005' });
    // A reload resumes where the member was.
    expect((await call<AttemptView>('GET', attemptPath(attemptId), headersOf(student))).body.attempt.page).toBe(1);
    expect(refusal(await call('POST', attemptPath(attemptId, '/next'), headersOf(student), { fromPage: 2 }))).toEqual({ status: 409, code: 'exm-005' });
  });

  test('multi-directional: any page, back included', async () => {
    const fixture = await examWith({ oneQuestionAtATime: true, multiDirectional: true }, [SAMPLE_QUESTIONS.TRUE_FALSE, SAMPLE_QUESTIONS.NUMERIC, SAMPLE_QUESTIONS.SHORT_ANSWER]);
    const view = (await start(headersOf(student), fixture)).body;
    expect((await call<AttemptView>('GET', attemptPath(view.attempt.id, '/pages/2'), headersOf(student))).body.attempt.page).toBe(2);
    expect((await call<AttemptView>('GET', attemptPath(view.attempt.id, '/pages/0'), headersOf(student))).body.attempt.page).toBe(0);
    const flagged = await call('PUT', attemptPath(view.attempt.id, `/flags/${view.navigator[2]!.attemptQuestionIds[0]}`), headersOf(student), { flagged: true });
    expect(flagged.body).toEqual({ attemptQuestionId: view.navigator[2]!.attemptQuestionIds[0], flagged: true });
    expect((await call<AttemptView>('GET', attemptPath(view.attempt.id), headersOf(student))).body.navigator.map((page) => page.flagged)).toEqual([false, false, true]);
  });
});

describe('cheat detection', () => {
  test('a second device is recorded once; client events once per key, only where detection is on', async () => {
    const fixture = await examWith({ isCheatDetectionEnabled: true }, [SAMPLE_QUESTIONS.TRUE_FALSE]);
    const view = (await start(headersOf(student), fixture, { deviceId: 'device-first-one' })).body;
    const attemptId = view.attempt.id;
    const other = { ...headersOf(student), 'x-exam-device': 'device-second-one' };
    await call('GET', attemptPath(attemptId), other);
    await save(other, attemptId, view.questions[0]!.attemptQuestionId, { choice: 0 });
    await call('GET', attemptPath(attemptId), { ...headersOf(student), 'x-exam-device': 'device-first-one' });
    const event = { type: 'TAB_HIDDEN', occurredAt: new Date().toISOString(), clientKey: key(), details: { seconds: 12 } };
    expect((await call('POST', attemptPath(attemptId, '/events'), headersOf(student), event)).status).toBe(204);
    expect((await call('POST', attemptPath(attemptId, '/events'), headersOf(student), event)).status).toBe(204);
    const types = await eventsOf(attemptId);
    expect(types.filter((type) => type === 'SECOND_DEVICE')).toHaveLength(1);
    expect(types.filter((type) => type === 'TAB_HIDDEN')).toHaveLength(1);

    const off = await examWith({}, [SAMPLE_QUESTIONS.TRUE_FALSE]);
    const plain = (await start(headersOf(student), off)).body;
    expect((await call('POST', attemptPath(plain.attempt.id, '/events'), headersOf(student), { ...event, clientKey: key() })).status).toBe(204);
    expect((await eventsOf(plain.attempt.id)).filter((type) => type === 'TAB_HIDDEN')).toHaveLength(0);
  });
});

describe('whose attempts', () => {
  test('another member\'s attempt is 404 on every call; not in the course is 403; another tenant 404', async () => {
    const fixture = await examWith({}, [SAMPLE_QUESTIONS.TRUE_FALSE]);
    const view = (await start(headersOf(student), fixture)).body;
    const questionId = view.questions[0]!.attemptQuestionId;
    const calls: Array<[string, string, unknown]> = [
      ['GET', attemptPath(view.attempt.id), undefined],
      ['GET', attemptPath(view.attempt.id, '/pages/0'), undefined],
      ['POST', attemptPath(view.attempt.id, '/next'), { fromPage: 0 }],
      ['PUT', attemptPath(view.attempt.id, `/answers/${questionId}`), { response: { choice: 0 }, sequence: 1, idempotencyKey: key() }],
      ['POST', attemptPath(view.attempt.id, `/answers/${questionId}/check`), undefined],
      ['PUT', attemptPath(view.attempt.id, `/flags/${questionId}`), { flagged: true }],
      ['POST', attemptPath(view.attempt.id, '/submit'), {}],
      ['POST', attemptPath(view.attempt.id, '/events'), { type: 'COPY', occurredAt: new Date().toISOString(), clientKey: key() }],
      ['GET', attemptPath(view.attempt.id, '/review'), undefined],
    ];
    for (const [method, path, body] of calls) {
      expect({ path, ...refusal(await call(method, path, headersOf(student2), body)) }).toEqual({ path, status: 404, code: 'req-002' });
      expect({ path, ...refusal(await call(method, path, headersOf(outsider), body)) }).toEqual({ path, status: 403, code: 'ply-001' });
      expect({ path, ...refusal(await call(method, path, headersOf(nourMember, 'nour'), body)) }).toEqual({ path, status: 404, code: 'req-002' });
      // The same attempt id under another course of the member's: 404.
    }
    const otherCourse = await createCourse(server.database.db, demo);
    await server.database.db.insert(courseEnrollees).values({ organizationId: demo, courseId: otherCourse, userId: student.id });
    expect(refusal(await call('GET', `/api/courses/${otherCourse}/exam-attempts/${view.attempt.id}`, headersOf(student)))).toEqual({ status: 404, code: 'req-002' });
    expect((await attemptRow(view.attempt.id)).status).toBe('IN_PROGRESS');
  });
});

describe('lists', () => {
  test('the course\'s exams with where the member stands, and their attempts', async () => {
    const fixture = await examWith({ allowRetake: true, maxAttempts: 2 }, [SAMPLE_QUESTIONS.TRUE_FALSE]);
    const view = (await start(headersOf(student2), fixture)).body;
    const list = await call<MyExamList>('GET', `/api/courses/${courseId}/exams?take=50`, headersOf(student2));
    expect(list.status).toBe(200);
    const entry = list.body.data.find((item) => item.subsectionExamId === fixture.subsectionExamId)!;
    expect(entry).toMatchObject({ status: 'IN_PROGRESS', attemptsUsed: 1, maxAttempts: 2, questionCount: 1, result: null, sectionName: 'Exams' });
    await submit(headersOf(student2), view.attempt.id);
    const after = await call<MyExamList>('GET', `/api/courses/${courseId}/exams?take=50`, headersOf(student2));
    expect(after.body.data.find((item) => item.subsectionExamId === fixture.subsectionExamId)).toMatchObject({ status: 'GRADED', result: { percentage: 0, isPassed: null } });
    const attempts = await call<{ count: number; data: AttemptSummary[] }>('GET', examPath(fixture, '/attempts'), headersOf(student2));
    expect(attempts.body).toMatchObject({ count: 1, data: [{ id: view.attempt.id, status: 'GRADED' }] });
  });
});
