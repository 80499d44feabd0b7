import type { Db } from '../../core/db/types';
import { recordEvent } from '../notifications/events';

/** The member is told (a notice no setting silences) and it joins their activity log. In the change's transaction. */
export async function recordPasswordChanged(tx: Db, organizationId: number, userId: number): Promise<void> {
  await recordEvent(tx, {
    type: 'auth.password-changed',
    organizationId,
    actorUserId: userId,
    audience: { kind: 'users', userIds: [userId] },
    payload: {},
  });
}
