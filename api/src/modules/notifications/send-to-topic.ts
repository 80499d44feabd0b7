import type { Db } from '../../core/db/types';
import type { SendToTopicBody } from './dto';
import { recordEvent } from './events';
import type { Member } from './service';

/** An administrator's message to a topic: a domain event like any other, so settings, streams and push apply. */
export async function sendToTopic(db: Db, sender: Member, body: SendToTopicBody): Promise<{ eventId: number }> {
  return db.transaction(async (tx) => {
    const event = await recordEvent(tx, {
      type: 'notification.topic-message',
      organizationId: sender.organizationId,
      actorUserId: sender.userId,
      audience: body.topic === 'administrators' ? { kind: 'administrators' } : { kind: 'organization' },
      payload: { text: { en: body.text, ar: body.arText ?? body.text } },
    });
    return { eventId: event.id };
  });
}
