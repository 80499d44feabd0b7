// npm start: build what changed, then run the server in the foreground. The
// server migrates and seeds its embedded database (DATA_DIR, default
// .data/pglite) on first run and serves the API, the shell and every remote
// from one port (PORT, default 8080).
import { spawn } from 'node:child_process';
import { build } from './build.mjs';
import { ROOT, formatMs } from './lib/proc.mjs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, waitForHttp } from './lib/server.mjs';

const started = Date.now();
const port = Number(process.env.PORT || 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`[start] invalid PORT ${process.env.PORT}`);
  process.exit(2);
}

let server = null;
let interrupted = false;
let signalsSeen = 0;
const forward = (signal) => {
  signalsSeen += 1;
  interrupted = true;
  if (!server) process.exit(signal === 'SIGINT' ? 130 : 143);
  // The server runs in its own process group, so a terminal's Ctrl-C reaches it only through here.
  try {
    server.kill(signalsSeen > 1 ? 'SIGKILL' : signal);
  } catch { /* already gone */ }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));

const built = await build({ force: process.argv.includes('--force') });
if (!built.ok) {
  console.error('[start] build failed; not starting the server');
  process.exit(1);
}
if (interrupted) process.exit(130);

console.log(`[start] starting the server on port ${port}`);
server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
server.once('error', (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});
server.once('exit', (code, signal) => {
  if (!interrupted) console.error(`[start] the server stopped (${signal ?? `exit code ${code}`})`);
  process.exit(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
});

try {
  await waitForHttp(port, '/api/health', { child: server, timeoutMs: 300_000 });
  console.log(`[start] ready in ${formatMs(Date.now() - started)}`);
  console.log(`Halaqa is ready: http://demo.localhost:${port} and http://nour.localhost:${port}`);
} catch (error) {
  if (!interrupted) console.error(`[start] ${/** @type {Error} */ (error).message}`);
}
