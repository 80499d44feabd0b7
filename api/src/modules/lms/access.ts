import { ERROR_CODES, type OrganizationFlags } from '@halaqa/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { permissionsOf } from '../../core/authorize';
import type { AppContext } from '../../core/context';
import { AppError, unauthorized } from '../../core/errors';
import { tenantOf } from '../../core/tenancy';
import { flagsFromConfig } from '../organizations/flags';
import { configOf } from '../organizations/service';

/**
 * The gates of spec section 6 for the courses area (docs/design/lms-api.md
 * "Gates"). Each runs after resolveTenant and identifyUser or requireUser.
 */

const perRequest = new WeakMap<FastifyRequest, Promise<OrganizationFlags>>();

/** The tenant's feature switches, read once per request (and remembered briefly across requests). */
export function flagsOf(ctx: AppContext, request: FastifyRequest): Promise<OrganizationFlags> {
  let flags = perRequest.get(request);
  if (!flags) {
    const organizationId = tenantOf(request).id;
    flags = ctx.organizationCache.read(`flags:${organizationId}`, () => configOf(ctx.db(), organizationId).then(flagsFromConfig));
    perRequest.set(request, flags);
  }
  return flags;
}

const forbidden = (code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], message: string) => new AppError(403, code, message);

async function assertCatalogueReadable(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const [permissions, flags] = await Promise.all([permissionsOf(ctx, request), flagsOf(ctx, request)]);
  if (!permissions.organization.holds('organization-lms')) throw forbidden(ERROR_CODES.FORBIDDEN, 'The organization does not have: organization-lms');
  if (!request.user) {
    if (!flags.allowAnonymousCourseView) throw new AppError(401, ERROR_CODES.LOGIN_REQUIRED, 'Sign in to see the courses of this organization');
    return;
  }
  if (!permissions.member.holds('access-courses')) throw forbidden(ERROR_CODES.FORBIDDEN, 'Needs access-courses');
}

/** Whether the signed-in caller may read the organization's courses (what requireLearner demands), without refusing. */
export async function readsCourses(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const permissions = await permissionsOf(ctx, request);
  return request.user !== null && permissions.organization.holds('organization-lms') && permissions.member.holds('access-courses');
}

/** Course and review reads: visitors where anonymous course view is on, members with course access. */
export function requireCatalogueRead(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => assertCatalogueReadable(ctx, request);
}

/** The all-courses catalogue's own gate, after requireCatalogueRead: the organization offers self-enrollment. */
export function requireSelfEnrollment(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!(await flagsOf(ctx, request)).selfEnrollmentEnabled) throw forbidden(ERROR_CODES.SELF_ENROLLMENT_DISABLED, 'The organization does not offer self-enrollment');
  };
}

/** Learner calls: a signed-in member with course access in an organization that has the LMS. */
export function requireLearner(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw unauthorized('Sign in required');
    await assertCatalogueReadable(ctx, request);
  };
}
