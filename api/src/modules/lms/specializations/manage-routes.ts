import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { tenantOf, userOf } from '../../../core/tenancy';
import type { LmsScopes } from '../routes';
import {
  CreateSpecializationBodySchema, ManagedSpecializationSchema, SpecializationCoursesBodySchema, SpecializationParamsSchema, UpdateSpecializationBodySchema,
} from './dto';
import { createSpecialization, deleteSpecialization, updateSpecialization, type Manager } from './manage-specializations';

/** Specialization management: the member and the organization both hold manage-specializations. */
export function manageSpecializationRoutes({ specializationManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['specializations'];
  const managerOf = (request: FastifyRequest): Manager => ({ organizationId: tenantOf(request).id, userId: userOf(request).id, now: ctx.now() });

  specializationManagers.post('/specializations', {
    schema: {
      operationId: 'createSpecialization',
      tags,
      summary: 'Create a specialization (manage-specializations)',
      body: CreateSpecializationBodySchema,
      response: { 201: ManagedSpecializationSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await createSpecialization(ctx.db(), managerOf(request), request.body)));

  specializationManagers.patch('/specializations/:specializationId', {
    schema: {
      operationId: 'updateSpecialization',
      tags,
      summary: 'Change a specialization (manage-specializations)',
      params: SpecializationParamsSchema,
      body: UpdateSpecializationBodySchema,
      response: { 200: ManagedSpecializationSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => updateSpecialization(ctx.db(), managerOf(request), request.params.specializationId, request.body));

  specializationManagers.put('/specializations/:specializationId/courses', {
    schema: {
      operationId: 'setSpecializationCourses',
      tags,
      summary: 'Replace the courses of a specialization; their order is the array order (manage-specializations)',
      params: SpecializationParamsSchema,
      body: SpecializationCoursesBodySchema,
      response: { 200: ManagedSpecializationSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => updateSpecialization(ctx.db(), managerOf(request), request.params.specializationId, { courseIds: request.body.courseIds }));

  specializationManagers.delete('/specializations/:specializationId', {
    schema: {
      operationId: 'deleteSpecialization',
      tags,
      summary: 'Delete a specialization (soft; manage-specializations)',
      params: SpecializationParamsSchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await deleteSpecialization(ctx.db(), managerOf(request), request.params.specializationId);
    return reply.code(204).send(null);
  });
}
