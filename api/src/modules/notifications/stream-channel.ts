import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/types';

/** The channel every API process listens to for its open streams (stream-hub.ts). */
export const STREAM_CHANNEL = 'halaqa_streams';

/**
 * What crosses processes. Ids only: a payload is capped at 8000 bytes and
 * read by every process, and the rows themselves are read from the tables
 * (by whoever holds the stream), under the database's tenancy rules.
 */
export type StreamSignal =
  /** These events' notifications now exist. */
  | { k: 'n'; e: number[] }
  /** A member's unread count changed (read, read all, deleted). */
  | { k: 'c'; o: number; u: number }
  /** A session ended (logout, revoked): its streams close. */
  | { k: 's'; f: string[] };

/** Sends a signal when the caller's transaction commits (at once outside one). */
export async function signalStreams(db: Db, signal: StreamSignal): Promise<void> {
  await db.execute(sql`select pg_notify(${STREAM_CHANNEL}, ${JSON.stringify(signal)})`);
}

export function parseStreamSignal(payload: string): StreamSignal | null {
  try {
    const value = JSON.parse(payload) as StreamSignal;
    if (value && (value.k === 'n' || value.k === 'c' || value.k === 's')) return value;
  } catch {
    // Not ours.
  }
  return null;
}
