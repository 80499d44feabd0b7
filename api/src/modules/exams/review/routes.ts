import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../../lms/course-card-dto';
import { managerOf } from '../../lms/manage/manager';
import type { ExamScopes } from '../routes';
import { decideAttempt, type AttemptDecision } from './decide-attempt';
import {
  AttemptDecisionInputSchema, AttemptListQuerySchema, ManagedAttemptPageSchema, ManagedAttemptParamsSchema, ManagedAttemptSchema,
  ManagedAttemptSummarySchema, ReviewAnswerInputSchema, ReviewAnswerParamsSchema, ReviewAnswerResultSchema, ReviewQueueQuerySchema,
  SubsectionExamParamsSchema,
} from './dto';
import { getManagedExamAttempt } from './managed-attempt';
import { reviewExamAnswer } from './review-answer';
import { listExamAttemptsForReview, listExamReviewQueue } from './review-lists';

/**
 * Reviewing attempts (docs/design/exams-api.md "Review"): instructors and
 * administrators on a course they may edit (404 req-002 otherwise), over
 * their organization's members' attempts.
 */
export function examReviewRoutes({ courseManagers }: ExamScopes, ctx: AppContext): void {
  const tags = ['exam review'];
  const errors = errorResponses(400, 401, 403, 404);
  const stateErrors = errorResponses(400, 401, 403, 404, 409);

  courseManagers.get('/courses/:courseId/exams/:subsectionExamId/attempts/manage', {
    schema: {
      operationId: 'listExamAttemptsForReview', tags, params: SubsectionExamParamsSchema, querystring: AttemptListQuerySchema,
      summary: "The attempts at an exam item, newest first (status filters), with what is left to review",
      response: { 200: ManagedAttemptPageSchema, ...errors },
    },
  }, async (request) => listExamAttemptsForReview(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.subsectionExamId, request.query));

  courseManagers.get('/courses/:courseId/exam-reviews', {
    schema: {
      operationId: 'listExamReviewQueue', tags, params: CourseParamsSchema, querystring: ReviewQueueQuerySchema,
      summary: "The course's attempts that need a review, the longest waiting first",
      response: { 200: ManagedAttemptPageSchema, ...errors },
    },
  }, async (request) => listExamReviewQueue(ctx.db(), managerOf(ctx, request), request.params.courseId, request.query));

  courseManagers.get('/courses/:courseId/exam-attempts/:examAttemptId/manage', {
    schema: {
      operationId: 'getManagedExamAttempt', tags, params: ManagedAttemptParamsSchema,
      summary: 'One attempt with everything: answers, files, correct answers, grades, reviews, rubrics and events',
      response: { 200: ManagedAttemptSchema, ...errors },
    },
  }, async (request) => getManagedExamAttempt(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.examAttemptId));

  courseManagers.put('/courses/:courseId/exam-attempts/:examAttemptId/answers/:attemptQuestionId/review', {
    schema: {
      operationId: 'reviewExamAnswer', tags, params: ReviewAnswerParamsSchema, body: ReviewAnswerInputSchema,
      summary: "Review one answer: points (grd-001), a note, files (grd-004), rubric ratings (grd-002); a finished attempt only (exm-007)",
      response: { 200: ReviewAnswerResultSchema, ...stateErrors },
    },
  }, async (request) => reviewExamAnswer(ctx.db(), managerOf(ctx, request), request.params, request.body));

  const decisions: Array<[AttemptDecision, string, string]> = [
    ['approve', 'approveExamAttempt', 'Approve an attempt (every manual answer reviewed), or score a graded one again; the member is told once'],
    ['reject', 'rejectExamAttempt', 'Reject an attempt: it counts as 0 %; the member is told once'],
    ['cancel', 'cancelExamAttempt', 'Cancel an attempt: it no longer counts and the member gets the attempt back'],
  ];
  for (const [decision, operationId, summary] of decisions) {
    courseManagers.post(`/courses/:courseId/exam-attempts/:examAttemptId/${decision}`, {
      schema: {
        operationId, tags, params: ManagedAttemptParamsSchema, body: AttemptDecisionInputSchema, summary,
        response: { 200: ManagedAttemptSummarySchema, ...stateErrors },
      },
    }, async (request) => decideAttempt(ctx.db(), managerOf(ctx, request), request.params, decision, request.body ?? {}));
  }
}
