import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is calling, as far as the request shows: for sign-in records (activity log, new-device notices). */
export interface RequestClient {
  userAgent: string | null;
  address: string | null;
}

const clients = new AsyncLocalStorage<RequestClient>();

export function runWithClient<T>(client: RequestClient, work: () => T): T {
  return clients.run(client, work);
}

/** The current request's client; null outside a request (seed, workers, tests calling services directly). */
export function currentClient(): RequestClient | null {
  return clients.getStore() ?? null;
}
