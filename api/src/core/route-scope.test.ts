import type { AddressInfo } from 'node:net';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Fastify, { type preHandlerAsyncHookHandler } from 'fastify';
import type { App } from './context';
import { routeScopes } from './route-scope';
import type { Tenancy } from './tenancy';

/** Hooks that only say they ran, so the order a scope runs them in can be read back. */
function recordingTenancy(ran: string[]): { tenancy: Tenancy; hook: (name: string) => preHandlerAsyncHookHandler } {
  const hook = (name: string): preHandlerAsyncHookHandler => async () => { ran.push(name); };
  const tenancy: Tenancy = {
    resolveTenant: hook('resolveTenant'),
    resolveTenantByName: hook('resolveTenantByName'),
    requireUser: hook('requireUser'),
    requireUserAllowingReset: hook('requireUserAllowingReset'),
    identifyUser: hook('identifyUser'),
    identifyUserAllowingReset: hook('identifyUserAllowingReset'),
  };
  return { tenancy, hook };
}

async function buildScopedApp(ran: string[], routes: (api: App, tenancy: Tenancy, hook: (name: string) => preHandlerAsyncHookHandler) => Promise<void>) {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  await app.register(swagger, { openapi: { info: { title: 'test', version: '0' }, components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } } } });
  const { tenancy, hook } = recordingTenancy(ran);
  await app.register(async (scope) => routes(scope.withTypeProvider<TypeBoxTypeProvider>(), tenancy, hook), { prefix: '/api' });
  // Over HTTP: Fastify's inject needs an ES module Jest cannot load here.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const call = (method: string, path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { method, headers });
  return { app, call };
}

test('hooks run tenant, user, guards, then the route\'s own; HEAD twins too', async () => {
  const ran: string[] = [];
  const { app, call } = await buildScopedApp(ran, async (api, tenancy, hook) => {
    const { learners, signingIn } = await routeScopes(api, tenancy, {
      learners: { tenant: 'resolve', user: 'required', guards: [hook('guard')] },
      signingIn: { tenant: 'by-name', user: 'none' },
    });
    learners.get('/mine', { preHandler: hook('route') }, async () => 'mine');
    signingIn.post('/login', async () => 'in');
  });
  const hooksRunBy = async (method: 'GET' | 'HEAD' | 'POST', url: string) => {
    ran.length = 0;
    expect((await call(method, url)).status).toBe(200);
    return [...ran];
  };
  expect(await hooksRunBy('GET', '/api/mine')).toEqual(['resolveTenant', 'requireUser', 'guard', 'route']);
  expect(await hooksRunBy('HEAD', '/api/mine')).toEqual(['resolveTenant', 'requireUser', 'guard', 'route']);
  expect(await hooksRunBy('POST', '/api/login')).toEqual(['resolveTenantByName']);
  await app.close();
});

test('routes are documented in the order written, with tenant headers and bearer security where a user is required', async () => {
  const { app, call } = await buildScopedApp([], async (api, tenancy) => {
    const { members, visitors } = await routeScopes(api, tenancy, {
      members: { tenant: 'resolve', user: 'allowing-reset' },
      visitors: { tenant: 'resolve', user: 'identify' },
    });
    visitors.get('/first', { schema: { operationId: 'first' } }, async () => 'first');
    members.get('/second', { schema: { operationId: 'second', headers: Type.Object({ 'x-extra': Type.String() }) } }, async () => 'second');
    visitors.get('/third', { schema: { operationId: 'third' } }, async () => 'third');
  });
  const { paths } = app.swagger() as { paths: Record<string, { get: { parameters?: Array<{ name: string }>; security?: unknown } }> };
  expect(Object.keys(paths)).toEqual(['/api/first', '/api/second', '/api/third']);
  expect(paths['/api/first']!.get.parameters?.map((parameter) => parameter.name)).toEqual(['x-organization', 'x-lang']);
  expect(paths['/api/first']!.get.security).toBeUndefined();
  expect(paths['/api/second']!.get.parameters?.map((parameter) => parameter.name)).toEqual(['x-organization', 'x-lang', 'x-extra']);
  expect(paths['/api/second']!.get.security).toEqual([{ bearerAuth: [] }]);
  // The route's own headers are validated too.
  expect((await call('GET', '/api/second')).status).toBe(400);
  expect((await call('GET', '/api/second', { 'x-extra': 'yes' })).status).toBe(200);
  await app.close();
});
