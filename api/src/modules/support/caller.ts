import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../../core/authorize';
import type { AppContext } from '../../core/context';
import { tenantOf } from '../../core/tenancy';
import { users } from '../users/tables';
import type { PublicScope } from './public-requests';

/** Who is asking, as the support rules need it. */
export interface SupportCaller {
  /** The signed-in member; null for a visitor. */
  userId: number | null;
  /** The organization's support staff: its administrators, as requireAdministrator has them (portal and manage-members). */
  isStaff: boolean;
}

export async function supportCallerOf(ctx: AppContext, request: FastifyRequest): Promise<SupportCaller> {
  const user = request.user;
  if (!user) return { userId: null, isStaff: false };
  if (!user.portals.isAdministrator) return { userId: user.id, isStaff: false };
  const { member } = await permissionsOf(ctx, request);
  return { userId: user.id, isStaff: member.holds('manage-members') };
}

/** Who writes to the contact form or the chat: the address, and the member with their account's email when signed in. */
export async function publicScopeOf(ctx: AppContext, request: FastifyRequest): Promise<PublicScope> {
  const organizationId = tenantOf(request).id;
  const now = ctx.now();
  if (!request.user) return { organizationId, address: request.ip, member: null, now };
  const userId = request.user.id;
  const [row] = await ctx.db().select({ email: users.email }).from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId))).limit(1);
  if (!row) throw new Error(`signed-in member ${userId} not found`);
  return { organizationId, address: request.ip, member: { userId, email: row.email }, now };
}
