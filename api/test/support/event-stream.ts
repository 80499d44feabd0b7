import http from 'node:http';

interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** Resolves with the first event (from now on or already received after `from`) that matches; rejects after `timeoutMs`. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number, from?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A server-sent events client for tests (what EventSource does, with headers of our choosing). */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let resolveEnded: () => void = () => undefined;
      const ended = new Promise<void>((done) => { resolveEnded = done; });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event: StreamEvent = { id: null, event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line) continue;
            const colon = line.indexOf(':');
            const field = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') {
              event.data += (hasData ? '\n' : '') + value;
              hasData = true;
            }
          }
          if (hasData) {
            events.push(event);
            for (const wake of [...waiters]) wake();
          }
          boundary = buffer.indexOf('\n\n');
        }
      });
      response.on('end', resolveEnded);
      response.on('close', resolveEnded);
      const next = (match: (event: StreamEvent) => boolean, timeoutMs = 5000, from = 0) => new Promise<StreamEvent>((found, fail) => {
        const check = () => {
          const hit = events.slice(from).find(match);
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          found(hit);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
      resolve({ status: response.statusCode ?? 0, headers: response.headers, events, next, ended, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}
