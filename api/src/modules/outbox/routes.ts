import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../core/context';
import { Nullable } from '../../core/http-schemas';
import { createDelivery, startOutboxWorker, type Delivery } from './delivery';
import { mailboxEnabled } from './mailbox-enabled';
import { nonceOf } from '../../core/security-headers';
import { renderMailboxPage } from './mailbox-page';
import { listOutbox } from './mailbox-query';

const RecipientQuerySchema = Type.Object({ recipient: Type.Optional(Type.String({ maxLength: 320 })) }, { additionalProperties: false });

const OutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  organizationId: Type.Integer(),
  domainPrefix: Type.String(),
  channel: Type.String(),
  recipient: Type.String(),
  template: Type.String(),
  language: Type.String(),
  subject: Nullable(Type.String()),
  body: Type.String(),
  data: Type.Record(Type.String(), Type.String()),
  createdAt: Type.String(),
  sentAt: Nullable(Type.String()),
  failedAt: Nullable(Type.String()),
  error: Nullable(Type.String()),
});

export interface OutboxOptions {
  env?: NodeJS.ProcessEnv;
  /** Replaces the delivery built from the environment (tests). */
  delivery?: Delivery;
  /** False in docs-only mode (no database to poll). */
  runWorker: boolean;
}

/**
 * The outbox at run time: the delivery worker (when SMTP or an SMS sender
 * is configured) and, outside production, the development mailbox page
 * (/dev/mailbox) and its JSON twin (/api/dev/outbox) for tests. Register
 * before the static site so its catch-all does not shadow /dev/mailbox.
 */
export function outboxRoutes(app: App, ctx: AppContext, options: OutboxOptions): void {
  const env = options.env ?? process.env;
  const delivery = options.delivery ?? createDelivery(env);
  let worker: { stop(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    if (!options.runWorker) return;
    // The worker delivers every organization's messages, outside any request.
    worker = startOutboxWorker(ctx.systemDb, delivery, {
      intervalMs: Number(env.OUTBOX_POLL_MS ?? 2000),
      now: ctx.now,
      onError: (error) => app.log.error({ err: error }, 'outbox delivery failed'),
    });
    app.log.info(`outbox: ${delivery.description}`);
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });

  if (!mailboxEnabled(env)) return;
  // Development only: hidden from the OpenAPI document and the generated client. The mailbox shows every organization's messages.
  app.get('/api/dev/outbox', {
    schema: { hide: true, operationId: 'listDevOutbox', querystring: RecipientQuerySchema, response: { 200: Type.Array(OutboxEntrySchema) } },
  }, async (request) => listOutbox(ctx.systemDb(), request.query.recipient ?? null));

  app.get('/dev/mailbox', {
    schema: { hide: true, operationId: 'devMailboxPage', querystring: RecipientQuerySchema },
  }, async (request, reply) => {
    const recipient = request.query.recipient?.trim() || null;
    const entries = await listOutbox(ctx.systemDb(), recipient);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailboxPage(entries, recipient, nonceOf(reply)));
  });
}
