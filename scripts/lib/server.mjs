// Helpers to run and probe the built Halaqa server (api/dist/server.mjs, which
// also serves the shell and every remote) from the root scripts.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { ROOT, spawnTracked, stopTree, tail } from './proc.mjs';

export const SERVER_ENTRY = path.join(ROOT, 'api', 'dist', 'server.mjs');
/**
 * How Node runs the API (docs/decisions/0018-api-heap-young-generation.md):
 * a young generation big enough that a request's garbage dies young, so the
 * old generation (and its pauses) grows four times more slowly.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

function tryListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen({ port, exclusive: true }, () => {
      const { port: bound } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(bound));
    });
  });
}

/** `preferred` when it is free, else a port the system picks. */
export async function freePort(preferred = 0) {
  if (preferred) {
    const port = await tryListen(preferred);
    if (port) return port;
  }
  const port = await tryListen(0);
  if (!port) throw new Error('no free TCP port');
  return port;
}

/**
 * GET over loopback with an explicit Host header (Node itself does not resolve
 * `*.localhost`; the server picks the organization from the Host).
 * @returns {Promise<{status: number, headers: http.IncomingHttpHeaders, body: Buffer}>}
 */
export function httpGet(port, urlPath, { host = `localhost:${port}`, headers = {}, timeoutMs = 5_000 } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { host, ...headers }, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${urlPath} timed out`)));
    request.on('error', reject);
  });
}

/** A response is "HTML page served" when it is 200 with an HTML content type. */
export const isHtmlPage = (response) => response.status === 200 && /text\/html/.test(String(response.headers['content-type'] ?? ''));
export const isOk = (response) => response.status === 200;

/**
 * Poll `GET urlPath` until `accept(response)` holds. Gives up after
 * `timeoutMs`, or at once when `child` (the server) exits.
 * @returns {Promise<number>} milliseconds waited
 */
export async function waitForHttp(port, urlPath, { host, accept = isOk, timeoutMs = 180_000, intervalMs = 100, child = null, describe = '' } = {}) {
  const started = Date.now();
  let last = 'no answer yet';
  let exited = null;
  const onExit = (code, signal) => { exited = signal ?? code; };
  child?.once('exit', onExit);
  try {
    while (Date.now() - started < timeoutMs) {
      if (exited !== null) throw new Error(`server exited (${exited}) before ${urlPath} answered${describe ? `\n${describe}` : ''}`);
      try {
        const response = await httpGet(port, urlPath, { host, timeoutMs: 5_000 });
        if (accept(response)) return Date.now() - started;
        last = `status ${response.status}`;
      } catch (error) {
        last = /** @type {Error} */ (error).message;
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    throw new Error(`GET ${urlPath} on port ${port} not ready after ${Math.round(timeoutMs / 1000)} s (last: ${last})${describe ? `\n${describe}` : ''}`);
  } finally {
    child?.off('exit', onExit);
  }
}

/**
 * Start the built server on `port` with its embedded database in `dataDir`.
 * Output goes to `logFile` (appended). `stop()` ends it (SIGTERM, then SIGKILL).
 */
export function startServer({ port, dataDir, logFile, env = process.env, entry = SERVER_ENTRY }) {
  if (!fs.existsSync(entry)) throw new Error(`${path.relative(ROOT, entry)} is missing: build first (npm run build)`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = fs.openSync(logFile, 'a');
  const childEnv = { ...env, PORT: String(port) };
  if (dataDir) childEnv.DATA_DIR = dataDir;
  const child = spawnTracked(process.execPath, [...SERVER_NODE_FLAGS, entry], { cwd: ROOT, env: childEnv, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  const logTail = (lines = 40) => {
    try { return tail(fs.readFileSync(logFile, 'utf8'), lines); } catch { return ''; }
  };
  return {
    child,
    port,
    logFile,
    logTail,
    /** Wait until `GET /api/health` answers 200. */
    ready: (timeoutMs = 180_000) => waitForHttp(port, '/api/health', { timeoutMs, child, describe: '' }).catch((error) => {
      throw new Error(`${error.message}\n--- server log (${logFile}) ---\n${logTail()}`);
    }),
    stop: () => stopTree(child, 10_000),
  };
}
