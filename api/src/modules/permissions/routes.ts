import { Type } from '@sinclair/typebox';
import { permissionsOf, requireAdministrator } from '../../core/authorize';
import type { App, AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { memberHasGroups } from '../social/groups/has-groups';
import { catalogueOf } from './catalogue-store';
import {
  ListPermissionsQuerySchema, NamedSchema, PermissionPageSchema, PermissionSetParamsSchema, PermissionSetSchema,
  PermissionsSystemSchema, UpdatePermissionSetBodySchema,
} from './dto';
import { getSet, listCategories, listContexts, listPermissions, listSets, updateSet } from './service';

const tags = ['permissions'];

export async function permissionRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { visitorsOrMembers, administrators } = await routeScopes(app, tenancy, {
    // Visitors ask too: with a token the caller must be a live user (a forced reset still may), without one they are anonymous.
    visitorsOrMembers: { tenant: 'resolve', user: 'identify-allowing-reset' },
    // Permissions admin (spec section 7): administrators holding manage-members.
    administrators: { tenant: 'resolve', user: 'required', guards: [requireAdministrator(ctx)] },
  });

  visitorsOrMembers.get('/permissions-system', {
    schema: {
      operationId: 'getPermissionsSystem',
      tags,
      summary: "The permission catalogue, the organization's permissions and the caller's (none for visitors)",
      response: { 200: PermissionsSystemSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => {
    const [catalogue, held, hasGroups] = await Promise.all([
      catalogueOf(ctx.db()), permissionsOf(ctx, request), request.user ? memberHasGroups(ctx.db(), request.user) : false,
    ]);
    return {
      permissions: catalogue.map(({ slug, contextId, prerequisites, isHidden, category }) => ({ slug, contextId, prerequisites, isHidden, category })),
      organizationPermissions: [...held.organizationSlugs],
      userPermissions: request.user ? [...held.memberSlugs] : [],
      hasGroups,
    };
  });

  administrators.get('/permission-contexts', {
    schema: {
      operationId: 'listPermissionContexts',
      tags,
      summary: 'Permission contexts: 1 global, 2 user, 3 organization, 4 organization member, 5 other',
      response: { 200: Type.Array(NamedSchema), ...errorResponses(401, 403, 404) },
    },
  }, async () => listContexts(ctx.db()));

  administrators.get('/permission-categories', {
    schema: {
      operationId: 'listPermissionCategories',
      tags,
      summary: 'Permission categories',
      response: { 200: Type.Array(NamedSchema), ...errorResponses(401, 403, 404) },
    },
  }, async () => listCategories(ctx.db()));

  administrators.get('/permissions', {
    schema: {
      operationId: 'listPermissions',
      tags,
      summary: 'The permissions administrators can put in a set (hidden ones left out)',
      querystring: ListPermissionsQuerySchema,
      response: { 200: PermissionPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listPermissions(ctx.db(), request.query));

  administrators.get('/permission-sets', {
    schema: {
      operationId: 'listPermissionSets',
      tags,
      summary: "The organization's permission sets with their permissions",
      response: { 200: Type.Array(PermissionSetSchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listSets(ctx.db(), tenantOf(request).id));

  administrators.get('/permission-sets/:id', {
    schema: {
      operationId: 'getPermissionSet',
      tags,
      summary: 'One permission set of the organization',
      params: PermissionSetParamsSchema,
      response: { 200: PermissionSetSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => getSet(ctx.db(), tenantOf(request).id, request.params.id));

  administrators.patch('/permission-sets/:id', {
    schema: {
      operationId: 'updatePermissionSet',
      tags,
      summary: 'Rename a set or replace its permissions (409 perm-002 for a predefined set)',
      params: PermissionSetParamsSchema,
      body: UpdatePermissionSetBodySchema,
      response: { 200: PermissionSetSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => updateSet(ctx.db(), tenantOf(request).id, request.params.id, request.body));
}
