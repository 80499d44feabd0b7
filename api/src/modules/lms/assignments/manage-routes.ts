import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../course-card-dto';
import { managerOf } from '../manage/manager';
import type { LmsScopes } from '../routes';
import {
  AssignmentInputSchema, AssignmentParamsSchema, AssignmentPatchSchema, GradeBodySchema, ManagedAssignmentSchema, ManagedSubmissionSchema,
  SubmissionListSchema, SubmissionParamsSchema,
} from './dto';
import { createAssignment, deleteAssignment, updateAssignment } from './manage-assignments';
import { gradeSubmission, listSubmissions, publishPlagiarismReport, returnSubmission } from './review-submissions';

/** Assignments and their submissions for course managers (instructors of the course, the organization's administrators). */
export function manageAssignmentRoutes({ courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['assignments'];
  const errors = errorResponses(400, 401, 403, 404);

  courseManagers.post('/courses/:courseId/assignments', {
    schema: {
      operationId: 'createAssignment', tags, params: CourseParamsSchema, body: AssignmentInputSchema,
      summary: 'Write the assignment of an ASSIGNMENT item (and its grade item); 400 asg-006 when it does not fit',
      response: { 201: ManagedAssignmentSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createAssignment(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.patch('/courses/:courseId/assignments/:assignmentId', {
    schema: {
      operationId: 'updateAssignment', tags, params: AssignmentParamsSchema, body: AssignmentPatchSchema,
      summary: 'Change some fields of an assignment',
      response: { 200: ManagedAssignmentSchema, ...errors },
    },
  }, async (request) => updateAssignment(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.assignmentId, request.body));

  courseManagers.delete('/courses/:courseId/assignments/:assignmentId', {
    schema: {
      operationId: 'deleteAssignment', tags, params: AssignmentParamsSchema,
      summary: 'Delete an assignment and its submissions (its grade item and grades stay in the gradebook)',
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteAssignment(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.assignmentId);
    return reply.code(204).send(null);
  });

  courseManagers.get('/courses/:courseId/assignments/:assignmentId/submissions', {
    schema: {
      operationId: 'listAssignmentSubmissions', tags, params: AssignmentParamsSchema,
      summary: 'The submissions of the organization\'s members: per student (or group) the latest attempt and every attempt, with copy-detection reports',
      response: { 200: SubmissionListSchema, ...errors },
    },
  }, async (request) => listSubmissions(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.assignmentId));

  courseManagers.post('/courses/:courseId/assignments/:assignmentId/submissions/:submissionId/grade', {
    schema: {
      operationId: 'gradeSubmission', tags, params: SubmissionParamsSchema, body: GradeBodySchema,
      summary: 'Grade an attempt with a comment, a file and rubric ratings; recorded in the gradebook for its student or each member of its group (grd-001 out of range, grd-002 ratings)',
      response: { 200: ManagedSubmissionSchema, ...errors },
    },
  }, async (request) => gradeSubmission(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.assignmentId, request.params.submissionId, request.body));

  courseManagers.post('/courses/:courseId/assignments/:assignmentId/submissions/:submissionId/return', {
    schema: {
      operationId: 'returnSubmission', tags, params: SubmissionParamsSchema,
      summary: 'Return an attempt to its member(s), who are notified',
      response: { 200: ManagedSubmissionSchema, ...errors },
    },
  }, async (request) => returnSubmission(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.assignmentId, request.params.submissionId));

  courseManagers.post('/courses/:courseId/assignments/:assignmentId/submissions/:submissionId/plagiarism-report/publish', {
    schema: {
      operationId: 'publishPlagiarismReport', tags, params: SubmissionParamsSchema,
      summary: 'Show the attempt\'s copy-detection report to its member(s), who are notified (404 when there is no report)',
      response: { 200: ManagedSubmissionSchema, ...errors },
    },
  }, async (request) => publishPlagiarismReport(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.assignmentId, request.params.submissionId));
}
