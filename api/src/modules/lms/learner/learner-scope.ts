import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { tenantOf, userOf } from '../../../core/tenancy';
import type { CardViewer } from '../course-card';
import type { Learner } from './my-courses';

/** The signed-in member as a card viewer (requireUser ran). */
export function learnerOf(ctx: AppContext, request: FastifyRequest): Learner {
  return { organizationId: tenantOf(request).id, userId: userOf(request).id, language: request.language, now: ctx.now() };
}

/** The caller, signed in or not, as a card viewer. */
export function viewerOf(ctx: AppContext, request: FastifyRequest): CardViewer {
  return { organizationId: tenantOf(request).id, userId: request.user?.id ?? null, language: request.language, now: ctx.now() };
}
