import { CROSS_TAB_TOPICS, type BusTopic, type BusTopics } from '@halaqa/contracts';

type Handler<T extends BusTopic> = (payload: BusTopics[T]) => void;

/** Minimal BroadcastChannel surface, so tests can pass their own. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface Bus {
  /** Random per instance: the e2e test proves the shell and remotes share one. */
  readonly instanceId: string;
  emit<T extends BusTopic>(topic: T, payload: BusTopics[T]): void;
  on<T extends BusTopic>(topic: T, handler: Handler<T>): () => void;
}

interface CrossTabMessage {
  topic: BusTopic;
  payload: unknown;
}

function isCrossTabMessage(data: unknown): data is CrossTabMessage {
  return typeof data === 'object' && data !== null && 'topic' in data && CROSS_TAB_TOPICS.includes((data as CrossTabMessage).topic);
}

export function createBus(channel?: ChannelLike | null): Bus {
  const handlers = new Map<BusTopic, Set<(payload: unknown) => void>>();

  const dispatch = (topic: BusTopic, payload: unknown) => {
    for (const handler of [...(handlers.get(topic) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        // One failing listener must not stop the others (they may live in other remotes).
        console.error(`[bus] listener of "${topic}" failed`, error);
      }
    }
  };

  if (channel) {
    channel.onmessage = (event) => {
      if (isCrossTabMessage(event.data)) dispatch(event.data.topic, event.data.payload);
    };
  }

  return {
    instanceId: Math.random().toString(36).slice(2),
    emit(topic, payload) {
      dispatch(topic, payload);
      if (channel && CROSS_TAB_TOPICS.includes(topic)) channel.postMessage({ topic, payload } satisfies CrossTabMessage);
    },
    on(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler as (payload: unknown) => void);
      handlers.set(topic, set);
      return () => set.delete(handler as (payload: unknown) => void);
    },
  };
}

const channel = typeof BroadcastChannel === 'function' ? (new BroadcastChannel('halaqa-bus') as ChannelLike) : null;

/** The bus of the page: a shared singleton across the shell and every remote. */
export const bus: Bus = createBus(channel);
