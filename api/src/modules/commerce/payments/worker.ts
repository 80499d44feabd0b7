import type { App, AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/types';
import { startPollingJob, type PollingJob } from '../../../core/polling-job';
import { deliverDueWebhooks, deliverInProcess } from '../sandbox/deliveries';
import { reconcilePayments } from './reconcile';

const msFrom = (value: string | undefined, fallback: number) => (value === undefined || value === '' ? fallback : Number(value));

/**
 * The payments' background work, started with the server as the exams'
 * deadline job is (only with a database attached), over every organization
 * (system database): the reconciliation job (at start-up, then every
 * PAYMENTS_RECONCILE_MS, default a minute) and the sandbox provider's
 * webhook deliveries (every SANDBOX_WEBHOOK_POLL_MS, default a second).
 * Either set to 0 is off (tests drive the passes themselves).
 */
export function startPaymentWorkers(app: App, ctx: AppContext, env: NodeJS.ProcessEnv = process.env): void {
  let loops: PollingJob[] = [];
  app.addHook('onReady', async () => {
    if (!ctx.live) return;
    const db = (): Db => ctx.systemDb();
    const log = app.log;
    const onError = (what: string) => (error: unknown) => log.error({ err: error }, what);
    loops = [
      startPollingJob(msFrom(env.PAYMENTS_RECONCILE_MS, 60_000), async () => {
        const report = await reconcilePayments(db(), ctx.now(), { log });
        report.errors.forEach(onError('payment reconciliation failed for a payment'));
      }, onError('payment reconciliation failed')),
      startPollingJob(msFrom(env.SANDBOX_WEBHOOK_POLL_MS, 1_000), async () => {
        const report = await deliverDueWebhooks(db(), ctx.now(), (delivery) => deliverInProcess(db(), delivery, { now: ctx.now, log }));
        report.errors.forEach(onError('a sandbox webhook delivery failed (retried with backoff)'));
      }, onError('sandbox webhook delivery failed')),
    ];
  });
  app.addHook('onClose', async () => {
    await Promise.all(loops.map((running) => running.stop()));
  });
}
