import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { users } from './schema';

/** A user of one organization, looked up by (organization_id, id). */
export async function findMember(db: Db, organizationId: number, userId: number) {
  const [row] = await db.select({ id: users.id, organizationId: users.organizationId, deactivatedAt: users.deactivatedAt })
    .from(users).where(and(eq(users.organizationId, organizationId), eq(users.id, userId))).limit(1);
  return row ?? null;
}

export async function findMemberByEmail(db: Db, organizationId: number, email: string) {
  const [row] = await db.select({ id: users.id, organizationId: users.organizationId })
    .from(users).where(and(eq(users.organizationId, organizationId), eq(users.email, email.toLowerCase()))).limit(1);
  return row ?? null;
}
