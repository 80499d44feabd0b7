import { and, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { type Language } from '@halaqa/contracts';
import { STREAM_EVENTS } from '@halaqa/contracts/src/notifications';
import type { ChannelHandlers, Unlisten } from '../../core/db/pg-listener';
import type { Db } from '../../core/db/types';
import { toNotificationItem, type NotificationRow } from './notification-item';
import { parseStreamSignal, STREAM_CHANNEL, type StreamSignal } from './stream-channel';
import type { StreamHolder } from './stream-tickets';
import { notifications } from './tables';

/** Where a stream's bytes go (the HTTP response). */
export interface StreamSink {
  write(chunk: string): void;
  /** Bytes written but not yet taken by the client. */
  buffered(): number;
  end(): void;
}

interface OpenStream {
  holder: StreamHolder;
  language: Language;
  sink: StreamSink;
  /** The id of the last notification sent: later ones only (ids rise in commit order, worker.ts). */
  watermark: number;
  /** False until its opening (resume, count) has run: live rows wait, the opening reads them. */
  live: boolean;
  /** The member's unread count as last read or since counted up: a new notification adds one without a query. */
  unread: number | null;
}

export interface StreamHubOptions {
  /** The database across organizations: one process holds streams of many. */
  db: () => Db;
  listen(channel: string, handlers: ChannelHandlers): Promise<Unlisten>;
  heartbeatMs: number;
  onError(error: unknown): void;
}

/** What a resuming stream is sent at most; a client further behind refetches the list anyway. */
const BACKLOG_LIMIT = 200;
/** A client this far behind (bytes it has not taken) is dropped; it reconnects and resumes. */
const MAX_BUFFERED = 1024 * 1024;

const frame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The open notification streams of this process. Every process listens to
 * STREAM_CHANNEL; a signal names events (or a member, or a session), and
 * each process reads the rows for the streams it holds, so a notification
 * made anywhere reaches a stream held anywhere. Signals and stream openings
 * are handled one at a time, in order, so each stream gets its rows in id
 * order and never twice.
 */
export class StreamHub {
  private readonly byUser = new Map<number, Set<OpenStream>>();
  private queue: Promise<void> = Promise.resolve();
  private unlisten: Unlisten | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly options: StreamHubOptions) {}

  async start(): Promise<void> {
    this.unlisten = await this.options.listen(STREAM_CHANNEL, {
      onPayload: (payload) => {
        const signal = parseStreamSignal(payload);
        if (signal) this.enqueue(() => this.handle(signal));
      },
      // Signals were lost while the connection was down: read what each stream missed.
      onResync: () => this.enqueue(() => this.catchUp([...this.streams()])),
    });
    this.heartbeat = setInterval(() => {
      for (const stream of this.streams()) stream.sink.write(': keep-alive\n\n');
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.unlisten?.();
    for (const stream of [...this.streams()]) this.close(stream);
    await this.queue;
  }

  /**
   * Adds a stream: with `lastEventId`, first what came after it (resume),
   * then the unread count, then live notifications. Resolves once it is live.
   */
  open(holder: StreamHolder, language: Language, lastEventId: number | null, sink: StreamSink): Promise<() => void> {
    const stream: OpenStream = { holder, language, sink, watermark: lastEventId ?? 0, live: false, unread: null };
    let set = this.byUser.get(holder.userId);
    if (!set) this.byUser.set(holder.userId, set = new Set());
    set.add(stream);
    sink.write('retry: 3000\n\n');
    const ready = this.enqueue(async () => {
      if (lastEventId === null) {
        const [latest] = await this.options.db().select({ id: max(notifications.id) }).from(notifications).where(this.ownedBy(holder));
        stream.watermark = latest?.id ?? 0;
      } else {
        await this.catchUp([stream]);
      }
      stream.live = true;
      await this.sendCounts([holder]);
    });
    return ready.then(() => () => this.close(stream));
  }

  private close(stream: OpenStream): void {
    const set = this.byUser.get(stream.holder.userId);
    if (!set?.delete(stream)) return;
    if (!set.size) this.byUser.delete(stream.holder.userId);
    stream.sink.end();
  }

  private *streams(): Iterable<OpenStream> {
    for (const set of this.byUser.values()) yield* set;
  }

  private ownedBy(holder: StreamHolder) {
    return and(eq(notifications.organizationId, holder.organizationId), eq(notifications.userId, holder.userId), isNull(notifications.hiddenAt));
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(work).catch(this.options.onError);
    this.queue = next;
    return next;
  }

  private async handle(signal: StreamSignal): Promise<void> {
    if (signal.k === 'n') await this.deliverEvents(signal.e);
    else if (signal.k === 'c') await this.sendCounts([{ organizationId: signal.o, userId: signal.u }]);
    else {
      const ended = new Set(signal.f);
      for (const stream of [...this.streams()]) {
        if (!ended.has(stream.holder.sessionFamilyId)) continue;
        stream.sink.write(frame(STREAM_EVENTS.sessionEnded, {}));
        this.close(stream);
      }
    }
  }

  /**
   * Two reads for all the streams here, whatever the number of recipients:
   * the ids of the events' notifications for the members held here, and one
   * whole row per event (the rest of an event's notifications differ from it
   * only in id and member). Each live stream's count goes up by what it got.
   */
  private async deliverEvents(eventIds: number[]): Promise<void> {
    const userIds = [...this.byUser.keys()];
    if (!userIds.length || !eventIds.length) return;
    const db = this.options.db();
    const recipients = await db.select({ id: notifications.id, eventId: notifications.eventId, organizationId: notifications.organizationId, userId: notifications.userId })
      .from(notifications)
      .where(and(inArray(notifications.eventId, eventIds), inArray(notifications.userId, userIds), isNull(notifications.hiddenAt)))
      .orderBy(notifications.id);
    if (!recipients.length) return;
    const samples = await db.selectDistinctOn([notifications.eventId]).from(notifications)
      .where(inArray(notifications.eventId, [...new Set(recipients.map((row) => row.eventId))]))
      .orderBy(notifications.eventId);
    const sampleOf = new Map(samples.map((row) => [row.eventId, row]));
    const rows = recipients.flatMap((recipient) => {
      const sample = sampleOf.get(recipient.eventId);
      return sample ? [{ ...sample, ...recipient, readAt: null, hiddenAt: null }] : [];
    });
    const uncounted: StreamHolder[] = [];
    for (const [stream, received] of this.send(rows, (candidate) => candidate.live)) {
      if (stream.unread === null) {
        uncounted.push(stream.holder);
        continue;
      }
      stream.unread += received;
      stream.sink.write(frame(STREAM_EVENTS.unreadCount, { count: stream.unread }));
    }
    await this.sendCounts(uncounted);
  }

  /** Writes rows to their members' streams (each stream only what is past its watermark); the streams written to, with how many each got. */
  private send(rows: NotificationRow[], to: (stream: OpenStream) => boolean): Map<OpenStream, number> {
    const touched = new Map<OpenStream, number>();
    for (const row of rows) {
      for (const stream of this.byUser.get(row.userId) ?? []) {
        if (!to(stream) || stream.holder.organizationId !== row.organizationId || row.id <= stream.watermark) continue;
        stream.sink.write(frame(STREAM_EVENTS.notification, toNotificationItem(row, stream.language), row.id));
        stream.watermark = row.id;
        touched.set(stream, (touched.get(stream) ?? 0) + (row.readAt === null ? 1 : 0));
        if (stream.sink.buffered() > MAX_BUFFERED) this.close(stream);
      }
    }
    return touched;
  }

  private async catchUp(streams: OpenStream[]): Promise<void> {
    for (const stream of streams) {
      const rows = await this.options.db().select().from(notifications)
        .where(and(this.ownedBy(stream.holder), gt(notifications.id, stream.watermark)))
        .orderBy(desc(notifications.id)).limit(BACKLOG_LIMIT);
      this.send(rows.reverse(), (candidate) => candidate === stream);
    }
    await this.sendCounts(streams.map((stream) => stream.holder));
  }

  private async sendCounts(members: Array<Pick<StreamHolder, 'organizationId' | 'userId'>>): Promise<void> {
    const held = members.filter((member) => this.byUser.has(member.userId));
    if (!held.length) return;
    const rows = await this.options.db().select({
      organizationId: notifications.organizationId, userId: notifications.userId, count: sql<number>`count(*)::int`,
    }).from(notifications).where(and(
      inArray(notifications.userId, held.map((member) => member.userId)),
      isNull(notifications.readAt),
      isNull(notifications.hiddenAt),
    )).groupBy(notifications.organizationId, notifications.userId);
    const counts = new Map(rows.map((row) => [`${row.organizationId}:${row.userId}`, row.count]));
    for (const member of held) {
      for (const stream of this.byUser.get(member.userId) ?? []) {
        if (stream.holder.organizationId !== member.organizationId) continue;
        stream.unread = counts.get(`${member.organizationId}:${member.userId}`) ?? 0;
        stream.sink.write(frame(STREAM_EVENTS.unreadCount, { count: stream.unread }));
      }
    }
  }
}
