// A fake of the API for component tests: each test says what a call answers;
// every request is recorded with its parsed JSON body. The pages use the real
// typed client and session; only the network is replaced (jest.environment.js).

export interface RecordedRequest {
  method: string;
  /** Path without the /api prefix, e.g. `auth/login`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Reply = { status: number; body?: unknown };
type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

declare global {
  var __fakeFetch: ((request: Request) => Promise<Response>) | undefined;
}

const handlers = new Map<string, Handler>();
const requests: RecordedRequest[] = [];
export const unhandled: string[] = [];

/** Answers `METHOD path` (path without /api) with a status and JSON body, or a function of the request. */
export function answer(method: string, path: string, reply: Reply | Handler) {
  handlers.set(`${method.toUpperCase()} ${path}`, typeof reply === 'function' ? reply : () => reply);
}

/** The error body of the API for a catalogue code. */
export const apiError = (status: number, code: string, message = code) => ({ status, body: { statusCode: status, code, message } });

export function requestsTo(method: string, path: string): RecordedRequest[] {
  return requests.filter((r) => r.method === method.toUpperCase() && r.path === path);
}

export function resetApi() {
  handlers.clear();
  requests.length = 0;
  unhandled.length = 0;
}

globalThis.__fakeFetch = async (request: Request) => {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\//, '');
  // JSON bodies are parsed; others (multipart) are left unread: Node's fetch
  // cannot read a body made from jsdom's FormData.
  const isJson = request.headers.get('content-type')?.includes('json') ?? false;
  const text = isJson ? await request.text() : '';
  const body: unknown = text ? JSON.parse(text) : undefined;
  const recorded: RecordedRequest = { method: request.method, path, query: url.searchParams, headers: request.headers, body };
  requests.push(recorded);
  const handler = handlers.get(`${request.method} ${path}`);
  if (!handler) {
    unhandled.push(`${request.method} ${path}`);
    return new Response(JSON.stringify({ statusCode: 404, code: 'req-002', message: `unhandled ${request.method} ${path}` }), { status: 404, headers: { 'content-type': 'application/json' } });
  }
  const reply = await handler(recorded);
  const noBody = reply.status === 204 || reply.body === undefined;
  return new Response(noBody ? null : JSON.stringify(reply.body), { status: reply.status, headers: noBody ? {} : { 'content-type': 'application/json' } });
};
