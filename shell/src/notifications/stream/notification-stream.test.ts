import type { NotificationItem } from '@halaqa/contracts/src/notifications';
import { backoffMs, runNotificationStream, type EventSourceLike, type StreamDeps } from './notification-stream';

class FakeSource implements EventSourceLike {
  listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
  close() { this.closed = true; }
}

const item = (id: number) => ({ id, text: `n${id}` }) as NotificationItem;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(overrides: Partial<StreamDeps> = {}) {
  const sources: FakeSource[] = [];
  const received: NotificationItem[] = [];
  const counts: number[] = [];
  const sleeps: number[] = [];
  let tickets = 0;
  const deps: StreamDeps = {
    userId: 7,
    language: 'ar',
    createTicket: async () => `ticket-${++tickets}`,
    openSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onNotification: (value) => received.push(value),
    onUnreadCount: (count) => counts.push(count),
    onSessionEnded: jest.fn(),
    sleep: async (ms) => { sleeps.push(ms); },
    random: () => 0,
    ...overrides,
  };
  return { deps, sources, received, counts, sleeps };
}

describe('runNotificationStream', () => {
  test('opens with a fresh ticket, passes notifications and counts on, and resumes after the last id with a new ticket', async () => {
    const { deps, sources, received, counts, sleeps } = setUp();
    const controller = new AbortController();
    const done = runNotificationStream(deps, controller.signal);
    await tick();
    expect(sources[0]?.url).toBe('/api/sse?id=7&token=ticket-1&lang=ar');
    sources[0]!.emit('unread-count', { count: 3 });
    sources[0]!.emit('notification', item(41), '41');
    sources[0]!.onerror?.(new Event('error'));
    await tick();
    expect(sources[0]!.closed).toBe(true);
    expect(sleeps).toEqual([1000]);
    expect(sources[1]?.url).toBe('/api/sse?id=7&token=ticket-2&lang=ar&lastEventId=41');
    expect(received.map((n) => n.id)).toEqual([41]);
    expect(counts).toEqual([3]);
    controller.abort();
    await done;
    expect(sources[1]!.closed).toBe(true);
  });

  test('backs off further after each failure, and stops for good when the session ends', async () => {
    const failing = jest.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue('t');
    const { deps, sources, sleeps } = setUp({ createTicket: failing });
    const done = runNotificationStream(deps, new AbortController().signal);
    await tick(); await tick(); await tick();
    expect(sleeps).toEqual([1000, 2000]);
    sources[0]!.emit('session-ended', {});
    await done;
    expect(deps.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(1);
  });

  test('with Web Locks, only the tab holding the lock opens a stream', async () => {
    const { deps, sources } = setUp();
    let release: () => void = () => undefined;
    const locks = { request: jest.fn((_name: string, _options: object, task: () => Promise<void>) => new Promise<void>((resolve) => { release = () => { void task().then(resolve); }; })) };
    const controller = new AbortController();
    const done = runNotificationStream({ ...deps, locks: locks as unknown as StreamDeps['locks'] }, controller.signal);
    await tick();
    expect(sources).toHaveLength(0);
    release();
    await tick();
    expect(sources).toHaveLength(1);
    controller.abort();
    await done;
  });
});

test('backoffMs doubles up to 30 s and adds up to a third', () => {
  expect([0, 1, 2, 5, 9].map((attempt) => backoffMs(attempt, () => 0))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  expect(backoffMs(0, () => 0.99)).toBe(1330);
});
