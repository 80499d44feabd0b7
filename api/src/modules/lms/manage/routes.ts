import { Type } from '@sinclair/typebox';
import { requireAdministratorPortal, requireMemberPermission, requireOrganizationPermission } from '../../../core/authorize';
import type { App, AppContext } from '../../../core/context';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../../core/http-schemas';
import type { Tenancy } from '../../../core/tenancy';
import { CourseParamsSchema } from '../course-card-dto';
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
 * Member and organization both need manage-courses.
 */
export function manageRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  const preHandler = [
    tenancy.resolveTenant, tenancy.requireUser,
    requireOrganizationPermission(ctx, 'manage-courses'), requireMemberPermission(ctx, 'manage-courses'),
  ];
  const editor = { tags: ['courses'], security: bearerSecurity, headers: TenantHeadersSchema };
  const onCourse = { ...editor, params: CourseParamsSchema };
  const onSection = { ...editor, params: SectionParamsSchema };

  app.get('/courses/manage', {
    preHandler,
    schema: {
      ...editor,
      operationId: 'listManagedCourses',
      summary: "The courses the caller may edit (administrators: all of the organization's; instructors: theirs), any status, newest first",
      querystring: ManageListQuerySchema,
      response: { 200: ManagedCoursePageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listManagedCourses(ctx.db(), managerOf(ctx, request), request.query));

  app.post('/courses', {
    preHandler,
    schema: {
      ...editor,
      operationId: 'createCourse',
      summary: "Create a course offered to the organization (an instructor's waits for approval)",
      body: CourseInputSchema,
      response: { 201: ManagedCourseSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await createCourse(ctx.db(), managerOf(ctx, request), request.body)));

  app.patch('/courses/:courseId', {
    preHandler,
    schema: {
      ...onCourse,
      operationId: 'updateCourse',
      summary: 'Change some fields of a course the caller may edit',
      body: CoursePatchSchema,
      response: { 200: ManagedCourseSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => updateCourse(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body));

  app.delete('/courses/:courseId', {
    preHandler,
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

  app.patch('/courses/:courseId/publish-status', {
    preHandler,
    schema: {
      ...onCourse,
      operationId: 'setCoursePublishStatus',
      summary: 'Publish or withdraw a course (it is listed once approved as well)',
      body: PublishStatusBodySchema,
      response: { 200: ManagedCourseSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => setPublishStatus(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body.isPublished));

  app.post('/courses/:courseId/approval-request', {
    preHandler,
    schema: {
      ...onCourse,
      operationId: 'requestCourseApproval',
      summary: 'Ask the organization to approve the course (409 crs-001 while one is pending or once approved)',
      response: { 201: ApprovalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => reply.code(201).send(await requestApproval(ctx.db(), managerOf(ctx, request), request.params.courseId)));

  app.patch('/courses/:courseId/approval-request', {
    preHandler: [...preHandler, requireAdministratorPortal()],
    schema: {
      ...onCourse,
      operationId: 'decideCourseApproval',
      summary: "Approve or reject the course's pending approval request (administrators)",
      body: ApprovalDecisionBodySchema,
      response: { 200: ApprovalDecisionSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => decideApproval(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body.status));

  app.get('/courses/:courseId/sections', {
    preHandler,
    schema: {
      ...onCourse,
      operationId: 'listCourseSections',
      summary: 'Every section of the course (published or not) with its subsections',
      response: { 200: Type.Array(SectionSchema), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listSections(ctx.db(), managerOf(ctx, request), request.params.courseId));

  app.post('/courses/:courseId/sections', {
    preHandler,
    schema: {
      ...onCourse,
      operationId: 'createCourseSection',
      summary: 'Add a section after the last one',
      body: SectionInputSchema,
      response: { 201: SectionSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await createSection(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  app.patch('/courses/:courseId/sections/:sectionId', {
    preHandler,
    schema: {
      ...onSection,
      operationId: 'updateCourseSection',
      summary: 'Change some fields of a section',
      body: SectionPatchSchema,
      response: { 200: SectionSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => updateSection(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.sectionId, request.body));

  app.delete('/courses/:courseId/sections/:sectionId', {
    preHandler,
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
