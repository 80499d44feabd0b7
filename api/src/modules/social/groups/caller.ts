import type { Language } from '@halaqa/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { tenantOf, userOf } from '../../../core/tenancy';

/**
 * Who calls a groups use case: every use case takes one, so none reads the
 * request. The organization is the token's tenant, never a value of the body.
 */
export interface SocialCaller {
  organizationId: number;
  userId: number;
  language: Language;
  /** Organization administrators act as every group's admin (docs/design/social-api.md "Gates"). */
  isAdministrator: boolean;
  now: Date;
}

export function callerOf(ctx: AppContext, request: FastifyRequest): SocialCaller {
  const user = userOf(request);
  return { organizationId: tenantOf(request).id, userId: user.id, language: request.language, isAdministrator: user.portals.isAdministrator, now: ctx.now() };
}
