import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { requireMemberPermission, requireOrganizationPermission } from '../../../core/authorize';
import type { App, AppContext } from '../../../core/context';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../../core/http-schemas';
import { tenantOf, userOf, type Tenancy } from '../../../core/tenancy';
import {
  CreateSpecializationBodySchema, ManagedSpecializationSchema, SpecializationCoursesBodySchema, SpecializationParamsSchema, UpdateSpecializationBodySchema,
} from './dto';
import { createSpecialization, deleteSpecialization, updateSpecialization, type Manager } from './manage-specializations';

/** Specialization management: the member and the organization both hold manage-specializations. */
export function manageSpecializationRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  const preHandler = [
    tenancy.resolveTenant, tenancy.requireUser,
    requireOrganizationPermission(ctx, 'manage-specializations'), requireMemberPermission(ctx, 'manage-specializations'),
  ];
  const managing = { tags: ['specializations'], security: bearerSecurity, headers: TenantHeadersSchema };
  const managerOf = (request: FastifyRequest): Manager => ({ organizationId: tenantOf(request).id, userId: userOf(request).id, now: ctx.now() });

  app.post('/specializations', {
    preHandler,
    schema: {
      ...managing,
      operationId: 'createSpecialization',
      summary: 'Create a specialization (manage-specializations)',
      body: CreateSpecializationBodySchema,
      response: { 201: ManagedSpecializationSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await createSpecialization(ctx.db(), managerOf(request), request.body)));

  app.patch('/specializations/:specializationId', {
    preHandler,
    schema: {
      ...managing,
      operationId: 'updateSpecialization',
      summary: 'Change a specialization (manage-specializations)',
      params: SpecializationParamsSchema,
      body: UpdateSpecializationBodySchema,
      response: { 200: ManagedSpecializationSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => updateSpecialization(ctx.db(), managerOf(request), request.params.specializationId, request.body));

  app.put('/specializations/:specializationId/courses', {
    preHandler,
    schema: {
      ...managing,
      operationId: 'setSpecializationCourses',
      summary: 'Replace the courses of a specialization; their order is the array order (manage-specializations)',
      params: SpecializationParamsSchema,
      body: SpecializationCoursesBodySchema,
      response: { 200: ManagedSpecializationSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => updateSpecialization(ctx.db(), managerOf(request), request.params.specializationId, { courseIds: request.body.courseIds }));

  app.delete('/specializations/:specializationId', {
    preHandler,
    schema: {
      ...managing,
      operationId: 'deleteSpecialization',
      summary: 'Delete a specialization (soft; manage-specializations)',
      params: SpecializationParamsSchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await deleteSpecialization(ctx.db(), managerOf(request), request.params.specializationId);
    return reply.code(204).send(null);
  });
}
