import { ERROR_CODES } from '@halaqa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { permissionsOf } from '../../core/authorize';
import type { AppContext } from '../../core/context';
import { AppError, unauthorized } from '../../core/errors';
import { tenantOf } from '../../core/tenancy';
import { coachingCoaches } from './tables';

/**
 * The gates of coaching (docs/design/coaching-api.md "Gates"). The
 * organization's switch comes first (organization-coaching); members need
 * access-coaching; a coach is whoever has a coach profile in the organization.
 */

const forbidden = (message: string) => new AppError(403, ERROR_CODES.FORBIDDEN, message);

async function assertCoachingOpen(ctx: AppContext, request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized('Sign in required');
  const permissions = await permissionsOf(ctx, request);
  if (!permissions.organization.holds('organization-coaching')) throw forbidden('The organization does not have: organization-coaching');
}

/** Members finding and booking coaches, and their own sessions: signed in, organization-coaching and access-coaching. */
export function requireCoachingMember(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    await assertCoachingOpen(ctx, request);
    const permissions = await permissionsOf(ctx, request);
    if (!permissions.member.holds('access-coaching')) throw forbidden('Needs access-coaching');
  };
}

/** A coach's own calls (profile, hours, settings, their sessions): signed in, organization-coaching, and a coach profile (else 403 cch-008). */
export function requireCoach(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    await assertCoachingOpen(ctx, request);
    const viewer = coachingViewerOf(ctx, request);
    if (!(await isCoach(ctx, viewer.organizationId, viewer.userId))) throw new AppError(403, ERROR_CODES.COACHES_ONLY, 'Only coaches may do this');
  };
}

async function isCoach(ctx: AppContext, organizationId: number, userId: number): Promise<boolean> {
  const [row] = await ctx.db().select({ userId: coachingCoaches.userId }).from(coachingCoaches)
    .where(and(eq(coachingCoaches.organizationId, organizationId), eq(coachingCoaches.userId, userId))).limit(1);
  return row !== undefined;
}

/** Who asks, as coaching's use cases need it (always signed in: every coaching call is). */
export interface CoachingViewer {
  organizationId: number;
  userId: number;
  language: 'en' | 'ar';
  now: Date;
}

export function coachingViewerOf(ctx: AppContext, request: FastifyRequest): CoachingViewer {
  if (!request.user) throw unauthorized('Sign in required');
  return {
    organizationId: tenantOf(request).id,
    userId: request.user.id,
    language: request.language === 'ar' ? 'ar' : 'en',
    now: ctx.now(),
  };
}
