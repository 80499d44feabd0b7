import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import type { Member } from './service';
import { pushTokens } from './tables';

export async function addPushToken(db: Db, member: Member, token: string): Promise<void> {
  await db.insert(pushTokens).values({ ...member, token }).onConflictDoNothing();
}

export async function removePushToken(db: Db, member: Member, token: string): Promise<void> {
  await db.delete(pushTokens).where(and(
    eq(pushTokens.organizationId, member.organizationId), eq(pushTokens.userId, member.userId), eq(pushTokens.token, token),
  ));
}
