import { and, eq } from 'drizzle-orm';
import { domainPrefixOf, ERROR_CODES, HTTP_HEADERS, isLanguage, DEFAULT_LANGUAGE, type Language } from '@halaqa/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sessionFamilies } from '../modules/auth/tables';
import { heldPermissionColumns } from '../modules/permissions/holder';
import { organizations } from '../modules/organizations/tables';
import { users } from '../modules/users/tables';
import { verifyAccessToken } from './access-token';
import type { AppContext, AuthUser, Tenant } from './context';
import { AppError, notFound, unauthorized } from './errors';

const PREFIX_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const value = request.headers[HTTP_HEADERS.language];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The organization the caller names: `x-organization`, else the Host
 * subdomain (`demo.localhost:8080` -> `demo`). `null` when it names none.
 */
export function requestedPrefix(headers: FastifyRequest['headers']): string | null {
  const header = headers[HTTP_HEADERS.organization];
  if (typeof header === 'string' && header.trim()) return header.trim().toLowerCase();
  return domainPrefixOf(typeof headers.host === 'string' ? headers.host : '');
}


export function bearerOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers[HTTP_HEADERS.authorization];
  if (typeof header !== 'string' || !header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Malformed Authorization header');
  return match[1];
}

export interface Tenancy {
  /** Sets request.tenant (and request.accessToken when a valid token is sent). */
  resolveTenant: preHandlerAsyncHookHandler;
  /**
   * Sets request.tenant from the named organization only, ignoring any
   * bearer token: for calls that sign in (login, refresh, 2fa, sso exchange),
   * where a stale or expired access token must not get in the way.
   */
  resolveTenantByName: preHandlerAsyncHookHandler;
  /**
   * After resolveTenant: sets request.user from the database. 401 auth-006
   * without a valid token, for an unknown user or a revoked session family;
   * 403 auth-001 for a deactivated user; 403 auth-005 while the user must
   * reset their password.
   */
  requireUser: preHandlerAsyncHookHandler;
  /**
   * requireUser without the auth-005 refusal: only for the calls a user who
   * must reset their password still needs (GET auth, PATCH
   * user/change-password, POST auth/logout; GET permissions-system through
   * identifyUserAllowingReset).
   */
  requireUserAllowingReset: preHandlerAsyncHookHandler;
  /**
   * After resolveTenant, for calls open to visitors and members alike: with a
   * token, exactly requireUser (so a revoked or reset-bound session is still
   * refused); without one, the caller stays a visitor (request.user unset).
   */
  identifyUser: preHandlerAsyncHookHandler;
  /**
   * identifyUser without the auth-005 refusal: for what visitors and members
   * alike ask, a user who must reset their password included (GET
   * permissions-system).
   */
  identifyUserAllowingReset: preHandlerAsyncHookHandler;
}

export function createTenancy(ctx: AppContext): Tenancy {
  // An organization's id and domain prefix never change once it exists (no
  // call edits or deletes them), so found ones are remembered for the life of
  // the process: every tenant-scoped request saves a round trip. Misses are
  // not remembered, so a new organization is found at once.
  const knownByPrefix = new Map<string, Tenant>();
  const knownById = new Map<number, Tenant>();
  const remember = (tenant: Tenant | undefined): Tenant | null => {
    if (!tenant) return null;
    knownByPrefix.set(tenant.domainPrefix, tenant);
    knownById.set(tenant.id, tenant);
    return tenant;
  };
  const byPrefix = async (prefix: string): Promise<Tenant | null> => {
    if (!PREFIX_PATTERN.test(prefix)) return null;
    const known = knownByPrefix.get(prefix);
    if (known) return known;
    const [row] = await ctx.db().select({ id: organizations.id, domainPrefix: organizations.domainPrefix })
      .from(organizations).where(eq(organizations.domainPrefix, prefix)).limit(1);
    return remember(row);
  };
  const byId = async (id: number): Promise<Tenant | null> => {
    const known = knownById.get(id);
    if (known) return known;
    const [row] = await ctx.db().select({ id: organizations.id, domainPrefix: organizations.domainPrefix })
      .from(organizations).where(eq(organizations.id, id)).limit(1);
    return remember(row);
  };
  const unknownOrganization = () => notFound(ERROR_CODES.ORGANIZATION_NOT_FOUND, 'Organization not found');

  const resolveTenant: preHandlerAsyncHookHandler = async (request) => {
    const raw = bearerOf(request);
    const requested = requestedPrefix(request.headers);
    if (raw) {
      const verified = verifyAccessToken(raw, { now: ctx.now().getTime() });
      if (!verified.ok) throw unauthorized(verified.reason === 'expired' ? 'Access token expired' : 'Invalid access token');
      // The token decides the tenant; a request naming another organization is refused.
      const tenant = await byId(verified.token.organizationId);
      if (!tenant) throw unauthorized();
      if (requested && requested !== tenant.domainPrefix) {
        if (!(await byPrefix(requested))) throw unknownOrganization();
        throw new AppError(403, ERROR_CODES.USER_NOT_IN_ORGANIZATION, 'User is not a member of this organization');
      }
      request.accessToken = verified.token;
      request.tenant = tenant;
      return;
    }
    const tenant = await byPrefix(requested ?? ctx.defaultOrgPrefix);
    if (!tenant) throw unknownOrganization();
    request.tenant = tenant;
  };

  const resolveTenantByName: preHandlerAsyncHookHandler = async (request) => {
    const tenant = await byPrefix(requestedPrefix(request.headers) ?? ctx.defaultOrgPrefix);
    if (!tenant) throw unknownOrganization();
    request.tenant = tenant;
  };

  /** The caller as the database knows them now; throws the refusals both requireUser variants share. */
  const loadUser = async (request: FastifyRequest): Promise<AuthUser> => {
    const token = request.accessToken;
    const tenant = request.tenant;
    if (!token || !tenant) throw unauthorized('Sign in required');
    // One round trip: the user by (organization_id, id), the token's session family of that same user, and what they hold.
    const [row] = await ctx.db().select({
      id: users.id,
      organizationId: users.organizationId,
      isAdministrator: users.isAdministrator,
      isInstructor: users.isInstructor,
      deactivatedAt: users.deactivatedAt,
      forceResetPassword: users.forceResetPassword,
      familyId: sessionFamilies.id,
      familyRevokedAt: sessionFamilies.revokedAt,
      masqueradedById: sessionFamilies.masqueradedById,
      held: heldPermissionColumns(),
    }).from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(sessionFamilies, and(
        eq(sessionFamilies.id, token.sessionFamilyId),
        eq(sessionFamilies.organizationId, users.organizationId),
        eq(sessionFamilies.userId, users.id),
      ))
      .where(and(eq(users.organizationId, tenant.id), eq(users.id, token.userId)))
      .limit(1);
    if (!row) throw unauthorized();
    // Deactivation wins over a revoked session: the client must show "disabled", not "sign in again".
    if (row.deactivatedAt) throw new AppError(403, ERROR_CODES.USER_DISABLED, 'User is disabled');
    if (!row.familyId || row.familyRevokedAt) throw unauthorized('Session has ended');
    return {
      id: row.id,
      organizationId: row.organizationId,
      portals: { isAdministrator: row.isAdministrator, isInstructor: row.isInstructor },
      forceResetPassword: row.forceResetPassword,
      sessionFamilyId: row.familyId,
      masqueradedById: row.masqueradedById,
      held: row.held,
    };
  };

  const requireUserAllowingReset: preHandlerAsyncHookHandler = async (request) => {
    request.user = await loadUser(request);
  };

  const usableUser = async (request: FastifyRequest): Promise<AuthUser> => {
    const user = await loadUser(request);
    if (user.forceResetPassword) throw new AppError(403, ERROR_CODES.SHOULD_RESET_PASSWORD, 'Password must be reset');
    return user;
  };

  const requireUser: preHandlerAsyncHookHandler = async (request) => {
    request.user = await usableUser(request);
  };

  const identifyUser: preHandlerAsyncHookHandler = async (request) => {
    if (request.accessToken) request.user = await usableUser(request);
  };

  const identifyUserAllowingReset: preHandlerAsyncHookHandler = async (request) => {
    if (request.accessToken) request.user = await loadUser(request);
  };

  return { resolveTenant, resolveTenantByName, requireUser, requireUserAllowingReset, identifyUser, identifyUserAllowingReset };
}

/** The tenant set by resolveTenant (a route without it is a programming error). */
export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new Error('resolveTenant did not run for this route');
  return request.tenant;
}

export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('requireUser did not run for this route');
  return request.user;
}
