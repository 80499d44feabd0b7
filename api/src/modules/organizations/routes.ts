import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import type { App, AppContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { CustomConfigParamsSchema, CustomConfigSchema, OrganizationProfileSchema, OrganizationSummarySchema, PrefixParamsSchema } from './dto';
import { configValue, listOrganizations, profileByPrefix } from './service';

export async function organizationRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { anyone } = await routeScopes(app, tenancy, { anyone: { tenant: 'resolve', user: 'none' } });

  // No tenant: these name the organization they describe, or describe every one.
  app.get('/organizations-dashboard', {
    schema: {
      operationId: 'listOrganizations',
      tags: ['organization'],
      summary: 'Public summaries of every organization',
      response: { 200: Type.Array(OrganizationSummarySchema), ...errorResponses() },
    },
  }, async () => listOrganizations(ctx.db()));

  app.get('/organizations-dashboard/prefix/:prefix', {
    schema: {
      operationId: 'getOrganizationByPrefix',
      tags: ['organization'],
      summary: 'Theme, fonts, terminology and flags of the organization with this domain prefix',
      params: PrefixParamsSchema,
      response: { 200: OrganizationProfileSchema, ...errorResponses(400, 404) },
    },
  }, async (request) => {
    // Named by prefix, with no tenant resolved: this organization's theme rows, read across the row-level security.
    const profile = await profileByPrefix(ctx.systemDb(), request.params.prefix.toLowerCase());
    if (!profile) throw notFound(ERROR_CODES.ORGANIZATION_NOT_FOUND, 'Organization not found');
    return profile;
  });

  anyone.get('/organizations-dashboard/custom-configs/:organizationId/:key', {
    schema: {
      operationId: 'getOrganizationConfig',
      tags: ['organization'],
      summary: "One configuration value of the request's organization",
      params: CustomConfigParamsSchema,
      response: { 200: CustomConfigSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const tenant = tenantOf(request);
    // Only the caller's own organization: another id is "not found", never read.
    if (request.params.organizationId !== tenant.id) throw notFound(ERROR_CODES.ORGANIZATION_NOT_FOUND, 'Organization not found');
    const value = await configValue(ctx.db(), tenant.id, request.params.key);
    if (value === undefined) throw notFound(ERROR_CODES.CONFIG_NOT_FOUND, `No value for configuration key ${request.params.key.slice(0, 100)}`);
    return { key: request.params.key, value };
  });
}
