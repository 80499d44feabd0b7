import { type Language } from '@halaqa/contracts';
import { STREAM_EVENTS, type NotificationItem } from '@halaqa/contracts/src/notifications';

/** What the stream needs from the page (injected: tests give fakes). */
export interface StreamDeps {
  userId: number;
  language: Language;
  /** POST sse/ticket: a single-use ticket for GET sse. */
  createTicket(): Promise<string>;
  openSource(url: string): EventSourceLike;
  /** Web Locks, when the browser has them: one tab holds the stream for all. */
  locks?: Pick<LockManager, 'request'> | null;
  onNotification(item: NotificationItem): void;
  onUnreadCount(count: number): void;
  /** The server ended the session (logout elsewhere, revoked): no reconnecting with it. */
  onSessionEnded(): void;
  /** For tests; default setTimeout. */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  random?(): number;
}

/** The part of EventSource the stream uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

const LOCK_NAME = 'halaqa-notification-stream';
const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s ... up to 30 s, each with up to a third more at random (tabs of many members do not reconnect in step). */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
  return Math.round(base * (1 + random() / 3));
}

const defaultSleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    resolve();
  }, { once: true });
});

type Outcome = 'dropped' | 'ended' | 'stopped';

/**
 * Keeps the member's notification stream open while `signal` is not
 * aborted: in one tab only (whoever holds the Web Lock; the others wait for
 * it and take over when that tab closes). Each connection opens with a fresh
 * ticket, resumes after the last notification it had (lastEventId), and a
 * dropped one is opened again after a backoff. Returns when stopped or when
 * the session has ended.
 */
export async function runNotificationStream(deps: StreamDeps, signal: AbortSignal): Promise<void> {
  const run = () => streamLoop(deps, signal);
  if (!deps.locks) return run();
  try {
    await deps.locks.request(LOCK_NAME, { signal }, run);
  } catch (error) {
    // Aborted while waiting for the lock: another tab kept it, and this one is leaving.
    if (!signal.aborted) throw error;
  }
}

async function streamLoop(deps: StreamDeps, signal: AbortSignal): Promise<void> {
  const sleep = deps.sleep ?? defaultSleep;
  let lastEventId: string | null = null;
  let attempt = 0;
  while (!signal.aborted) {
    let ticket: string;
    try {
      ticket = await deps.createTicket();
    } catch {
      // Offline, or the session is being refreshed: try again later (a lost session stops this loop from outside).
      await sleep(backoffMs(attempt++, deps.random), signal);
      continue;
    }
    if (signal.aborted) return;
    const query = new URLSearchParams({ id: String(deps.userId), token: ticket, lang: deps.language });
    if (lastEventId) query.set('lastEventId', lastEventId);
    const outcome = await new Promise<Outcome>((resolve) => {
      const source = deps.openSource(`/api/sse?${query}`);
      const finish = (how: Outcome) => {
        source.close();
        signal.removeEventListener('abort', stop);
        resolve(how);
      };
      const stop = () => finish('stopped');
      signal.addEventListener('abort', stop, { once: true });
      source.addEventListener(STREAM_EVENTS.notification, (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        attempt = 0;
        deps.onNotification(JSON.parse(event.data) as NotificationItem);
      });
      source.addEventListener(STREAM_EVENTS.unreadCount, (event) => {
        attempt = 0;
        deps.onUnreadCount((JSON.parse(event.data) as { count: number }).count);
      });
      source.addEventListener(STREAM_EVENTS.sessionEnded, () => finish('ended'));
      // EventSource would retry with the same (spent) ticket: this loop reconnects instead.
      source.onerror = () => finish('dropped');
    });
    if (outcome === 'ended') {
      deps.onSessionEnded();
      return;
    }
    if (outcome === 'stopped') return;
    await sleep(backoffMs(attempt++, deps.random), signal);
  }
}
