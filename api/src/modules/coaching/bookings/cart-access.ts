import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../../../core/authorize';
import type { AppContext } from '../../../core/context';

/** Whether the caller may book coaches (the members scope's gate, without refusing): commerce asks before a COACHING_SESSION enters a cart. */
export async function booksCoaching(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  if (!request.user) return false;
  const permissions = await permissionsOf(ctx, request);
  return permissions.organization.holds('organization-coaching') && permissions.member.holds('access-coaching');
}
