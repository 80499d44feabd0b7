import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { ErrorBodySchema, errorResponses } from '../../../core/http-schemas';
import { mediaStorageFor } from '../../media/storage-config';
import { CreatedUploadSchema } from '../../lms/player/learner-uploads';
import { CourseParamsSchema, PageQuerySchema } from '../../lms/course-card-dto';
import { openPlayer, playerCallerOf, type PlayerSeat } from '../../lms/player/player-gate';
import { startDeadlineWorker, type DeadlineWorker } from '../deadline/worker';
import type { ExamScopes } from '../routes';
import { completeAnswerUpload, openAnswerUpload } from './answer-uploads';
import { checkAnswer } from './check-answer';
import { recordClientEvent } from './client-events';
import {
  AnswerFileSchema, AnswerUploadBodySchema, AnswerUploadParamsSchema, AttemptPageParamsSchema, AttemptParamsSchema, AttemptQuestionParamsSchema, AttemptReviewSchema, AttemptSummaryListSchema, AttemptSummarySchema,
  AttemptViewSchema, DeviceHeadersSchema, EventBodySchema, ExamLandingSchema, ExamParamsSchema, FeedbackSchema, FlagBodySchema, FlaggedSchema,
  MyExamListSchema, NextBodySchema, SaveAnswerBodySchema, SavedAnswerSchema, StartBodySchema, SubmitBodySchema,
} from './dto';
import { flagQuestion } from './flag-question';
import { examLanding, listMyExamAttempts } from './landing';
import { listMyExams } from './my-exams';
import { getAttempt, getAttemptPage, nextAttemptPage } from './navigate';
import { attemptReview } from './review';
import { saveAnswer } from './save-answer';
import { startAttempt } from './start-attempt';
import { submitAttempt } from './submit-attempt';

/**
 * The member calls of exams (docs/design/exams-api.md "Member calls"): the
 * learner gate, then the course player's gate (403 ply-001 not in the
 * course, 404 req-002 hidden or another course's). Also starts the deadline
 * job with the server.
 */
export function attemptRoutes({ learners }: ExamScopes, ctx: AppContext): void {
  const tags = ['exams'];
  const seatOf = async (request: FastifyRequest, courseId: number): Promise<PlayerSeat> =>
    openPlayer(ctx.db(), await playerCallerOf(ctx, request), courseId);
  const deviceOf = (request: FastifyRequest) => {
    const value = request.headers['x-exam-device'];
    return typeof value === 'string' ? value : undefined;
  };
  const reads = errorResponses(400, 401, 403, 404);
  const writes = errorResponses(400, 401, 403, 404, 409);

  startWorker(learners, ctx);

  learners.get('/courses/:courseId/exams', {
    schema: {
      operationId: 'listMyExams', tags, params: CourseParamsSchema, querystring: PageQuerySchema,
      summary: 'The exam items the caller can see, in outline order, with attempts used, status and (where shown) the result',
      response: { 200: MyExamListSchema, ...reads },
    },
  }, async (request) => listMyExams(ctx.db(), await seatOf(request, request.params.courseId), request.query));

  learners.get('/courses/:courseId/exams/:subsectionExamId', {
    schema: {
      operationId: 'getExamLanding', tags, params: ExamParamsSchema,
      summary: 'An exam\'s landing: rules, attempts left and why a start would be refused (exm code), open and previous attempts, result',
      response: { 200: ExamLandingSchema, ...reads },
    },
  }, async (request) => examLanding(ctx.db(), await seatOf(request, request.params.courseId), request.params.subsectionExamId));

  learners.post('/courses/:courseId/exams/:subsectionExamId/attempts', {
    schema: {
      operationId: 'startExamAttempt', tags, params: ExamParamsSchema, body: StartBodySchema,
      summary: 'Start an attempt (201), or answer the open one (200); restart finishes the open one first. 403 exm-001 not open, exm-002 none left, exm-003 too early',
      response: { 201: AttemptViewSchema, 200: AttemptViewSchema, ...writes },
    },
  }, async (request, reply) => {
    const outcome = await startAttempt(ctx.db(), await seatOf(request, request.params.courseId), request.params.subsectionExamId, request.body);
    return reply.code(outcome.created ? 201 : 200).send(outcome.view);
  });

  learners.get('/courses/:courseId/exams/:subsectionExamId/attempts', {
    schema: {
      operationId: 'listMyExamAttempts', tags, params: ExamParamsSchema,
      summary: 'The caller\'s attempts at an exam, by number', response: { 200: AttemptSummaryListSchema, ...reads },
    },
  }, async (request) => listMyExamAttempts(ctx.db(), await seatOf(request, request.params.courseId), request.params.subsectionExamId));

  learners.get('/courses/:courseId/exam-attempts/:examAttemptId', {
    schema: {
      operationId: 'getExamAttempt', tags, params: AttemptParamsSchema, headers: DeviceHeadersSchema,
      summary: 'The caller\'s attempt at the page shown last (a resume)', response: { 200: AttemptViewSchema, ...reads },
    },
  }, async (request) => getAttempt(ctx.db(), await seatOf(request, request.params.courseId), request.params.examAttemptId, deviceOf(request)));

  learners.get('/courses/:courseId/exam-attempts/:examAttemptId/pages/:page', {
    schema: {
      operationId: 'getExamAttemptPage', tags, params: AttemptPageParamsSchema, headers: DeviceHeadersSchema,
      summary: 'The attempt at a page, made the page shown (409 exm-005 where navigation does not allow it, exm-004 over)',
      response: { 200: AttemptViewSchema, ...writes },
    },
  }, async (request) => getAttemptPage(ctx.db(), await seatOf(request, request.params.courseId), request.params.examAttemptId, request.params.page, deviceOf(request)));

  learners.post('/courses/:courseId/exam-attempts/:examAttemptId/next', {
    schema: {
      operationId: 'nextExamAttemptPage', tags, params: AttemptParamsSchema, headers: DeviceHeadersSchema, body: NextBodySchema,
      summary: 'The page after fromPage (a replay with the same fromPage answers the same page)', response: { 200: AttemptViewSchema, ...writes },
    },
  }, async (request) => nextAttemptPage(ctx.db(), await seatOf(request, request.params.courseId), request.params.examAttemptId, request.body.fromPage, deviceOf(request)));

  learners.put('/courses/:courseId/exam-attempts/:examAttemptId/answers/:attemptQuestionId', {
    // A response that fits no shape is the answer's fault (exm-006), not the request's (req-001).
    attachValidation: true,
    schema: {
      operationId: 'saveExamAnswer', tags, params: AttemptQuestionParamsSchema, headers: DeviceHeadersSchema, body: SaveAnswerBodySchema,
      summary: 'Save an answer: the same idempotencyKey answers the first save\'s answer; a lower sequence is not applied. 409 exm-004 over or checked, exm-005 navigation; 400 exm-006',
      response: { 200: SavedAnswerSchema, ...writes },
    },
  }, async (request) => {
    const invalid = request.validationError;
    if (invalid) {
      const aboutResponse = invalid.validationContext === 'body'
        && (invalid.validation ?? []).some((issue: { instancePath: string }) => issue.instancePath === '/response' || issue.instancePath.startsWith('/response/'));
      if (aboutResponse) throw new AppError(400, ERROR_CODES.EXAM_ANSWER_INVALID, `The answer does not fit: ${invalid.message}`);
      throw invalid;
    }
    const { courseId, examAttemptId, attemptQuestionId } = request.params;
    return saveAnswer(ctx.db(), await seatOf(request, courseId), { attemptId: examAttemptId, attemptQuestionId, deviceId: deviceOf(request) }, request.body);
  });

  learners.post('/courses/:courseId/exam-attempts/:examAttemptId/answers/:attemptQuestionId/check', {
    schema: {
      operationId: 'checkExamAnswer', tags, params: AttemptQuestionParamsSchema,
      summary: 'Instant feedback: the saved answer graded with the correct one and explanations; the answer is then locked (409 exm-007 where the exam does not show answers instantly)',
      response: { 200: FeedbackSchema, ...writes },
    },
  }, async (request) => checkAnswer(ctx.db(), await seatOf(request, request.params.courseId), request.params.examAttemptId, request.params.attemptQuestionId));

  learners.put('/courses/:courseId/exam-attempts/:examAttemptId/flags/:attemptQuestionId', {
    schema: {
      operationId: 'flagExamQuestion', tags, params: AttemptQuestionParamsSchema, body: FlagBodySchema,
      summary: 'Flag a question to come back to (or unflag it)', response: { 200: FlaggedSchema, ...writes },
    },
  }, async (request) => flagQuestion(ctx.db(), await seatOf(request, request.params.courseId), request.params.examAttemptId, request.params.attemptQuestionId, request.body.flagged));

  // The same store as the media module's chunk route (server.ts passes it the same settings).
  const storage = () => mediaStorageFor(process.env, ctx.mediaDir);

  learners.post('/courses/:courseId/exam-attempts/:examAttemptId/uploads', {
    schema: {
      operationId: 'openExamAnswerUpload', tags, params: AttemptParamsSchema, body: AnswerUploadBodySchema,
      summary: 'Open a chunked upload of a file or recording to answer with: PUT its chunks to uploadUrl, then POST .../uploads/{mediaId}/complete; the attempt is over: 409 exm-004',
      response: { 201: CreatedUploadSchema, ...errorResponses(400, 401, 403, 404, 409, 413), 415: ErrorBodySchema },
    },
  }, async (request, reply) => reply.code(201).send(await openAnswerUpload(
    ctx.db(), storage(), await seatOf(request, request.params.courseId), request.params.examAttemptId, request.body,
  )));

  learners.post('/courses/:courseId/exam-attempts/:examAttemptId/uploads/:mediaId/complete', {
    schema: {
      operationId: 'completeExamAnswerUpload', tags, params: AnswerUploadParamsSchema,
      summary: 'Finish an answer upload (the type is told from the bytes: 415 med-002 on a mismatch); then name it in the answer\'s mediaIds',
      response: { 200: AnswerFileSchema, ...errorResponses(400, 401, 403, 404, 409), 415: ErrorBodySchema },
    },
  }, async (request) => completeAnswerUpload(
    ctx.db(), storage(), await seatOf(request, request.params.courseId), request.params.examAttemptId, request.params.mediaId,
  ));

  learners.post('/courses/:courseId/exam-attempts/:examAttemptId/submit', {
    schema: {
      operationId: 'submitExamAttempt', tags, params: AttemptParamsSchema, body: SubmitBodySchema,
      summary: 'Finish and grade the attempt; a finished attempt answers its summary (idempotent)', response: { 200: AttemptSummarySchema, ...writes },
    },
  }, async (request) => submitAttempt(ctx.db(), await seatOf(request, request.params.courseId), request.params.examAttemptId));

  learners.post('/courses/:courseId/exam-attempts/:examAttemptId/events', {
    schema: {
      operationId: 'recordExamAttemptEvent', tags, params: AttemptParamsSchema, body: EventBodySchema,
      summary: 'What the runner saw (cheat detection): stored once per clientKey where the exam has it on, else dropped',
      response: { 204: Type.Null(), ...reads },
    },
  }, async (request, reply) => {
    await recordClientEvent(ctx.db(), await seatOf(request, request.params.courseId), request.params.examAttemptId, request.body);
    return reply.code(204).send(null);
  });

  learners.get('/courses/:courseId/exam-attempts/:examAttemptId/review', {
    schema: {
      operationId: 'getExamAttemptReview', tags, params: AttemptParamsSchema,
      summary: 'A finished attempt\'s review, with what the settings allow (409 exm-007 while open)', response: { 200: AttemptReviewSchema, ...writes },
    },
  }, async (request) => attemptReview(ctx.db(), await seatOf(request, request.params.courseId), request.params.examAttemptId));
}

/** The deadline job runs beside the server, as the notification worker does (only with a database attached). */
function startWorker(app: ExamScopes['learners'], ctx: AppContext): void {
  let worker: DeadlineWorker | null = null;
  app.addHook('onReady', async () => {
    if (!ctx.live) return;
    worker = startDeadlineWorker(ctx.systemDb, {
      pollMs: Number(process.env.EXAM_DEADLINE_POLL_MS ?? 1000),
      concurrency: Number(process.env.EXAM_DEADLINE_CONCURRENCY ?? 2),
      now: ctx.now,
      onError: (error) => app.log.error({ err: error }, 'exam deadline job failed'),
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
