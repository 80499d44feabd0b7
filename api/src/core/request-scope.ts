import { AsyncResource } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { App } from './context';
import { runInTenantScope } from './db/tenant-scope';
import { runWithClient } from './request-client';

const USER_AGENT_MAX = 300;

/**
 * Opens each request's tenant scope (and its client: request-client.ts): every statement of ctx.db() during the
 * request runs as halaqa_app for request.tenant (set by resolveTenant from
 * the verified token or the host), or for no organization before then.
 * Register before any route.
 */
export function registerRequestScope(app: App): void {
  const resources = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    const userAgent = request.headers['user-agent'];
    const client = { userAgent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX) : null, address: request.ip ?? null };
    runInTenantScope({ organizationId: () => request.tenant?.id ?? null }, () => runWithClient(client, () => {
      resources.set(request, new AsyncResource('halaqa.request-scope'));
      done();
    }));
  });
  // The body parser resumes from the socket's stream events, outside the scope: re-enter it for what follows.
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}
