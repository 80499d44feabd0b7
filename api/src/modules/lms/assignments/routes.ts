import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { ErrorBodySchema, errorResponses } from '../../../core/http-schemas';
import { mediaStorageFor } from '../../media/storage-config';
import { CourseParamsSchema } from '../course-card-dto';
import { openPlayer, playerCallerOf, type PlayerSeat } from '../player/player-gate';
import type { LmsScopes } from '../routes';
import {
  AssignmentDetailSchema, AssignmentListSchema, AssignmentParamsSchema, SubmissionSchema, SubmissionUploadBodySchema,
  SubmitBodySchema, UploadParamsSchema,
} from './dto';
import { listMemberAssignments, memberAssignment } from './member-assignments';
import { CreatedUploadSchema } from '../player/learner-uploads';
import { completeSubmissionUpload, openSubmissionUpload } from './member-uploads';
import { localPlagiarismChecker } from './plagiarism/local-checker';
import type { PlagiarismChecker } from './plagiarism/checker';
import { runPlagiarismCheck } from './plagiarism/run-check';
import { submitAttempt } from './submit';
import { Type } from '@sinclair/typebox';

/**
 * Assignments in the course player (docs/design/course-work-api.md
 * "Assignments"): the learner gate, then the player gate of the course.
 */
export function assignmentRoutes({ learners }: LmsScopes, ctx: AppContext, checker: PlagiarismChecker = localPlagiarismChecker): void {
  const tags = ['assignments'];
  const seatOf = async (request: FastifyRequest, courseId: number): Promise<PlayerSeat> =>
    openPlayer(ctx.db(), await playerCallerOf(ctx, request), courseId);
  const refusals = errorResponses(400, 401, 403, 404);
  // The same store as the media module's chunk route (server.ts passes it the same settings).
  const storage = () => mediaStorageFor(process.env, ctx.mediaDir);

  learners.get('/courses/:courseId/assignments', {
    schema: {
      operationId: 'listCourseAssignments', tags, params: CourseParamsSchema,
      summary: 'The assignments the caller can see, with their dates, due state and the caller\'s (or group\'s) latest attempt',
      response: { 200: AssignmentListSchema, ...refusals },
    },
  }, async (request) => listMemberAssignments(ctx.db(), await seatOf(request, request.params.courseId)));

  learners.get('/courses/:courseId/assignments/:assignmentId', {
    schema: {
      operationId: 'getCourseAssignment', tags, params: AssignmentParamsSchema,
      summary: 'One assignment with the caller\'s (or group\'s) attempts, grades and published reports (locked: 403 ply-002)',
      response: { 200: AssignmentDetailSchema, ...refusals },
    },
  }, async (request) => memberAssignment(ctx.db(), await seatOf(request, request.params.courseId), request.params.assignmentId));

  learners.post('/courses/:courseId/assignments/:assignmentId/submissions', {
    schema: {
      operationId: 'submitAssignment', tags, params: AssignmentParamsSchema, body: SubmitBodySchema,
      summary: 'Hand in an attempt: text, uploaded files and/or a link, as the assignment takes them. 409 asg-001 not open, asg-002 closed, asg-003 due date passed with an attempt, asg-005 no group; 400 asg-004 content',
      response: { 201: SubmissionSchema, 200: SubmissionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const seat = await seatOf(request, request.params.courseId);
    const { submission, created, assignment } = await submitAttempt(ctx.db(), seat, request.params.assignmentId, request.body);
    if (!created) return reply.code(200).send(submission);
    // Quick enough to run here (texts of one assignment); its failure must not undo the attempt the member made.
    await runPlagiarismCheck(ctx.db(), checker, assignment, submission.id, seat.caller.userId)
      .catch((error: unknown) => request.log.error({ err: error, submissionId: submission.id }, 'copy detection failed'));
    return reply.code(201).send(submission);
  });

  learners.post('/courses/:courseId/assignments/:assignmentId/uploads', {
    schema: {
      operationId: 'openSubmissionUpload', tags, params: AssignmentParamsSchema, body: SubmissionUploadBodySchema,
      summary: 'Open a chunked upload of a file to hand in: PUT its chunks to uploadUrl, then POST .../uploads/{mediaId}/complete',
      response: { 201: CreatedUploadSchema, ...errorResponses(400, 401, 403, 404, 409, 413), 415: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const seat = await seatOf(request, request.params.courseId);
    return reply.code(201).send(await openSubmissionUpload(ctx.db(), storage(), seat, request.params.assignmentId, request.body));
  });

  learners.post('/courses/:courseId/assignments/:assignmentId/uploads/:mediaId/complete', {
    schema: {
      operationId: 'completeSubmissionUpload', tags, params: UploadParamsSchema,
      summary: 'Finish an upload opened for this assignment (the type is told from the bytes: 415 med-002 on a mismatch)',
      response: { 200: Type.Object({ ...SubmissionSchema.properties.files.items.properties }), ...errorResponses(400, 401, 403, 404, 409), 415: ErrorBodySchema },
    },
  }, async (request) => {
    const seat = await seatOf(request, request.params.courseId);
    return completeSubmissionUpload(ctx.db(), storage(), seat, request.params.assignmentId, request.params.mediaId);
  });
}
