import pg from 'pg';

export interface ChannelHandlers {
  onPayload(payload: string): void;
  /** The listening connection was lost and is back: payloads sent meanwhile were missed. */
  onResync?(): void;
}

/** Unsubscribes; the last subscriber of a channel stops listening to it. */
export type Unlisten = () => Promise<void>;

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * LISTEN on PostgreSQL through one dedicated connection (a pooled one would
 * go back to the pool and lose its LISTENs). When the connection drops it is
 * opened again with backoff, every channel is listened to again, and each
 * subscriber is told to resync: NOTIFY is not stored, so what was sent while
 * no one listened is read back from the tables by the subscriber.
 */
export function createPgListener(url: string): { listen(channel: string, handlers: ChannelHandlers): Promise<Unlisten>; close(): Promise<void> } {
  const subscribers = new Map<string, Set<ChannelHandlers>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let failures = 0;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handlers of subscribers.get(message.channel) ?? []) handlers.onPayload(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || closed) return;
      client = null;
      reconnect();
    });
    await next.connect();
    for (const channel of subscribers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    return next;
  }

  function reconnect(): void {
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    setTimeout(() => {
      if (closed) return;
      void connected().then(() => {
        failures = 0;
        for (const set of subscribers.values()) for (const handlers of set) handlers.onResync?.();
      }, () => reconnect());
    }, delay).unref();
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().then((opened) => {
      client = opened;
      return opened;
    }).finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel, handlers) {
      let set = subscribers.get(channel);
      const first = !set;
      if (!set) subscribers.set(channel, set = new Set());
      set.add(handlers);
      const connection = await connected();
      // A connection opened just now listened to every channel already.
      if (first) await connection.query(`LISTEN ${quote(channel)}`).catch(() => undefined);
      return async () => {
        set.delete(handlers);
        if (set.size || subscribers.get(channel) !== set) return;
        subscribers.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
