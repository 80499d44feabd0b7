import { requireAdministrator } from '../../core/authorize';
import { errorResponses } from '../../core/http-schemas';
import type { App, AppContext } from '../../core/context';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, userOf, type Tenancy } from '../../core/tenancy';
import {
  AnnouncementPageSchema, AnnouncementParamsSchema, AnnouncementSchema, CreateAnnouncementBodySchema, DismissalSchema,
  ListAnnouncementsQuerySchema,
} from './dto';
import { createAnnouncement, dismissAnnouncement, listAnnouncements } from './service';

export async function announcementRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { anyone, members } = await routeScopes(app, tenancy, {
    anyone: { tenant: 'resolve', user: 'none' },
    members: { tenant: 'resolve', user: 'required' },
  });

  anyone.get('/org-announcements-management', {
    schema: {
      operationId: 'listAnnouncements',
      tags: ['organization'],
      summary: "The tenant's announcements, newest first (anonymous callers: nothing counts as dismissed)",
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
  members.post('/org-announcements-management', {
    preHandler: requireAdministrator(ctx),
    schema: {
      operationId: 'createAnnouncement',
      tags: ['organization'],
      summary: 'Create an announcement (administrator with manage-members)',
      body: CreateAnnouncementBodySchema,
      response: { 201: AnnouncementSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const created = await createAnnouncement(ctx.db(), { organizationId: tenantOf(request).id, userId: user.id, language: request.language, now: ctx.now() }, request.body);
    return reply.code(201).send(created);
  });

  members.post('/org-announcements-management/:announcementId/dismiss', {
    schema: {
      operationId: 'dismissAnnouncement',
      tags: ['organization'],
      summary: 'Hide an announcement for the signed-in user (idempotent)',
      params: AnnouncementParamsSchema,
      response: { 200: DismissalSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => dismissAnnouncement(ctx.db(), { organizationId: tenantOf(request).id, userId: userOf(request).id }, request.params.announcementId));
}
