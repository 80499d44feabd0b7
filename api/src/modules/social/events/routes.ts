import { Type } from '@sinclair/typebox';
import { requireMemberPermission, requireOrganizationPermission } from '../../../core/authorize';
import type { App, AppContext } from '../../../core/context';
import { routeScopes } from '../../../core/route-scope';
import type { Tenancy } from '../../../core/tenancy';
import { requireEventMember, requireEventRead } from './access';
import { eventAttachmentRoutes } from './attachment-routes';
import { eventManagerRoutes } from './manager-routes';
import { eventMemberRoutes } from './member-routes';
import { eventReaderRoutes } from './reader-routes';
import { startEventReminderJob } from './reminders';
import type { PollingJob } from '../../../core/polling-job';

/** The callers of the events area, one scope each (docs/design/social-api.md "Gates"). */
export type EventScopes = Record<'readers' | 'members' | 'managers', App>;

export const NoContentSchema = Type.Null();

/** The events area (docs/design/social-api.md "Events"): its routes, and the reminder job beside the server. */
export async function socialEventRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const scopes: EventScopes = await routeScopes(app, tenancy, {
    // Visitors where the organization allows anonymous event view (a member's bearer token is still read), members with event access.
    readers: { tenant: 'resolve', user: 'identify', guards: [requireEventRead(ctx)] },
    // Members with event access; the hosts' calls check the event's hosts (or manage-social-events) themselves.
    members: { tenant: 'resolve', user: 'required', guards: [requireEventMember(ctx)] },
    managers: {
      tenant: 'resolve', user: 'required',
      guards: [requireOrganizationPermission(ctx, 'organization-social-events'), requireMemberPermission(ctx, 'manage-social-events')],
    },
  });
  eventReaderRoutes(scopes, ctx);
  eventMemberRoutes(scopes, ctx);
  eventManagerRoutes(scopes, ctx);
  eventAttachmentRoutes(scopes, ctx);
  startReminderJob(scopes.members, ctx);
}

/** The reminder job runs beside the server, as the other jobs do (only with a database attached). */
function startReminderJob(app: App, ctx: AppContext): void {
  let job: PollingJob | null = null;
  app.addHook('onReady', async () => {
    if (!ctx.live) return;
    job = startEventReminderJob(ctx.systemDb, {
      pollMs: Number(process.env.EVENT_REMINDERS_POLL_MS ?? 60_000),
      now: ctx.now,
      onError: (error) => app.log.error({ err: error }, 'event reminder job failed'),
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
