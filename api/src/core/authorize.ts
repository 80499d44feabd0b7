import { ERROR_CODES, type MemberPermission, type OrganizationPermission } from '@halaqa/contracts';
import { createPermissionChecker, type PermissionChecker } from '@halaqa/permissions';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { catalogueOf } from '../modules/permissions/catalogue-store';
import { heldPermissions } from '../modules/permissions/holder';
import type { AppContext } from './context';
import { AppError, badRequest, unauthorized } from './errors';
import { tenantOf } from './tenancy';

/**
 * Route guards that run after resolveTenant and requireUser. They check with
 * the same shared/permissions functions the shell's guard uses, against the
 * catalogue and sets in the database, and answer 403 perm-001.
 */

export interface RequestPermissions {
  /** The organization's own set, with prerequisites. */
  organization: PermissionChecker;
  /** The signed-in member inside the organization (prerequisites may be met by the organization). */
  member: PermissionChecker;
  organizationSlugs: readonly string[];
  memberSlugs: readonly string[];
}

const perRequest = new WeakMap<FastifyRequest, Promise<RequestPermissions>>();

/** Loaded once per request, however many guards ask. */
export function permissionsOf(ctx: AppContext, request: FastifyRequest): Promise<RequestPermissions> {
  let loaded = perRequest.get(request);
  if (!loaded) {
    loaded = load(ctx, request);
    perRequest.set(request, loaded);
  }
  return loaded;
}

async function load(ctx: AppContext, request: FastifyRequest): Promise<RequestPermissions> {
  const db = ctx.db();
  const organizationId = tenantOf(request).id;
  // A member's came with the member (tenancy.ts). A visitor's are the organization's alone: the same for every visitor, so remembered briefly.
  const heldLoading = request.user
    ? Promise.resolve(request.user.held)
    : ctx.organizationCache.read(`held-permissions:${organizationId}`, () => heldPermissions(db, organizationId, null));
  const [catalogue, held] = await Promise.all([catalogueOf(db), heldLoading]);
  const organization = createPermissionChecker(catalogue, held.organization);
  const member = createPermissionChecker(catalogue, held.member, { organization });
  return { organization, member, organizationSlugs: held.organization, memberSlugs: held.member };
}

const forbidden = (message: string) => new AppError(403, ERROR_CODES.FORBIDDEN, message);

function signedIn(request: FastifyRequest) {
  // requireUser must come first; without it nobody is signed in as far as we know.
  if (!request.user) throw unauthorized('Sign in required');
  return request.user;
}

/** The member holds at least one of `slugs` (member access, or a manage permission the organization allows). */
export function requireMemberPermission(ctx: AppContext, ...slugs: Array<MemberPermission | OrganizationPermission>): preHandlerAsyncHookHandler {
  return async (request) => {
    signedIn(request);
    const { member } = await permissionsOf(ctx, request);
    if (!member.holdsAny(slugs)) throw forbidden(`Needs one of: ${slugs.join(', ')}`);
  };
}

/** The organization itself has at least one of `slugs` (a feature switched on for it). */
export function requireOrganizationPermission(ctx: AppContext, ...slugs: OrganizationPermission[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const { organization } = await permissionsOf(ctx, request);
    if (!organization.holdsAny(slugs)) throw forbidden(`The organization does not have: ${slugs.join(', ')}`);
  };
}

async function assertAdministrator(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const user = signedIn(request);
  if (!user.portals.isAdministrator) throw forbidden('Administrators only');
  const { member } = await permissionsOf(ctx, request);
  if (!member.holds('manage-members')) throw forbidden('Needs manage-members');
}

function assertInstructor(request: FastifyRequest): void {
  if (!signedIn(request).portals.isInstructor) throw forbidden('Instructors only');
}

/** The administrator portal and the manage-members permission. */
export function requireAdministrator(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => assertAdministrator(ctx, request);
}

/** The instructor portal. */
export function requireInstructor(): preHandlerAsyncHookHandler {
  return async (request) => assertInstructor(request);
}

/** The administrator portal alone (decisions inside a feature whose own permission the route checks already). */
export function requireAdministratorPortal(): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!signedIn(request).portals.isAdministrator) throw forbidden('Administrators only');
  };
}

/**
 * The portal the validated query names (`?portal=admin|instructor`, as GET
 * auth/sso takes it): admin as requireAdministrator, instructor as
 * requireInstructor.
 */
export function requireQueryPortal(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    const { portal } = (request.query ?? {}) as { portal?: unknown };
    if (portal === 'admin') return assertAdministrator(ctx, request);
    if (portal === 'instructor') return assertInstructor(request);
    throw badRequest('portal must be admin or instructor');
  };
}
