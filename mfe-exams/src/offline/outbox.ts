import type { ClientEventType, ExamResponse } from '../api/types';
import { database } from './idb';

interface Base {
  attemptId: number;
  attemptQuestionId: number;
}
/** An answer to save: the server applies the highest sequence and ignores a key it has seen. */
interface QueuedAnswer extends Base {
  kind: 'answer';
  response: ExamResponse | null;
  sequence: number;
  idempotencyKey: string;
  /** The page the question is on (navigation waits for its page's answers). */
  page: number;
}
interface QueuedFlag extends Base {
  kind: 'flag';
  flagged: boolean;
}
/** A cheat-detection event; `attemptQuestionId` is 0 (it is about the attempt). */
interface QueuedEvent extends Base {
  kind: 'event';
  type: ClientEventType;
  occurredAt: string;
  clientKey: string;
}
export type OutboxEntry = QueuedAnswer | QueuedFlag | QueuedEvent;
export type StoredEntry = OutboxEntry & { id: number };

const stores = database<{ outbox: OutboxEntry }>('halaqa-exams', 1, { outbox: ['attemptId'] });

/**
 * What the runner still has to tell the server, per attempt, in the order it
 * happened, kept in IndexedDB so that neither a dropped network nor a closed
 * tab loses an answer. Every change goes through it (written first, sent
 * after); a newer answer or flag of a question replaces the one still
 * waiting, since the server would only keep the newer one anyway.
 */
export const outbox = {
  async add(entry: OutboxEntry): Promise<void> {
    const earlier = entry.kind === 'event' ? [] : (await outbox.list(entry.attemptId))
      .filter((row) => row.kind === entry.kind && row.attemptQuestionId === entry.attemptQuestionId);
    await stores.outbox.add(entry);
    await stores.outbox.delete(earlier.map((row) => row.id));
  },
  list: (attemptId: number): Promise<StoredEntry[]> => stores.outbox.allBy('attemptId', attemptId).then((rows) => rows.sort((a, b) => a.id - b.id)),
  remove: (ids: readonly number[]) => stores.outbox.delete(ids),
  async clear(attemptId: number): Promise<void> {
    await stores.outbox.delete((await outbox.list(attemptId)).map((row) => row.id));
  },
};
