import { Type } from '@sinclair/typebox';
import { NOTIFICATION_CONTROL_GROUPS, controlGroupOf, notificationCategoryOf, NOTIFICATION_TEMPLATES } from '@halaqa/contracts/src/notifications';
import { requireAdministrator } from '../../core/authorize';
import type { App, AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, userOf, type Tenancy } from '../../core/tenancy';
import { listActivity } from './activity-log';
import {
  ActivityPageSchema, ActivityQuerySchema, ControlGroupSchema, ListNotificationsQuerySchema, NotificationPageSchema, NotificationParamsSchema,
  NotificationSchema, PushTokenBodySchema, PushTokenParamsSchema, ReadAllSchema, ReadOneSchema, SendToTopicBodySchema, SentSchema,
  SettingSchema, SettingsBodySchema, StreamTicketSchema, TemplateSchema, UnreadCountSchema,
} from './dto';
import { addPushToken, removePushToken } from './push-tokens';
import { hideNotification, listNotifications, markAllRead, markRead, restoreNotification, unreadCount, type Member } from './service';
import { sendToTopic } from './send-to-topic';
import { controlGroups, settingsOf, updateSettings } from './settings';
import { streamRoute } from './stream-route';
import { issueStreamTicket } from './stream-tickets';
import { startNotificationWorker, type NotificationWorker } from './worker';
import { EVENTS_CHANNEL } from './events';
import { StreamHub } from './stream-hub';

const TAGS = ['notifications'];

export async function notificationRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { members } = await routeScopes(app, tenancy, { members: { tenant: 'resolve', user: 'required' } });
  const memberOf = (request: Parameters<typeof userOf>[0]): Member => ({ organizationId: tenantOf(request).id, userId: userOf(request).id });

  const hub = new StreamHub({
    db: ctx.systemDb,
    listen: ctx.listen,
    heartbeatMs: Number(process.env.SSE_HEARTBEAT_MS ?? 25_000),
    onError: (error) => app.log.error({ err: error }, 'notification stream delivery failed'),
  });
  let worker: NotificationWorker | null = null;
  let stopWake: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    if (!ctx.live) return;
    // Outside any request: the worker and the hub read and write every organization's rows.
    worker = startNotificationWorker(ctx.systemDb, {
      pollMs: Number(process.env.NOTIFICATION_POLL_MS ?? 2000),
      now: ctx.now,
      onError: (error) => app.log.error({ err: error }, 'notification worker failed'),
    });
    const running = worker;
    stopWake = await ctx.listen(EVENTS_CHANNEL, { onPayload: () => running.wake(), onResync: () => running.wake() });
    await hub.start();
  });
  // Before the server closes: it waits for open connections, and streams stay open until ended.
  app.addHook('preClose', async () => {
    await hub.stop();
  });
  app.addHook('onClose', async () => {
    await stopWake?.();
    await worker?.stop();
  });

  const list = (operationId: string, summary: string) => members.get(operationId === 'listNotifications' ? '/notifications' : '/notifications/v2', {
    schema: { operationId, tags: TAGS, summary, querystring: ListNotificationsQuerySchema, response: { 200: NotificationPageSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => listNotifications(ctx.db(), memberOf(request), request.language, request.query));
  list('listNotifications', "The signed-in member's notifications, newest first ({count, data})");
  list('listNotificationsV2', 'The same list (v2 of the spec: skip, take, portals, language)');

  members.get('/notifications/count', {
    schema: { operationId: 'countUnreadNotifications', tags: TAGS, summary: 'Unread notifications of the signed-in member', response: { 200: UnreadCountSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => ({ count: await unreadCount(ctx.db(), memberOf(request)) }));

  members.get('/notifications/templates', {
    schema: { operationId: 'listNotificationTemplates', tags: TAGS, summary: 'Templates: category (icon and target) and control group', response: { 200: Type.Array(TemplateSchema), ...errorResponses(401, 403, 404) } },
  }, async () => Object.values(NOTIFICATION_TEMPLATES).map((id) => ({ id, category: notificationCategoryOf(id), notificationControlGroupId: controlGroupOf(id) })));

  members.post('/notifications/read', {
    schema: { operationId: 'readAllNotifications', tags: TAGS, summary: 'Mark every notification read', response: { 200: ReadAllSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => markAllRead(ctx.db(), memberOf(request), ctx.now()));

  members.post('/notifications/read/:notificationId', {
    schema: { operationId: 'readNotification', tags: TAGS, summary: 'Mark one notification read (idempotent)', params: NotificationParamsSchema, response: { 200: ReadOneSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => markRead(ctx.db(), memberOf(request), request.params.notificationId, ctx.now()));

  members.delete('/notifications/:notificationId', {
    schema: { operationId: 'deleteNotification', tags: TAGS, summary: 'Delete (hide) a notification', params: NotificationParamsSchema, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    await hideNotification(ctx.db(), memberOf(request), request.params.notificationId, ctx.now());
    return reply.code(204).send(null);
  });

  members.post('/notifications/:notificationId/restore', {
    schema: { operationId: 'restoreNotification', tags: TAGS, summary: 'Undo a delete', params: NotificationParamsSchema, response: { 200: NotificationSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => restoreNotification(ctx.db(), memberOf(request), request.params.notificationId, request.language));

  members.post('/notifications/add-token', {
    schema: { operationId: 'addPushToken', tags: TAGS, summary: "Register a device's push token (idempotent)", body: PushTokenBodySchema, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    await addPushToken(ctx.db(), memberOf(request), request.body.token);
    return reply.code(204).send(null);
  });

  members.delete('/notifications/fcmtoken/:token', {
    schema: { operationId: 'removePushToken', tags: TAGS, summary: "Forget a device's push token (idempotent)", params: PushTokenParamsSchema, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    await removePushToken(ctx.db(), memberOf(request), request.params.token);
    return reply.code(204).send(null);
  });

  members.post('/notifications/send-to-topic', {
    preHandler: requireAdministrator(ctx),
    schema: { operationId: 'sendNotificationToTopic', tags: TAGS, summary: "Notify the organization's members or administrators (administrators)", body: SendToTopicBodySchema, response: { 202: SentSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => reply.code(202).send(await sendToTopic(ctx.db(), memberOf(request), request.body)));

  members.get('/notification-control-groups', {
    schema: { operationId: 'listNotificationControlGroups', tags: TAGS, summary: 'The groups a member can switch off, in the request language', response: { 200: Type.Array(ControlGroupSchema), ...errorResponses(401, 403, 404) } },
  }, async (request) => controlGroups(request.language));

  members.get('/notification-control-groups/settings', {
    schema: { operationId: 'getNotificationSettings', tags: TAGS, summary: "The member's switch for each group", response: { 200: Type.Array(SettingSchema), ...errorResponses(401, 403, 404) } },
  }, async (request) => settingsOf(ctx.db(), memberOf(request)));

  members.patch('/notification-control-groups/settings', {
    schema: {
      operationId: 'updateNotificationSettings', tags: TAGS, summary: `Switch groups off or on (${NOTIFICATION_CONTROL_GROUPS.length} groups)`,
      body: SettingsBodySchema, response: { 200: Type.Array(SettingSchema), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => updateSettings(ctx.db(), memberOf(request), request.body, ctx.now()));

  members.get('/activity-log', {
    schema: { operationId: 'listActivity', tags: ['users'], summary: "The member's own sign-ins, password changes and enrollments, newest first", querystring: ActivityQuerySchema, response: { 200: ActivityPageSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => listActivity(ctx.db(), memberOf(request), request.language, request.query));

  members.post('/sse/ticket', {
    schema: { operationId: 'createStreamTicket', tags: TAGS, summary: 'A single-use ticket (30 s) that opens GET sse', response: { 201: StreamTicketSchema, ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const user = userOf(request);
    void reply.header('cache-control', 'no-store');
    return reply.code(201).send(await issueStreamTicket(ctx.db(), { organizationId: user.organizationId, userId: user.id, sessionFamilyId: user.sessionFamilyId }, ctx.now()));
  });

  streamRoute(app, ctx, hub);
}
