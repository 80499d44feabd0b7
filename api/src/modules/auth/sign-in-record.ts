import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { currentClient } from '../../core/request-client';
import { recordEvent } from '../notifications/events';
import { deviceName } from './device-name';
import { sessionFamilies } from './tables';

/**
 * Notes where a new session came from (the activity log) and, when the
 * member has signed in before but never from this browser, tells them
 * (a new-device notice). In the sign-in's transaction.
 */
export async function recordSignIn(tx: Db, session: { organizationId: number; userId: number; familyId: string }): Promise<void> {
  const client = currentClient();
  const userAgent = client?.userAgent ?? null;
  const address = client?.address ?? null;
  await tx.update(sessionFamilies).set({ userAgent, ipAddress: address }).where(eq(sessionFamilies.id, session.familyId));
  const others = and(
    eq(sessionFamilies.organizationId, session.organizationId),
    eq(sessionFamilies.userId, session.userId),
    ne(sessionFamilies.id, session.familyId),
  );
  const [earlier] = await tx.select({
    any: sql<number>`count(*)::int`,
    sameDevice: sql<number>`count(*) filter (where ${sessionFamilies.userAgent} is not distinct from ${userAgent})::int`,
  }).from(sessionFamilies).where(others);
  const newDevice = (earlier?.any ?? 0) > 0 && (earlier?.sameDevice ?? 0) === 0;
  await recordEvent(tx, {
    type: 'auth.signed-in',
    organizationId: session.organizationId,
    actorUserId: session.userId,
    audience: newDevice ? { kind: 'users', userIds: [session.userId] } : { kind: 'none' },
    payload: { device: deviceName(userAgent), address, newDevice },
  });
}
