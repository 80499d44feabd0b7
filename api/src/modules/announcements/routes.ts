import { requireAdministrator } from '../../core/authorize';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import type { App, AppContext } from '../../core/context';
import { tenantOf, userOf, type Tenancy } from '../../core/tenancy';
import {
  AnnouncementPageSchema, AnnouncementParamsSchema, AnnouncementSchema, CreateAnnouncementBodySchema, DismissalSchema,
  ListAnnouncementsQuerySchema,
} from './dto';
import { createAnnouncement, dismissAnnouncement, listAnnouncements } from './service';

export function announcementRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  app.get('/org-announcements-management', {
    preHandler: tenancy.resolveTenant,
    schema: {
      operationId: 'listAnnouncements',
      tags: ['organization'],
      summary: "The tenant's announcements, newest first (anonymous callers: nothing counts as dismissed)",
      headers: TenantHeadersSchema,
      querystring: ListAnnouncementsQuerySchema,
      response: { 200: AnnouncementPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listAnnouncements(ctx.db(), {
    organizationId: tenantOf(request).id,
    language: request.language,
    userId: request.accessToken?.userId ?? null,
    now: ctx.now(),
  }, request.query));

  // Announcements speak for the organization: its administrators (manage-members) only.
  app.post('/org-announcements-management', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser, requireAdministrator(ctx)],
    schema: {
      operationId: 'createAnnouncement',
      tags: ['organization'],
      summary: 'Create an announcement (administrator with manage-members)',
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      body: CreateAnnouncementBodySchema,
      response: { 201: AnnouncementSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const created = await createAnnouncement(ctx.db(), { organizationId: tenantOf(request).id, userId: user.id, language: request.language }, request.body);
    return reply.code(201).send(created);
  });

  app.post('/org-announcements-management/:announcementId/dismiss', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'dismissAnnouncement',
      tags: ['organization'],
      summary: 'Hide an announcement for the signed-in user (idempotent)',
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      params: AnnouncementParamsSchema,
      response: { 200: DismissalSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => dismissAnnouncement(ctx.db(), { organizationId: tenantOf(request).id, userId: userOf(request).id }, request.params.announcementId));
}
