import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AttemptView } from '../src/modules/exams/attempts/dto';
import type { ManagedExam } from '../src/modules/exams/manage/dto';
import type { ManagedAttempt, ManagedAttemptSummary } from '../src/modules/exams/review/dto';
import { gradeItems, rubricCriteria, rubricRatings, rubrics, studentGrades } from '../src/modules/lms/grades/tables';
import { subsectionProgress } from '../src/modules/lms/progress/tables';
import { courseInstructors, courses } from '../src/modules/lms/tables';
import { media } from '../src/modules/media/tables';
import { noticeOf } from '../src/modules/notifications/notices';
import { notificationPath } from '../src/modules/notifications/targets';
import { domainEvents } from '../src/modules/notifications/tables';
import { COMPLETE_COURSES } from '../src/seed/course-content';
import { LEARNER_EMAILS } from '../src/seed/course-content/learners';
import { users } from '../src/modules/users/tables';
import { bankQuestion, caller, essay, examWorld, headersOf, outlineItem, singleChoice, type ExamWorld, type Headers } from './support/exam-review-fixtures';
import type { TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

/** Reviewing attempts over HTTP (docs/design/exams-api.md "Review", "After grading"). */

let server: TestServer;
let world: ExamWorld;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server, 4);
  call = caller(server);
});
afterAll(async () => { await server.close(); });

const course = (rest: string, courseId = world.courseId) => `/api/courses/${courseId}${rest}`;

interface PlacedExam { examId: number; itemId: number; gradeItemId: number }

/** An exam with these questions, a grade item made for it, shown in a new EXAM item. */
async function placedExam(title: string, questionIds: Array<{ questionId: number; points?: number }>, settings: Record<string, unknown> = {}): Promise<PlacedExam> {
  const created = await call<ManagedExam>('POST', course('/exams/manage'), world.instructor, { title, createGradeItem: true, ...settings });
  expect(created.status).toBe(201);
  const set = await call('PUT', course(`/exams/manage/${created.body.id}/questions`), world.instructor, { questions: questionIds });
  expect(set.status).toBe(200);
  const itemId = await outlineItem(world, { name: title });
  expect((await call('PUT', course(`/subsections/${itemId}/exam`), world.instructor, { examId: created.body.id })).status).toBe(200);
  return { examId: created.body.id, itemId, gradeItemId: created.body.gradeItemId! };
}

type Answer = { right: boolean } | { html: string } | null;

/** A member's attempt through the attempt engine: start, an answer per question (in exam order), submit. */
async function takeAttempt(member: TestMember, exam: PlacedExam, answers: Answer[]): Promise<number> {
  const headers = headersOf(member);
  const started = await call<AttemptView>('POST', course(`/exams/${exam.itemId}/attempts`), headers, { deviceId: `device-${member.id}-abc` });
  expect([200, 201]).toContain(started.status);
  const attemptId = started.body.attempt.id;
  const ordered = [...started.body.questions].sort((a, b) => a.position - b.position);
  for (const [index, question] of ordered.entries()) {
    const answer = answers[index];
    if (!answer) continue;
    const response = 'html' in answer ? { html: answer.html }
      : { choice: question.options!.find((option) => option.text.includes(answer.right ? 'Right' : 'Wrong'))!.index };
    const saved = await call('PUT', course(`/exam-attempts/${attemptId}/answers/${question.attemptQuestionId}`), headers, {
      response, sequence: 1, idempotencyKey: randomBytes(8).toString('hex'),
    });
    expect(saved.status).toBe(200);
  }
  expect((await call('POST', course(`/exam-attempts/${attemptId}/submit`), headers, {})).status).toBe(200);
  return attemptId;
}

async function managed(attemptId: number, headers = world.instructor) {
  return call<ManagedAttempt>('GET', course(`/exam-attempts/${attemptId}/manage`), headers);
}

async function decide(attemptId: number, decision: 'approve' | 'reject' | 'cancel', body: Record<string, unknown> = {}) {
  return call<ManagedAttemptSummary>('POST', course(`/exam-attempts/${attemptId}/${decision}`), world.instructor, body);
}

async function gradeOf(gradeItemId: number, studentId: number): Promise<number | null> {
  const [row] = await server.database.db.select({ grade: studentGrades.grade }).from(studentGrades)
    .where(and(eq(studentGrades.gradeItemId, gradeItemId), eq(studentGrades.studentId, studentId)));
  return row?.grade ?? null;
}

async function eventsOf(type: string, attemptId: number) {
  return server.database.db.select().from(domainEvents)
    .where(and(eq(domainEvents.type, type), sql`${domainEvents.subject}->>'examAttemptId' = ${String(attemptId)}`)).orderBy(domainEvents.id);
}

async function completed(itemId: number, userId: number): Promise<boolean> {
  const [row] = await server.database.db.select({ completedAt: subsectionProgress.completedAt }).from(subsectionProgress)
    .where(and(eq(subsectionProgress.subsectionId, itemId), eq(subsectionProgress.userId, userId)));
  return Boolean(row?.completedAt);
}

/** A READY upload of an organization (by one of its members). */
async function upload(organizationId: number, fileName: string): Promise<number> {
  const db = server.database.db;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.organizationId, organizationId)).limit(1);
  const [row] = await db.insert(media).values({
    organizationId, userId: owner!.id, key: `${organizationId}/${randomBytes(6).toString('hex')}`, fileName, mime: 'application/pdf', sizeKB: 1, status: 'READY',
  }).returning({ id: media.id });
  return row!.id;
}

/** A rubric of the course: criterion A (0-3 points), criterion B (0-2). */
async function courseRubric(courseId = world.courseId) {
  const db = server.database.db;
  const [rubric] = await db.insert(rubrics).values({ courseId, title: 'Essay rubric' }).returning({ id: rubrics.id });
  const criterion = async (description: string, points: number[], sort: number) => {
    const [row] = await db.insert(rubricCriteria).values({ rubricId: rubric!.id, description, maxGrade: points[0]!, sort }).returning({ id: rubricCriteria.id });
    const ratings = await db.insert(rubricRatings).values(points.map((value, index) => ({ criterionId: row!.id, description: `${value}`, points: value, sort: index })))
      .returning({ id: rubricRatings.id });
    return { id: row!.id, ratings: ratings.map((rating) => rating.id) };
  };
  return { id: rubric!.id, a: await criterion('Structure', [3, 2, 0], 0), b: await criterion('Focus', [2, 1, 0], 1) };
}

describe('reviewing an attempt with essays', () => {
  let rubric: Awaited<ReturnType<typeof courseRubric>>;
  let exam: PlacedExam;
  let student: TestMember;
  let attemptId: number;
  let byType: (type: string, rubricOnly?: boolean) => ManagedAttempt['questions'][number];

  beforeAll(async () => {
    rubric = await courseRubric();
    const single = await bankQuestion(world, singleChoice('Which is right?'));
    const rated = await bankQuestion(world, essay('Write with the rubric.', rubric.id));
    const plain = await bankQuestion(world, essay('Write freely.'));
    exam = await placedExam('Essays', [{ questionId: single.id }, { questionId: rated.id, points: 5 }, { questionId: plain.id, points: 2 }],
      { hasPassingScore: true, passingScorePercentage: 60, allowRetake: true });
    student = world.students[0]!;
    attemptId = await takeAttempt(student, exam, [{ right: true }, { html: '<p>My <strong>structured</strong> essay</p>' }, { html: '<p>A free essay</p>' }]);
    const view = await managed(attemptId);
    byType = (type, rubricOnly = false) => view.body.questions.find((question) => question.type === type && (question.rubric !== null) === rubricOnly)!;
  });

  test('it waits in the review queue and the exam item list, with what is left to review', async () => {
    const queue = await call<{ count: number; data: ManagedAttemptSummary[] }>('GET', course('/exam-reviews?take=50'), world.instructor);
    expect(queue.status).toBe(200);
    expect(queue.body.data.find((row) => row.id === attemptId)).toMatchObject({
      status: 'NEEDS_REVIEW', pendingReviews: 2, examId: exam.examId, subsectionExamId: exam.itemId, result: null,
      member: { userId: student.id, email: expect.stringContaining('@test.halaqa.test') },
    });
    const listed = await call<{ count: number; data: ManagedAttemptSummary[] }>('GET', course(`/exams/${exam.itemId}/attempts/manage?status=NEEDS_REVIEW`), world.instructor);
    expect(listed.body).toMatchObject({ count: 1, data: [{ id: attemptId }] });
    const graded = await call<{ count: number }>('GET', course(`/exams/${exam.itemId}/attempts/manage?status=GRADED`), world.instructor);
    expect(graded.body.count).toBe(0);
  });

  test('the managed attempt has everything: responses, correct flags, rubric, events', async () => {
    const view = await managed(attemptId);
    expect(view.status).toBe(200);
    const single = view.body.questions.find((question) => question.type === 'SINGLE_CHOICE')!;
    expect(single).toMatchObject({ isCorrect: true, pointsAwarded: 1, needsReview: false, points: 1 });
    expect(single.options.find((option) => option.isCorrect)!.text).toBe('Right');
    expect(single.response).toEqual({ choice: single.options.find((option) => option.isCorrect)!.index });
    // The correct answer in the member's shown indexes, as the member's review names it (none for an essay).
    expect(single.correct).toEqual({ choice: single.options.find((option) => option.isCorrect)!.index });
    expect(byType('ESSAY', true)).toMatchObject({
      needsReview: true, isReviewed: false, pointsAwarded: null, points: 5, review: null, correct: null,
      response: { html: '<p>My <strong>structured</strong> essay</p>' },
      rubric: { id: rubric.id, criteria: [expect.objectContaining({ id: rubric.a.id }), expect.objectContaining({ id: rubric.b.id })] },
    });
    expect(view.body.events.map((event) => event.type)).toEqual(expect.arrayContaining(['STARTED', 'SUBMITTED']));
    expect(view.body.settings).toMatchObject({ hasPassingScore: true, passingScorePercentage: 60, gradingMethod: 'LATEST' });
  });

  test('approving before every manual answer is reviewed: 409 exm-007', async () => {
    const res = await decide(attemptId, 'approve');
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'exm-007' });
  });

  test('a review is refused with the code of what is wrong, and changes nothing', async () => {
    const rated = byType('ESSAY', true);
    const path = course(`/exam-attempts/${attemptId}/answers/${rated.attemptQuestionId}/review`);
    const foreignFile = await upload(world.nour, 'theirs.pdf');
    const cases: Array<[unknown, number, string]> = [
      [{ points: 6 }, 400, 'grd-001'],
      [{ note: 'no points' }, 400, 'req-001'],
      [{ points: -1 }, 400, 'req-001'],
      [{ ratings: [{ criterionId: rubric.a.id, ratingId: rubric.b.ratings[0] }] }, 400, 'grd-002'],
      [{ ratings: [{ criterionId: rubric.a.id, ratingId: rubric.a.ratings[0] }, { criterionId: rubric.a.id, ratingId: rubric.a.ratings[1] }] }, 400, 'grd-002'],
      [{ points: 1, ratings: [{ criterionId: rubric.a.id, ratingId: rubric.a.ratings[0] }] }, 400, 'grd-002'],
      [{ points: 2, mediaIds: [foreignFile] }, 400, 'grd-004'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call('PUT', path, world.instructor, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status, code });
    }
    const plain = byType('ESSAY');
    const noRubric = await call('PUT', course(`/exam-attempts/${attemptId}/answers/${plain.attemptQuestionId}/review`), world.instructor,
      { ratings: [{ criterionId: rubric.a.id, ratingId: rubric.a.ratings[0] }] });
    expect({ status: noRubric.status, code: noRubric.body.code }).toEqual({ status: 400, code: 'grd-002' });
    const unknown = await call('PUT', course(`/exam-attempts/${attemptId}/answers/2147483647/review`), world.instructor, { points: 1 });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: 'req-002' });
    expect((await managed(attemptId)).body.questions.every((question) => question.review === null)).toBe(true);
  });

  test("a rubric review: the ratings' sum is the points; the note is sanitized; the files are the organization's", async () => {
    const rated = byType('ESSAY', true);
    const file = await upload(world.demo, 'feedback.pdf');
    const res = await call<{ review: ManagedAttempt['questions'][number]['review']; pendingReviews: number }>(
      'PUT', course(`/exam-attempts/${attemptId}/answers/${rated.attemptQuestionId}/review`), world.instructor, {
        ratings: [{ criterionId: rubric.a.id, ratingId: rubric.a.ratings[0] }, { criterionId: rubric.b.id, ratingId: rubric.b.ratings[1] }],
        note: '<p>Clear <em>structure</em>.</p><script>alert(1)</script>', mediaIds: [file],
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pendingReviews: 1,
      review: {
        points: 4, note: '<p>Clear <em>structure</em>.</p>', reviewerId: world.instructorId,
        media: [{ id: file, fileName: 'feedback.pdf', mime: 'application/pdf', url: expect.any(String) }],
        ratings: [{ criterionId: rubric.a.id, ratingId: rubric.a.ratings[0], points: 3 }, { criterionId: rubric.b.id, ratingId: rubric.b.ratings[1], points: 1 }],
      },
    });
    // Again with the same values: the same review, nothing left twice.
    const again = await call<{ pendingReviews: number }>('PUT', course(`/exam-attempts/${attemptId}/answers/${rated.attemptQuestionId}/review`), world.instructor, {
      points: 4, ratings: [{ criterionId: rubric.a.id, ratingId: rubric.a.ratings[0] }, { criterionId: rubric.b.id, ratingId: rubric.b.ratings[1] }],
      note: '<p>Clear <em>structure</em>.</p>', mediaIds: [file],
    });
    expect(again.body.pendingReviews).toBe(1);
  });

  test('approve: scored with the reviews, graded, the grade item and the item completed; told once, a replay changes nothing', async () => {
    const plain = byType('ESSAY');
    const reviewed = await call<{ pendingReviews: number }>('PUT', course(`/exam-attempts/${attemptId}/answers/${plain.attemptQuestionId}/review`), world.instructor, { points: 2 });
    expect(reviewed.body.pendingReviews).toBe(0);
    expect(await completed(exam.itemId, student.id)).toBe(false);

    const approved = await decide(attemptId, 'approve', { note: 'Well argued.' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'GRADED', isApproved: true, isRejected: false, isReviewed: true, pendingReviews: 0,
      result: { score: 7, totalScore: 8, percentage: 87.5, isPassed: true }, reviewNote: 'Well argued.',
    });
    expect(await gradeOf(exam.gradeItemId, student.id)).toBe(87.5);
    expect(await completed(exam.itemId, student.id)).toBe(true);
    const told = await eventsOf('exam.review-finished', attemptId);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toEqual({ courseId: world.courseId, subsectionExamId: exam.itemId, examAttemptId: attemptId });
    expect(told[0]!.audience).toEqual({ kind: 'users', userIds: [student.id] });
    expect(told[0]!.payload).toMatchObject({ examTitle: 'Essays', rejected: false, note: 'Well argued.' });
    expect(await eventsOf('exam.attempt-graded', attemptId)).toHaveLength(0);

    const replay = await decide(attemptId, 'approve', { note: 'Well argued.' });
    expect(replay.status).toBe(200);
    expect(replay.body.result).toEqual(approved.body.result);
    expect(await eventsOf('exam.review-finished', attemptId)).toHaveLength(1);
  });

  test('a graded attempt reviewed again and approved is scored again, the grade follows, nobody is told twice', async () => {
    const plain = byType('ESSAY');
    await call('PUT', course(`/exam-attempts/${attemptId}/answers/${plain.attemptQuestionId}/review`), world.instructor, { points: 0 });
    const approved = await decide(attemptId, 'approve');
    expect(approved.body.result).toEqual({ score: 5, totalScore: 8, percentage: 62.5, isPassed: true });
    expect(await gradeOf(exam.gradeItemId, student.id)).toBe(62.5);
    expect(await eventsOf('exam.review-finished', attemptId)).toHaveLength(1);
  });

  test('reject: counts as 0 %, told once; a replay changes nothing', async () => {
    const rejected = await decide(attemptId, 'reject', { note: 'Not your own work.' });
    expect(rejected.body).toMatchObject({
      status: 'GRADED', isRejected: true, isApproved: false, result: { percentage: 62.5, isPassed: false }, reviewNote: 'Not your own work.',
    });
    expect(await gradeOf(exam.gradeItemId, student.id)).toBe(0);
    const again = await decide(attemptId, 'reject');
    expect(again.status).toBe(200);
    const told = await eventsOf('exam.review-finished', attemptId);
    expect(told.map((event) => (event.payload as { rejected: boolean }).rejected)).toEqual([false, true]);
    // Completion, once given, is kept.
    expect(await completed(exam.itemId, student.id)).toBe(true);
  });

  test('cancel: out of the count, the grade the exam recorded withdrawn; a replay changes nothing; nothing else applies to it', async () => {
    const cancelled = await decide(attemptId, 'cancel');
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', isApproved: false, isRejected: false });
    expect(await gradeOf(exam.gradeItemId, student.id)).toBeNull();
    expect((await decide(attemptId, 'cancel')).status).toBe(200);
    for (const decision of ['approve', 'reject'] as const) {
      const res = await decide(attemptId, decision);
      expect({ decision, status: res.status, code: res.body.code }).toEqual({ decision, status: 409, code: 'exm-007' });
    }
    const review = await call('PUT', course(`/exam-attempts/${attemptId}/answers/${byType('ESSAY').attemptQuestionId}/review`), world.instructor, { points: 1 });
    expect({ status: review.status, code: review.body.code }).toEqual({ status: 409, code: 'exm-007' });
  });

  test('an open attempt is not reviewed, approved, rejected or cancelled (409 exm-007)', async () => {
    const other = world.students[1]!;
    const started = await call<AttemptView>('POST', course(`/exams/${exam.itemId}/attempts`), headersOf(other), { deviceId: 'open-device-1' });
    const openId = started.body.attempt.id;
    const question = started.body.questions[0]!;
    const review = await call('PUT', course(`/exam-attempts/${openId}/answers/${question.attemptQuestionId}/review`), world.instructor, { points: 1 });
    expect({ status: review.status, code: review.body.code }).toEqual({ status: 409, code: 'exm-007' });
    for (const decision of ['approve', 'reject', 'cancel'] as const) {
      const res = await decide(openId, decision);
      expect({ decision, status: res.status, code: res.body.code }).toEqual({ decision, status: 409, code: 'exm-007' });
    }
  });
});

describe('the grading method, through the API', () => {
  test('LATEST, AVERAGE and HIGHEST over counted attempts; cancelled ones leave the count; each auto-graded attempt told once', async () => {
    const q1 = await bankQuestion(world, singleChoice('First?'));
    const q2 = await bankQuestion(world, singleChoice('Second?'));
    const exam = await placedExam('Retaken', [{ questionId: q1.id }, { questionId: q2.id }], { allowRetake: true });
    const student = world.students[2]!;
    const half = await takeAttempt(student, exam, [{ right: true }, { right: false }]);
    expect(await gradeOf(exam.gradeItemId, student.id)).toBe(50);
    const full = await takeAttempt(student, exam, [{ right: true }, { right: true }]);
    expect(await gradeOf(exam.gradeItemId, student.id)).toBe(100);
    const none = await takeAttempt(student, exam, [{ right: false }, null]);
    expect(await gradeOf(exam.gradeItemId, student.id)).toBe(0);
    for (const id of [half, full, none]) expect(await eventsOf('exam.attempt-graded', id)).toHaveLength(1);
    // A replayed submit tells nobody again.
    expect((await call('POST', course(`/exam-attempts/${none}/submit`), headersOf(student), {})).status).toBe(200);
    expect(await eventsOf('exam.attempt-graded', none)).toHaveLength(1);
    // A graded attempt completes the item (no passing score).
    expect(await completed(exam.itemId, student.id)).toBe(true);

    // The method applies at the next outcome: an approve (a score again) of the latest attempt.
    const switchTo = async (gradingMethod: string) => {
      expect((await call('PATCH', course(`/exams/manage/${exam.examId}`), world.instructor, { gradingMethod })).status).toBe(200);
      expect((await decide(none, 'approve')).status).toBe(200);
      return gradeOf(exam.gradeItemId, student.id);
    };
    expect(await switchTo('AVERAGE')).toBe(50);
    expect(await switchTo('HIGHEST')).toBe(100);
    expect((await decide(full, 'cancel')).status).toBe(200);
    expect(await gradeOf(exam.gradeItemId, student.id)).toBe(50);
    expect(await switchTo('LATEST')).toBe(0);
    const [grade] = await server.database.db.select({ comment: studentGrades.comment, attempt: studentGrades.attempt, isLinked: studentGrades.isLinkedWithAssessment })
      .from(studentGrades).where(and(eq(studentGrades.gradeItemId, exam.gradeItemId), eq(studentGrades.studentId, student.id)));
    expect(grade).toMatchObject({ attempt: 3, isLinked: true, comment: expect.stringContaining('Retaken') });
    // The approve of an auto-graded attempt was its review: told once, however many approves.
    expect(await eventsOf('exam.review-finished', none)).toHaveLength(1);
    // Two approves at once: one after the other (the attempt row is locked), one notice.
    const both = await Promise.all([decide(half, 'approve'), decide(half, 'approve')]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(await eventsOf('exam.review-finished', half)).toHaveLength(1);
  });

  test('a grade item with fewer points takes the percentage of its points', async () => {
    const q = await bankQuestion(world, singleChoice('Scaled?'));
    const exam = await placedExam('Scaled', [{ questionId: q.id }]);
    await server.database.db.update(gradeItems).set({ maxPoints: 20 }).where(eq(gradeItems.id, exam.gradeItemId));
    const student = world.students[3]!;
    await takeAttempt(student, exam, [{ right: true }]);
    expect(await gradeOf(exam.gradeItemId, student.id)).toBe(20);
  });
});

describe('exam notices', () => {
  test('in both languages, leading to the exam landing page', () => {
    const subject = { courseId: 12, subsectionExamId: 34, examAttemptId: 56 };
    const names = { courseName: { en: 'Feedback', ar: 'التغذية الراجعة' }, examTitle: 'Unit quiz' };
    const graded = noticeOf('exam.attempt-graded', names, subject)!;
    const reviewed = noticeOf('exam.review-finished', { ...names, rejected: false, note: 'Well done' }, subject)!;
    const rejected = noticeOf('exam.review-finished', { ...names, rejected: true, note: null }, subject)!;
    const retake = noticeOf('exam.retake-available', names, subject)!;
    for (const notice of [graded, reviewed, rejected, retake]) {
      expect(notice.texts.en).toContain('Unit quiz');
      expect(notice.texts.ar).toMatch(/[\u0600-\u06ff]/);
      expect(notice.data).toMatchObject(subject);
      expect(notificationPath(notice.data)).toBe('/lms/courses/12/exams/34');
    }
    expect(reviewed.texts.en).toContain('Well done');
    expect(rejected.texts.en).toContain('rejected');
    expect(new Set([graded.templateId, reviewed.templateId, retake.templateId]).size).toBe(3);
  });
});

describe('who may review', () => {
  let attemptId: number;
  let exam: PlacedExam;
  beforeAll(async () => {
    const q = await bankQuestion(world, essay('Guarded essay'));
    exam = await placedExam('Guarded', [{ questionId: q.id }]);
    attemptId = await takeAttempt(world.students[3]!, exam, [{ html: '<p>Mine</p>' }]);
  });

  test('a student on the review routes: 403 perm-001', async () => {
    const student = headersOf(world.students[3]!);
    for (const [method, path, body] of [
      ['GET', course(`/exams/${exam.itemId}/attempts/manage`), undefined],
      ['GET', course('/exam-reviews'), undefined],
      ['GET', course(`/exam-attempts/${attemptId}/manage`), undefined],
      ['PUT', course(`/exam-attempts/${attemptId}/answers/1/review`), { points: 1 }],
      ['POST', course(`/exam-attempts/${attemptId}/approve`), {}],
      ['POST', course(`/exam-attempts/${attemptId}/reject`), {}],
      ['POST', course(`/exam-attempts/${attemptId}/cancel`), {}],
    ] as const) {
      const res = await call(method, path, student, body);
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({ method, path, status: 403, code: 'perm-001' });
    }
  });

  test("another organization's instructor, a course not taught, another course's path: 404 req-002", async () => {
    const db = server.database.db;
    // A second course the instructor teaches: the attempt is not one of its attempts.
    const [taught] = await db.insert(courses).values({ organizationId: world.demo, name: 'Second taught', isPublished: true, isApproved: true, status: 'APPROVED' })
      .returning({ id: courses.id });
    await db.insert(courseInstructors).values({ courseId: taught!.id, userId: world.instructorId });
    const cases: Array<[string, string, Headers]> = [
      ['GET', course(`/exam-attempts/${attemptId}/manage`), world.nourInstructor],
      ['POST', course(`/exam-attempts/${attemptId}/approve`), world.nourInstructor],
      ['GET', course('/exam-reviews'), world.nourInstructor],
      ['GET', course(`/exam-attempts/${attemptId}/manage`, world.otherCourseId), world.instructor],
      ['GET', course(`/exam-attempts/${attemptId}/manage`, taught!.id), world.instructor],
      ['POST', course(`/exam-attempts/${attemptId}/cancel`, taught!.id), world.instructor],
      ['GET', course(`/exams/${exam.itemId}/attempts/manage`, taught!.id), world.instructor],
      ['GET', course('/exam-attempts/2147483647/manage'), world.instructor],
    ];
    for (const [method, path, headers] of cases) {
      const res = await call(method, path, headers, method === 'POST' ? {} : undefined);
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({ method, path, status: 404, code: 'req-002' });
    }
    const view = await managed(attemptId);
    expect(view.body.attempt.status).toBe('NEEDS_REVIEW');
  });

  test('bad input is 400 req-001', async () => {
    for (const [method, path, body] of [
      ['GET', course(`/exams/${exam.itemId}/attempts/manage?status=LOST`), undefined],
      ['GET', course('/exam-reviews?take=0'), undefined],
      ['PUT', course(`/exam-attempts/${attemptId}/answers/1/review`), { points: 'many' }],
      ['POST', course(`/exam-attempts/${attemptId}/reject`), { note: 'x'.repeat(3000) }],
      ['GET', course('/exam-attempts/abc/manage'), undefined],
    ] as const) {
      const res = await call(method, path, world.instructor, body);
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({ method, path, status: 400, code: 'req-001' });
    }
  });
});

describe.each(['demo', 'nour'] as const)('the seeded complete course of %s', (prefix) => {
  test('a member has a finished attempt whose essay waits for the instructor', async () => {
    const organizationId = await server.organizationId(prefix);
    const [seeded] = await server.database.db.select({ id: courses.id }).from(courses)
      .where(and(eq(courses.organizationId, organizationId), eq(courses.name, COMPLETE_COURSES[prefix]!.name)));
    const headers = { ...bearer(await server.memberToken(prefix, `instructor@${prefix}.halaqa.test`)), 'x-organization': prefix };
    const queue = await call<{ count: number; data: ManagedAttemptSummary[] }>('GET', course('/exam-reviews', seeded!.id), headers);
    expect(queue.status).toBe(200);
    const [member] = await server.database.db.select({ id: users.id }).from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.email, LEARNER_EMAILS.midway(prefix))));
    const waiting = queue.body.data.find((row) => row.member.userId === member!.id);
    expect(waiting).toMatchObject({ status: 'NEEDS_REVIEW', pendingReviews: 1, finishedBy: 'MEMBER' });
    const view = await call<ManagedAttempt>('GET', course(`/exam-attempts/${waiting!.id}/manage`, seeded!.id), headers);
    const essayAnswer = view.body.questions.find((question) => question.type === 'ESSAY')!;
    expect(essayAnswer).toMatchObject({ needsReview: true, isReviewed: false, rubric: expect.objectContaining({ criteria: expect.any(Array) }) });
    expect((essayAnswer.response as { html: string }).html).toMatch(prefix === 'nour' ? /[\u0600-\u06ff]/ : /Situation/);
    // Everything else it answered was graded at submit.
    expect(view.body.questions.filter((question) => question.pointsAwarded !== null).length).toBeGreaterThan(5);
  });
});
