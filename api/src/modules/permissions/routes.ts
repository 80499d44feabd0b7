import { Type } from '@sinclair/typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { permissionsOf, requireAdministrator } from '../../core/authorize';
import type { App, AppContext } from '../../core/context';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { catalogueOf } from './catalogue-store';
import {
  ListPermissionsQuerySchema, NamedSchema, PermissionPageSchema, PermissionSetParamsSchema, PermissionSetSchema,
  PermissionsSystemSchema, UpdatePermissionSetBodySchema,
} from './dto';
import { getSet, listCategories, listContexts, listPermissions, listSets, updateSet } from './service';

export function permissionRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  // Visitors ask too: with a token the caller must be a live user (a forced reset still may), without one they are anonymous.
  const userIfSignedIn: preHandlerAsyncHookHandler = async function userIfSignedIn(request, reply) {
    if (request.accessToken) await tenancy.requireUserAllowingReset.call(this, request, reply);
  };

  app.get('/permissions-system', {
    preHandler: [tenancy.resolveTenant, userIfSignedIn],
    schema: {
      operationId: 'getPermissionsSystem',
      tags: ['permissions'],
      summary: "The permission catalogue, the organization's permissions and the caller's (none for visitors)",
      headers: TenantHeadersSchema,
      response: { 200: PermissionsSystemSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => {
    const [catalogue, held] = await Promise.all([catalogueOf(ctx.db()), permissionsOf(ctx, request)]);
    return {
      permissions: catalogue.map(({ slug, contextId, prerequisites, isHidden, category }) => ({ slug, contextId, prerequisites, isHidden, category })),
      organizationPermissions: [...held.organizationSlugs],
      userPermissions: request.user ? [...held.memberSlugs] : [],
    };
  });

  // Permissions admin (spec section 7): administrators holding manage-members.
  const admin = [tenancy.resolveTenant, tenancy.requireUser, requireAdministrator(ctx)];
  const adminSchema = { tags: ['permissions'], security: bearerSecurity, headers: TenantHeadersSchema };

  app.get('/permission-contexts', {
    preHandler: admin,
    schema: {
      ...adminSchema,
      operationId: 'listPermissionContexts',
      summary: 'Permission contexts: 1 global, 2 user, 3 organization, 4 organization member, 5 other',
      response: { 200: Type.Array(NamedSchema), ...errorResponses(401, 403, 404) },
    },
  }, async () => listContexts(ctx.db()));

  app.get('/permission-categories', {
    preHandler: admin,
    schema: {
      ...adminSchema,
      operationId: 'listPermissionCategories',
      summary: 'Permission categories',
      response: { 200: Type.Array(NamedSchema), ...errorResponses(401, 403, 404) },
    },
  }, async () => listCategories(ctx.db()));

  app.get('/permissions', {
    preHandler: admin,
    schema: {
      ...adminSchema,
      operationId: 'listPermissions',
      summary: 'The permissions administrators can put in a set (hidden ones left out)',
      querystring: ListPermissionsQuerySchema,
      response: { 200: PermissionPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listPermissions(ctx.db(), request.query));

  app.get('/permission-sets', {
    preHandler: admin,
    schema: {
      ...adminSchema,
      operationId: 'listPermissionSets',
      summary: "The organization's permission sets with their permissions",
      response: { 200: Type.Array(PermissionSetSchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listSets(ctx.db(), tenantOf(request).id));

  app.get('/permission-sets/:id', {
    preHandler: admin,
    schema: {
      ...adminSchema,
      operationId: 'getPermissionSet',
      summary: 'One permission set of the organization',
      params: PermissionSetParamsSchema,
      response: { 200: PermissionSetSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => getSet(ctx.db(), tenantOf(request).id, request.params.id));

  app.patch('/permission-sets/:id', {
    preHandler: admin,
    schema: {
      ...adminSchema,
      operationId: 'updatePermissionSet',
      summary: 'Rename a set or replace its permissions (409 perm-002 for a predefined set)',
      params: PermissionSetParamsSchema,
      body: UpdatePermissionSetBodySchema,
      response: { 200: PermissionSetSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => updateSet(ctx.db(), tenantOf(request).id, request.params.id, request.body));
}
