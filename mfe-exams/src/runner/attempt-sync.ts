import { ApiError } from '@halaqa/api-client';
import { ERROR_CODES } from '@halaqa/contracts';
import { examCalls, NetworkError } from '../api/exam-calls';
import { requestKey } from '../api/device-id';
import type { ClientEventType, ExamResponse } from '../api/types';
import { outbox, type OutboxEntry, type StoredEntry } from '../offline/outbox';

/** Typing is saved once it pauses this long. */
const TYPING_DEBOUNCE_MS = 600;
/** Waits between tries while the server cannot be reached: doubling up to the last. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface SyncState {
  /** Questions whose latest answer the server does not have yet (typing included). */
  waiting: number;
  /** The network is down, or the server cannot be reached: answers wait in the browser. */
  offline: boolean;
  /** A save is on its way. */
  sending: boolean;
  /** At least one answer was saved in this visit. */
  savedOnce: boolean;
}

export interface SyncHandlers {
  onState(state: SyncState): void;
  /** The attempt takes no more answers (submitted elsewhere, or past its deadline). */
  onClosed(): void;
  /** The server refused one change (an answer that does not fit, a page left behind): it is dropped. */
  onRefused(attemptQuestionId: number, code: string): void;
}

interface Typing {
  timer: ReturnType<typeof setTimeout>;
  response: ExamResponse | null;
  page: number;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Keeps the server up to date with one attempt's answers, flags and events,
 * losing none: each change gets the question's next sequence number and its
 * own idempotency key, is written to the outbox (IndexedDB) and sent from
 * there in order, one at a time. When the network drops the outbox keeps
 * them, and they go out in the same order when it returns (the browser's
 * `online` event, or the next try).
 */
export class AttemptSync {
  private readonly ids: { courseId: number; examAttemptId: number };
  private readonly handlers: SyncHandlers;
  private readonly sequences = new Map<number, number>();
  private readonly typing = new Map<number, Typing>();
  /** Answers written to the outbox and not yet acknowledged, per question. */
  private readonly unsent = new Set<number>();
  private writes: Promise<unknown> = Promise.resolve();
  private running: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private closed = false;
  /** Not started, or stopped: nothing is sent (changes are still written down). */
  private disposed = true;
  private state: SyncState = { waiting: 0, offline: !isOnline(), sending: false, savedOnce: false };
  private drainedWaiters: Array<() => void> = [];

  constructor(ids: { courseId: number; examAttemptId: number }, handlers: SyncHandlers) {
    this.ids = ids;
    this.handlers = handlers;
  }

  /**
   * Starts sending (and listening to the network coming and going); the
   * answer stops it. Stopped, typing still pending is written down first; it
   * may start again (a remount).
   */
  start(): () => void {
    this.disposed = false;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.state = { ...this.state, offline: !isOnline() };
    this.publish();
    this.kick();
    return () => {
      this.flushTyping();
      this.disposed = true;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = null;
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
    };
  }

  /** The sequence numbers the server has (and those of answers still queued): the next save goes above them. */
  seed(sequences: ReadonlyMap<number, number>, queued: readonly StoredEntry[]): void {
    for (const [id, sequence] of sequences) this.sequences.set(id, Math.max(this.sequences.get(id) ?? 0, sequence));
    for (const entry of queued) {
      if (entry.kind !== 'answer') continue;
      this.sequences.set(entry.attemptQuestionId, Math.max(this.sequences.get(entry.attemptQuestionId) ?? 0, entry.sequence));
      this.unsent.add(entry.attemptQuestionId);
    }
  }

  /** An answer changed. Typing waits for a pause; a click is saved at once. */
  answer(attemptQuestionId: number, response: ExamResponse | null, page: number, typing: boolean): void {
    if (this.closed) return;
    const previous = this.typing.get(attemptQuestionId);
    if (previous) clearTimeout(previous.timer);
    if (typing) {
      const timer = setTimeout(() => this.commitTyping(attemptQuestionId), TYPING_DEBOUNCE_MS);
      this.typing.set(attemptQuestionId, { timer, response, page });
      this.publish();
      return;
    }
    this.typing.delete(attemptQuestionId);
    this.enqueueAnswer(attemptQuestionId, response, page);
  }

  flag(attemptQuestionId: number, flagged: boolean): void {
    if (this.closed) return;
    this.write({ kind: 'flag', attemptId: this.ids.examAttemptId, attemptQuestionId, flagged });
  }

  event(type: ClientEventType): void {
    if (this.closed) return;
    this.write({ kind: 'event', attemptId: this.ids.examAttemptId, attemptQuestionId: 0, type, occurredAt: new Date().toISOString(), clientKey: requestKey() });
  }

  /** Typing not yet saved is saved now (before moving on, checking or submitting; when the page hides). */
  flushTyping(): void {
    for (const id of [...this.typing.keys()]) this.commitTyping(id);
  }

  /** Resolves once the server has every change made so far (waits through a dropped network). */
  async drained(): Promise<void> {
    if (this.closed) return;
    this.flushTyping();
    await this.writes;
    if ((await outbox.list(this.ids.examAttemptId)).length === 0) return;
    await new Promise<void>((resolve) => {
      this.drainedWaiters.push(resolve);
      this.kick();
    });
  }

  /** Whether this question has an answer the server does not have yet. */
  isWaiting(attemptQuestionId: number): boolean {
    return this.typing.has(attemptQuestionId) || this.unsent.has(attemptQuestionId);
  }

  /** The attempt is over: nothing more is sent, and what waits for it is dropped. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const resolve of this.drainedWaiters.splice(0)) resolve();
    for (const typing of this.typing.values()) clearTimeout(typing.timer);
    this.typing.clear();
    this.unsent.clear();
    void this.writes.then(() => outbox.clear(this.ids.examAttemptId));
    this.publish();
  }

  private readonly onOnline = () => {
    this.retries = 0;
    this.setState({ offline: false });
    this.kick();
  };

  private readonly onOffline = () => this.setState({ offline: true });

  private commitTyping(attemptQuestionId: number): void {
    const typing = this.typing.get(attemptQuestionId);
    if (!typing) return;
    clearTimeout(typing.timer);
    this.typing.delete(attemptQuestionId);
    this.enqueueAnswer(attemptQuestionId, typing.response, typing.page);
  }

  private enqueueAnswer(attemptQuestionId: number, response: ExamResponse | null, page: number): void {
    const sequence = (this.sequences.get(attemptQuestionId) ?? 0) + 1;
    this.sequences.set(attemptQuestionId, sequence);
    this.unsent.add(attemptQuestionId);
    this.write({ kind: 'answer', attemptId: this.ids.examAttemptId, attemptQuestionId, response, sequence, idempotencyKey: requestKey(), page });
  }

  /** Writes in the order they were made, then sends. */
  private write(entry: OutboxEntry): void {
    this.writes = this.writes.then(() => outbox.add(entry)).catch(() => undefined);
    this.publish();
    void this.writes.then(() => this.kick());
  }

  private kick(): void {
    if (this.running || this.closed || this.disposed) return;
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
  }

  private async run(): Promise<void> {
    this.setState({ sending: true });
    try {
      for (;;) {
        await this.writes;
        if (this.closed || this.disposed) return;
        const [entry] = await outbox.list(this.ids.examAttemptId);
        if (!entry) {
          this.unsent.clear();
          this.publish();
          for (const resolve of this.drainedWaiters.splice(0)) resolve();
          return;
        }
        const outcome = await this.send(entry);
        if (outcome === 'retry') {
          this.scheduleRetry();
          return;
        }
        await outbox.remove([entry.id]);
        if (entry.kind === 'answer' && !(await this.stillQueued(entry.attemptQuestionId))) {
          this.unsent.delete(entry.attemptQuestionId);
          if (outcome === 'sent') this.state.savedOnce = true;
        }
        this.retries = 0;
        if (this.state.offline && isOnline()) this.state.offline = false;
        this.publish();
      }
    } finally {
      this.setState({ sending: false });
    }
  }

  private async stillQueued(attemptQuestionId: number): Promise<boolean> {
    return (await outbox.list(this.ids.examAttemptId)).some((row) => row.kind === 'answer' && row.attemptQuestionId === attemptQuestionId);
  }

  /** Sends one entry: 'sent', 'dropped' (refused for good) or 'retry' (try again later, in the same order). */
  private async send(entry: StoredEntry): Promise<'sent' | 'dropped' | 'retry'> {
    try {
      if (entry.kind === 'answer') {
        await examCalls.saveExamAnswer(this.ids, entry.attemptQuestionId, { response: entry.response, sequence: entry.sequence, idempotencyKey: entry.idempotencyKey });
      } else if (entry.kind === 'flag') {
        await examCalls.flagExamQuestion(this.ids, entry.attemptQuestionId, entry.flagged);
      } else {
        await examCalls.recordExamAttemptEvent(this.ids, { type: entry.type, occurredAt: entry.occurredAt, clientKey: entry.clientKey });
      }
      return 'sent';
    } catch (error) {
      if (error instanceof NetworkError) {
        this.setState({ offline: true });
        return 'retry';
      }
      if (!(error instanceof ApiError)) return 'retry';
      // The server or the session is having trouble (5xx, an expired token being renewed): try again later.
      if (error.statusCode >= 500 || error.statusCode === 401 || error.statusCode === 429) return 'retry';
      if (error.code === ERROR_CODES.EXAM_ATTEMPT_CLOSED || error.code === ERROR_CODES.NOT_FOUND) {
        this.close();
        this.handlers.onClosed();
        return 'dropped';
      }
      if (entry.kind !== 'event') this.handlers.onRefused(entry.attemptQuestionId, error.code);
      return 'dropped';
    }
  }

  private scheduleRetry(): void {
    if (this.disposed || this.closed) return;
    const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)]!;
    this.retries += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.kick();
    }, delay);
  }

  private setState(change: Partial<SyncState>): void {
    Object.assign(this.state, change);
    this.publish();
  }

  private publish(): void {
    const waiting = new Set([...this.typing.keys(), ...this.unsent]).size;
    this.state = { ...this.state, waiting };
    if (!this.disposed) this.handlers.onState(this.state);
  }
}
