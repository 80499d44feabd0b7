import { Type } from '@sinclair/typebox';
import { requireAdministratorPortal } from '../../../core/authorize';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../course-card-dto';
import type { LmsScopes } from '../routes';
import { decideApproval, requestApproval } from './approval-requests';
import { createCourse } from './create-course';
import { deleteCourse } from './delete-course';
import {
  ApprovalDecisionBodySchema, ApprovalDecisionSchema, ApprovalRequestSchema, CourseInputSchema, CoursePatchSchema, ManagedCoursePageSchema,
  ManagedCourseSchema, ManageListQuerySchema, PublishStatusBodySchema, SectionInputSchema, SectionParamsSchema, SectionPatchSchema, SectionSchema,
} from './dto';
import { listManagedCourses } from './list-managed';
import { managerOf } from './manager';
import { setPublishStatus } from './publish-status';
import { createSection, deleteSection, listSections, updateSection } from './sections';
import { updateCourse } from './update-course';

/**
 * Course editing for instructors (their own courses) and administrators
 * (every course of the organization): docs/design/lms-api.md "Manage".
 * Their scope checks that member and organization both hold manage-courses.
 */
export function manageRoutes({ courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['courses'];
  const onCourse = { tags, params: CourseParamsSchema };
  const onSection = { tags, params: SectionParamsSchema };

  courseManagers.get('/courses/manage', {
    schema: {
      operationId: 'listManagedCourses',
      tags,
      summary: "The courses the caller may edit (administrators: all of the organization's; instructors: theirs), any status, newest first",
      querystring: ManageListQuerySchema,
      response: { 200: ManagedCoursePageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listManagedCourses(ctx.db(), managerOf(ctx, request), request.query));

  courseManagers.post('/courses', {
    schema: {
      operationId: 'createCourse',
      tags,
      summary: "Create a course offered to the organization (an instructor's waits for approval)",
      body: CourseInputSchema,
      response: { 201: ManagedCourseSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await createCourse(ctx.db(), managerOf(ctx, request), request.body)));

  courseManagers.patch('/courses/:courseId', {
    schema: {
      ...onCourse,
      operationId: 'updateCourse',
      summary: 'Change some fields of a course the caller may edit',
      body: CoursePatchSchema,
      response: { 200: ManagedCourseSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => updateCourse(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body));

  courseManagers.delete('/courses/:courseId', {
    schema: {
      ...onCourse,
      operationId: 'deleteCourse',
      summary: 'Delete a course (soft: enrollments and reviews are kept); repeating it answers the same',
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await deleteCourse(ctx.db(), managerOf(ctx, request), request.params.courseId);
    return reply.code(204).send(null);
  });

  courseManagers.patch('/courses/:courseId/publish-status', {
    schema: {
      ...onCourse,
      operationId: 'setCoursePublishStatus',
      summary: 'Publish or withdraw a course (it is listed once approved as well)',
      body: PublishStatusBodySchema,
      response: { 200: ManagedCourseSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => setPublishStatus(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body.isPublished));

  courseManagers.post('/courses/:courseId/approval-request', {
    schema: {
      ...onCourse,
      operationId: 'requestCourseApproval',
      summary: 'Ask the organization to approve the course (409 crs-001 while one is pending or once approved)',
      response: { 201: ApprovalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => reply.code(201).send(await requestApproval(ctx.db(), managerOf(ctx, request), request.params.courseId)));

  courseManagers.patch('/courses/:courseId/approval-request', {
    preHandler: requireAdministratorPortal(),
    schema: {
      ...onCourse,
      operationId: 'decideCourseApproval',
      summary: "Approve or reject the course's pending approval request (administrators)",
      body: ApprovalDecisionBodySchema,
      response: { 200: ApprovalDecisionSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => decideApproval(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body.status));

  courseManagers.get('/courses/:courseId/sections', {
    schema: {
      ...onCourse,
      operationId: 'listCourseSections',
      summary: 'Every section of the course (published or not) with its subsections',
      response: { 200: Type.Array(SectionSchema), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listSections(ctx.db(), managerOf(ctx, request), request.params.courseId));

  courseManagers.post('/courses/:courseId/sections', {
    schema: {
      ...onCourse,
      operationId: 'createCourseSection',
      summary: 'Add a section after the last one',
      body: SectionInputSchema,
      response: { 201: SectionSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await createSection(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.patch('/courses/:courseId/sections/:sectionId', {
    schema: {
      ...onSection,
      operationId: 'updateCourseSection',
      summary: 'Change some fields of a section',
      body: SectionPatchSchema,
      response: { 200: SectionSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => updateSection(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.sectionId, request.body));

  courseManagers.delete('/courses/:courseId/sections/:sectionId', {
    schema: {
      ...onSection,
      operationId: 'deleteCourseSection',
      summary: 'Remove a section and its subsections',
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await deleteSection(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.sectionId);
    return reply.code(204).send(null);
  });
}
