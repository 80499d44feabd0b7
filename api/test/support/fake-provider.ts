import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake provider received, as it came. */
interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body text (what the adapter serialized). */
  text: string;
  json: unknown;
}

type Answer = { status?: number; json?: unknown; text?: string };
type Handler = (request: Received) => Answer | undefined;

/**
 * A payment provider's API on a local port, for the real adapters' tests (no
 * network here): routes answer what the test sets, every request is kept.
 */
export interface FakeProvider {
  url: string;
  received: Received[];
  /** Answers `METHOD /path` (exact) with a fixed answer or a function of the request. */
  on(route: string, answer: Answer | Handler): void;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const routes = new Map<string, Answer | Handler>();
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      const request: Received = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, text, json };
      received.push(request);
      const route = routes.get(`${request.method} ${request.path}`);
      const answer = typeof route === 'function' ? route(request) : route;
      if (!answer) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
        return;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(answer.text ?? JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    on: (route, answer) => { routes.set(route, answer); },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
