import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { KindGuard, Type, type TObject } from '@sinclair/typebox';
import type { FastifySchema, preHandlerAsyncHookHandler } from 'fastify';
import type { App } from './context';
import { bearerSecurity, TenantHeadersSchema } from './http-schemas';
import type { Tenancy } from './tenancy';

/** Who may call, once the tenant is known (the Tenancy hook of each is named in brackets). */
type UserCheck =
  /** A signed-in member who need not reset their password first (requireUser). */
  | 'required'
  /** A signed-in member, even one who must reset their password (requireUserAllowingReset). */
  | 'allowing-reset'
  /** Visitors, and members as requireUser would accept them (identifyUser). */
  | 'identify'
  /** Visitors, and members as requireUserAllowingReset would accept them (identifyUserAllowingReset). */
  | 'identify-allowing-reset'
  /** Anyone: no user is loaded (resolveTenant still refuses a bad token). */
  | 'none';

type Guards = readonly preHandlerAsyncHookHandler[];

/** What every route of a scope shares: how its tenant is found, who may call, then its guards. */
export type RouteScopeDeclaration =
  | { tenant: 'resolve'; user: UserCheck; guards?: Guards }
  // By name alone the token is never read, so nobody can be signed in.
  | { tenant: 'by-name'; user: 'none'; guards?: Guards };

function userHooks(tenancy: Tenancy, user: UserCheck): preHandlerAsyncHookHandler[] {
  switch (user) {
    case 'required': return [tenancy.requireUser];
    case 'allowing-reset': return [tenancy.requireUserAllowingReset];
    case 'identify': return [tenancy.identifyUser];
    case 'identify-allowing-reset': return [tenancy.identifyUserAllowingReset];
    case 'none': return [];
  }
}

/** The scope's preHandler hooks, in the order they run: tenant, user, guards. */
function preHandlersOf(tenancy: Tenancy, declaration: RouteScopeDeclaration): preHandlerAsyncHookHandler[] {
  const tenant = declaration.tenant === 'resolve' ? tenancy.resolveTenant : tenancy.resolveTenantByName;
  return [tenant, ...userHooks(tenancy, declaration.user), ...(declaration.guards ?? [])];
}

/** The route's own headers (auth/refresh reads x-csrf-token) join the tenant's. */
function withTenantHeaders(headers: unknown): TObject {
  if (headers === undefined) return TenantHeadersSchema;
  if (!KindGuard.IsObject(headers)) throw new Error('A scoped route must declare its headers as a TypeBox object');
  return Type.Composite([TenantHeadersSchema, headers]);
}

/**
 * The schema the route is documented and validated with. A new object, never
 * the declared one changed: Fastify builds a GET's HEAD twin from the declared
 * options and runs this hook on it as well.
 */
function scopedSchema(schema: FastifySchema | undefined, signedIn: boolean): FastifySchema {
  return {
    ...schema,
    headers: withTenantHeaders(schema?.headers),
    ...(signedIn ? { security: bearerSecurity } : {}),
  };
}

/** Registers the child scope now and hands it out (inside an object: a Fastify instance is a thenable, which `await` would unwrap). */
async function openScope(app: App, declaration: RouteScopeDeclaration, tenancy: Tenancy): Promise<{ scope: App }> {
  const preHandlers = preHandlersOf(tenancy, declaration);
  const signedIn = declaration.user === 'required' || declaration.user === 'allowing-reset';
  let opened: App | undefined;
  await app.register(async (scope) => {
    for (const preHandler of preHandlers) scope.addHook('preHandler', preHandler);
    // Swagger keeps each route's options object and reads its schema when the document is built, so it sees this one.
    scope.addHook('onRoute', (route) => {
      route.schema = scopedSchema(route.schema, signedIn);
    });
    opened = scope.withTypeProvider<TypeBoxTypeProvider>();
  });
  if (!opened) throw new Error('The route scope did not load');
  return { scope: opened };
}

/**
 * Opens one child scope of `app` (Fastify encapsulation) per declaration and
 * answers them by the declarations' names. In each, the preHandler hooks run
 * in order (tenant, user, guards) before any a route adds, and every route is
 * documented with the tenant headers, and with bearer security where a user
 * is required.
 *
 * The scopes are opened first and filled afterwards, rather than each by a
 * callback, so that routes are added in the order they are written whichever
 * scope each belongs to: the OpenAPI document (and the generated client)
 * lists them in that order. Call it while `app`'s plugin is loading (route
 * modules are, from buildApp).
 */
export async function routeScopes<Name extends string>(
  app: App,
  tenancy: Tenancy,
  declarations: Record<Name, RouteScopeDeclaration>,
): Promise<Record<Name, App>> {
  const scopes: Partial<Record<Name, App>> = {};
  for (const name of Object.keys(declarations) as Name[]) {
    scopes[name] = (await openScope(app, declarations[name], tenancy)).scope;
  }
  return scopes as Record<Name, App>;
}
