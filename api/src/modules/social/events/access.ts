import { ERROR_CODES } from '@halaqa/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { permissionsOf } from '../../../core/authorize';
import type { AppContext } from '../../../core/context';
import { AppError, unauthorized } from '../../../core/errors';
import { tenantOf } from '../../../core/tenancy';
import { flagsOf } from '../../lms/access';

/**
 * The gates of the events area (docs/design/social-api.md "Gates"). The
 * organization's own switch comes first: where social events are off (nour)
 * every call is 403 perm-001, for visitors too.
 */

const forbidden = (message: string) => new AppError(403, ERROR_CODES.FORBIDDEN, message);

async function assertEventsReadable(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const [permissions, flags] = await Promise.all([permissionsOf(ctx, request), flagsOf(ctx, request)]);
  if (!permissions.organization.holds('organization-social-events')) throw forbidden('The organization does not have: organization-social-events');
  if (!request.user) {
    if (!flags.allowAnonymousEventView) throw new AppError(401, ERROR_CODES.LOGIN_REQUIRED, 'Sign in to see the events of this organization');
    return;
  }
  if (!permissions.member.holds('access-events')) throw forbidden('Needs access-events');
}

/** Event reads: visitors where the organization allows anonymous event view, members with event access. */
export function requireEventRead(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => assertEventsReadable(ctx, request);
}

/** Member calls (join, favorites, tickets; hosts' calls too, which then check the event's hosts): signed in with event access. */
export function requireEventMember(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw unauthorized('Sign in required');
    await assertEventsReadable(ctx, request);
  };
}

/** Whether the signed-in caller may read (and so buy) the organization's events, without refusing. */
export async function readsEvents(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const permissions = await permissionsOf(ctx, request);
  return request.user !== null && permissions.organization.holds('organization-social-events') && permissions.member.holds('access-events');
}

/** Whether the signed-in caller manages the organization's events (manage-social-events), without refusing. */
async function managesEvents(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  if (!request.user) return false;
  const permissions = await permissionsOf(ctx, request);
  return permissions.organization.holds('manage-social-events') && permissions.member.holds('manage-social-events');
}

/** Who asks, as the events' use cases need it. */
export interface EventViewer {
  organizationId: number;
  /** null: a visitor. */
  userId: number | null;
  language: 'en' | 'ar';
  canManage: boolean;
  now: Date;
}

export async function eventViewerOf(ctx: AppContext, request: FastifyRequest): Promise<EventViewer> {
  return {
    organizationId: tenantOf(request).id,
    userId: request.user?.id ?? null,
    language: request.language === 'ar' ? 'ar' : 'en',
    canManage: await managesEvents(ctx, request),
    now: ctx.now(),
  };
}

/** A viewer who is signed in (member scopes). */
export interface SignedInViewer extends EventViewer {
  userId: number;
}

export async function memberViewerOf(ctx: AppContext, request: FastifyRequest): Promise<SignedInViewer> {
  const viewer = await eventViewerOf(ctx, request);
  if (viewer.userId === null) throw unauthorized('Sign in required');
  return { ...viewer, userId: viewer.userId };
}
