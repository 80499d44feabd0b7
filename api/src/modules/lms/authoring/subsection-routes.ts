import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../course-card-dto';
import { SectionParamsSchema, SectionSchema } from '../manage/dto';
import { managerOf } from '../manage/manager';
import type { LmsScopes } from '../routes';
import { addAttachment, deleteAttachment } from './attachments';
import { orderSections, orderSubsections } from './course-order';
import { setPrerequisites } from './prerequisites';
import {
  AttachmentInputSchema, AttachmentParamsSchema, AttachmentSchema, ManagedSubsectionSchema, PrerequisitesInputSchema, PrerequisitesSchema,
  SectionOrderSchema, SubsectionInputSchema, SubsectionOrderSchema, SubsectionParamsSchema, SubsectionPatchSchema,
} from './subsection-dto';
import { createSubsection, deleteSubsection, updateSubsection } from './subsections';

/** Building a course's outline: subsections with their content, order, prerequisites, attachments. */
export function subsectionRoutes({ courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['course authoring'];
  const errors = errorResponses(400, 401, 403, 404);

  courseManagers.post('/courses/:courseId/sections/:sectionId/subsections', {
    schema: {
      tags, params: SectionParamsSchema, operationId: 'createSubsection',
      summary: 'Add a subsection at the end of a section, with its content (file, text, questionnaire, lecture...)',
      body: SubsectionInputSchema,
      response: { 201: ManagedSubsectionSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createSubsection(
    ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.sectionId, request.body,
  )));

  courseManagers.patch('/courses/:courseId/subsections/:subsectionId', {
    schema: {
      tags, params: SubsectionParamsSchema, operationId: 'updateSubsection',
      summary: 'Change some fields of a subsection, or move it to another section of the course (sectionId)',
      body: SubsectionPatchSchema,
      response: { 200: ManagedSubsectionSchema, ...errors },
    },
  }, async (request) => updateSubsection(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.subsectionId, request.body));

  courseManagers.delete('/courses/:courseId/subsections/:subsectionId', {
    schema: {
      tags, params: SubsectionParamsSchema, operationId: 'deleteSubsection',
      summary: 'Remove a subsection with its questions, attachments and what members did with it',
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteSubsection(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.subsectionId);
    return reply.code(204).send(null);
  });

  courseManagers.put('/courses/:courseId/sections/order', {
    schema: {
      tags, params: CourseParamsSchema, operationId: 'orderCourseSections',
      summary: "Put the course's sections in this order (every section, once)",
      body: SectionOrderSchema,
      response: { 200: Type.Array(SectionSchema), ...errors },
    },
  }, async (request) => orderSections(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body.sectionIds));

  courseManagers.put('/courses/:courseId/sections/:sectionId/subsections/order', {
    schema: {
      tags, params: SectionParamsSchema, operationId: 'orderSubsections',
      summary: "Put a section's subsections in this order (every subsection, once)",
      body: SubsectionOrderSchema,
      response: { 200: SectionSchema, ...errors },
    },
  }, async (request) => orderSubsections(
    ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.sectionId, request.body.subsectionIds,
  ));

  courseManagers.put('/courses/:courseId/sections/:sectionId/prerequisites', {
    schema: {
      tags, params: SectionParamsSchema, operationId: 'setSectionPrerequisites',
      summary: 'The sections to finish before this one (same course, no cycle: else 400 crs-002)',
      body: PrerequisitesInputSchema,
      response: { 200: PrerequisitesSchema, ...errors },
    },
  }, async (request) => setPrerequisites(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.sectionId, request.body.sectionIds));

  courseManagers.post('/courses/:courseId/subsections/:subsectionId/attachments', {
    schema: {
      tags, params: SubsectionParamsSchema, operationId: 'addSubsectionAttachment',
      summary: 'List a file (mediaId: a READY media of the organization) or a link (link) under a subsection',
      body: AttachmentInputSchema,
      response: { 201: AttachmentSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await addAttachment(
    ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.subsectionId, request.body,
  )));

  courseManagers.delete('/courses/:courseId/subsections/:subsectionId/attachments/:attachmentId', {
    schema: {
      tags, params: AttachmentParamsSchema, operationId: 'deleteSubsectionAttachment',
      summary: 'Remove an attachment from a subsection',
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    const { courseId, subsectionId, attachmentId } = request.params;
    await deleteAttachment(ctx.db(), managerOf(ctx, request), courseId, subsectionId, attachmentId);
    return reply.code(204).send(null);
  });
}
