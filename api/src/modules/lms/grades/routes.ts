import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../course-card-dto';
import { managerOf } from '../manage/manager';
import { openPlayer, playerCallerOf } from '../player/player-gate';
import type { LmsScopes } from '../routes';
import {
  CourseGradingSchemasSchema, GradebookSchema, GradeDetailSchema, GradeItemInputSchema, GradeItemListQuerySchema, GradeItemParamsSchema,
  GradeItemPatchSchema, GradeItemSchema, GradingSchemaInputSchema, GradingSchemaSchema, GroupGradeAnswerSchema, GroupGradeInputSchema,
  GroupGradeParamsSchema, MemberGradeItemPageSchema, RubricInputSchema, RubricListSchema, RubricParamsSchema, RubricSchema,
  StudentGradeAnswerSchema, StudentGradeInputSchema, StudentGradeParamsSchema,
} from './dto';
import {
  courseGradingSchemas, deleteCourseGradingSchema, organizationGradingSchema, putCourseGradingSchema, putOrganizationGradingSchema,
} from './grading-schemas';
import { deleteStudentGrade, gradebookOf, setGroupGrade, setStudentGrade } from './grading';
import { createGradeItem, deleteGradeItem, listManagedGradeItems, updateGradeItem } from './manage-items';
import { gradeDetail, listMyGradeItems } from './member-view';
import { createRubric, deleteRubric, listRubrics, replaceRubric } from './rubrics';

/** Grades (docs/design/course-work-api.md "Grades"): the member's view through the player gate, the instructors' calls. */
export function gradeRoutes(scopes: LmsScopes, ctx: AppContext): void {
  memberGradeRoutes(scopes, ctx);
  gradeItemRoutes(scopes, ctx);
  gradingRoutes(scopes, ctx);
  rubricRoutes(scopes, ctx);
  gradingSchemaRoutes(scopes, ctx);
}

function memberGradeRoutes({ learners }: LmsScopes, ctx: AppContext): void {
  const tags = ['course player'];
  const refusals = errorResponses(400, 401, 403, 404);
  const seatOf = async (request: FastifyRequest, courseId: number) => openPlayer(ctx.db(), await playerCallerOf(ctx, request), courseId);

  learners.get('/courses/:courseId/grade-items', {
    schema: {
      operationId: 'listMyGradeItems', tags, params: CourseParamsSchema, querystring: GradeItemListQuerySchema,
      summary: 'The published grade items with my grade on each, and my running weighted total with its letter',
      response: { 200: MemberGradeItemPageSchema, ...refusals },
    },
  }, async (request) => listMyGradeItems(ctx.db(), await seatOf(request, request.params.courseId), request.query));

  learners.get('/courses/:courseId/grade-items/:gradeItemId', {
    schema: {
      operationId: 'getMyGradeItem', tags, params: GradeItemParamsSchema,
      summary: 'One published grade item with my grade, comment, files and the rubric with my chosen ratings',
      response: { 200: GradeDetailSchema, ...refusals },
    },
  }, async (request) => {
    const seat = await seatOf(request, request.params.courseId);
    return gradeDetail(ctx.db(), seat, request.params.gradeItemId, seat.caller.userId);
  });

  learners.get('/courses/:courseId/grade-items/:gradeItemId/grades/:studentId', {
    schema: {
      operationId: 'getStudentGrade', tags, params: StudentGradeParamsSchema,
      summary: "A member's grade on an item: a student only their own; the course's instructors and administrators any member of their organization",
      response: { 200: GradeDetailSchema, ...refusals },
    },
  }, async (request) => gradeDetail(ctx.db(), await seatOf(request, request.params.courseId), request.params.gradeItemId, request.params.studentId));
}

function gradeItemRoutes({ courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['course grades'];
  const errors = errorResponses(400, 401, 403, 404);

  courseManagers.get('/courses/:courseId/grade-items/manage', {
    schema: {
      operationId: 'listManagedGradeItems', tags, params: CourseParamsSchema,
      summary: 'Every grade item of the course, unpublished ones included',
      response: { 200: Type.Object({ count: Type.Integer(), data: Type.Array(GradeItemSchema) }), ...errors },
    },
  }, async (request) => listManagedGradeItems(ctx.db(), managerOf(ctx, request), request.params.courseId));

  courseManagers.post('/courses/:courseId/grade-items', {
    schema: {
      operationId: 'createGradeItem', tags, params: CourseParamsSchema, body: GradeItemInputSchema,
      summary: 'Add a grade item (published by default)',
      response: { 201: GradeItemSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createGradeItem(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.patch('/courses/:courseId/grade-items/:gradeItemId', {
    schema: {
      operationId: 'updateGradeItem', tags, params: GradeItemParamsSchema, body: GradeItemPatchSchema,
      summary: 'Change some fields of a grade item; isPublished publishes or withdraws it',
      response: { 200: GradeItemSchema, ...errors },
    },
  }, async (request) => updateGradeItem(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.gradeItemId, request.body));

  courseManagers.delete('/courses/:courseId/grade-items/:gradeItemId', {
    schema: {
      operationId: 'deleteGradeItem', tags, params: GradeItemParamsSchema,
      summary: "Remove a grade item and its grades (an assignment's item goes with its assignment: grd-004)",
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteGradeItem(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.gradeItemId);
    return reply.code(204).send(null);
  });
}

function gradingRoutes({ courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['course grades'];
  const errors = errorResponses(400, 401, 403, 404);

  courseManagers.get('/courses/:courseId/gradebook', {
    schema: {
      operationId: 'getGradebook', tags, params: CourseParamsSchema,
      summary: "The course's items by its enrolled members of the organization, with each member's total",
      response: { 200: GradebookSchema, ...errors },
    },
  }, async (request) => gradebookOf(ctx.db(), managerOf(ctx, request), request.params.courseId));

  courseManagers.put('/courses/:courseId/grade-items/:gradeItemId/grades/:studentId', {
    schema: {
      operationId: 'setStudentGrade', tags, params: StudentGradeParamsSchema, body: StudentGradeInputSchema,
      summary: "Grade a member (replaces their grade; the member is notified when the item is published)",
      response: { 200: StudentGradeAnswerSchema, ...errors },
    },
  }, async (request) => setStudentGrade(ctx.db(), managerOf(ctx, request), request.params, request.body));

  courseManagers.delete('/courses/:courseId/grade-items/:gradeItemId/grades/:studentId', {
    schema: {
      operationId: 'deleteStudentGrade', tags, params: StudentGradeParamsSchema,
      summary: "Remove a member's own grade (their group's grade, if any, applies again)",
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteStudentGrade(ctx.db(), managerOf(ctx, request), request.params);
    return reply.code(204).send(null);
  });

  courseManagers.put('/courses/:courseId/grade-items/:gradeItemId/group-grades/:groupId', {
    schema: {
      operationId: 'setGroupGrade', tags, params: GroupGradeParamsSchema, body: GroupGradeInputSchema,
      summary: 'Grade a course group: applies to each member without an own grade for the item',
      response: { 200: GroupGradeAnswerSchema, ...errors },
    },
  }, async (request) => setGroupGrade(ctx.db(), managerOf(ctx, request), request.params, request.body));
}

function rubricRoutes({ courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['course grades'];
  const errors = errorResponses(400, 401, 403, 404);

  courseManagers.get('/courses/:courseId/rubrics', {
    schema: {
      operationId: 'listRubrics', tags, params: CourseParamsSchema, summary: "The course's rubrics with criteria and ratings",
      response: { 200: RubricListSchema, ...errors },
    },
  }, async (request) => listRubrics(ctx.db(), managerOf(ctx, request), request.params.courseId));

  courseManagers.post('/courses/:courseId/rubrics', {
    schema: {
      operationId: 'createRubric', tags, params: CourseParamsSchema, body: RubricInputSchema,
      summary: 'Add a rubric with its criteria and ratings', response: { 201: RubricSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createRubric(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.put('/courses/:courseId/rubrics/:rubricId', {
    schema: {
      operationId: 'replaceRubric', tags, params: RubricParamsSchema, body: RubricInputSchema,
      summary: 'Replace a rubric not yet used to grade (409 grd-005 once it was)', response: { 200: RubricSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => replaceRubric(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.rubricId, request.body));

  courseManagers.delete('/courses/:courseId/rubrics/:rubricId', {
    schema: {
      operationId: 'deleteRubric', tags, params: RubricParamsSchema,
      summary: 'Remove a rubric (its items keep their grades)', response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteRubric(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.rubricId);
    return reply.code(204).send(null);
  });
}

function gradingSchemaRoutes({ courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['course grades'];
  const errors = errorResponses(400, 401, 403, 404);
  const OrganizationSchemaSchema = Type.Object({ schema: Type.Union([GradingSchemaSchema, Type.Null()]) });

  courseManagers.get('/courses/:courseId/grading-schema', {
    schema: {
      operationId: 'getCourseGradingSchemas', tags, params: CourseParamsSchema,
      summary: "The course's own grading schema and the organization's default (used when the course has none)",
      response: { 200: CourseGradingSchemasSchema, ...errors },
    },
  }, async (request) => courseGradingSchemas(ctx.db(), managerOf(ctx, request), request.params.courseId));

  courseManagers.put('/courses/:courseId/grading-schema', {
    schema: {
      operationId: 'putCourseGradingSchema', tags, params: CourseParamsSchema, body: GradingSchemaInputSchema,
      summary: 'Give the course its own letters (they must cover 0-100% without gaps: grd-003)',
      response: { 200: GradingSchemaSchema, ...errors },
    },
  }, async (request) => putCourseGradingSchema(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body));

  courseManagers.delete('/courses/:courseId/grading-schema', {
    schema: {
      operationId: 'deleteCourseGradingSchema', tags, params: CourseParamsSchema,
      summary: "Remove the course's own schema: the organization's default applies again", response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteCourseGradingSchema(ctx.db(), managerOf(ctx, request), request.params.courseId);
    return reply.code(204).send(null);
  });

  courseManagers.get('/grading-schemas/default', {
    schema: {
      operationId: 'getOrganizationGradingSchema', tags, summary: "The organization's default grading schema (administrators)",
      response: { 200: OrganizationSchemaSchema, ...errors },
    },
  }, async (request) => organizationGradingSchema(ctx.db(), managerOf(ctx, request)));

  courseManagers.put('/grading-schemas/default', {
    schema: {
      operationId: 'putOrganizationGradingSchema', tags, body: GradingSchemaInputSchema,
      summary: "Set the organization's default grading schema (administrators)", response: { 200: OrganizationSchemaSchema, ...errors },
    },
  }, async (request) => putOrganizationGradingSchema(ctx.db(), managerOf(ctx, request), request.body));
}
