// Child processes for the root scripts: run a command (streamed or captured),
// with an optional time limit, in its own process group so that the whole
// tree (jest workers, webpack, chromium) can be stopped at once.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Children still running, so that an interrupted script can stop them. */
const live = new Set();

/** Send a signal to a child's whole process group (falls back to the child). */
function killTree(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try { child.kill(signal); } catch { /* already gone */ }
  }
}

/** Stop a child: SIGTERM to its group, SIGKILL after `graceMs`. Resolves when it exited. */
export function stopTree(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => killTree(child, 'SIGKILL'), graceMs);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    killTree(child, 'SIGTERM');
  });
}

let cleanupInstalled = false;
/**
 * On SIGINT/SIGTERM: stop every live child (and run `extra`, e.g. stopping a
 * database), then exit 130/143.
 */
export function installInterruptCleanup(extra = async () => {}) {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) {
        for (const child of live) killTree(child, 'SIGKILL');
        process.exit(signal === 'SIGINT' ? 130 : 143);
      }
      stopping = true;
      console.error(`\n[halaqa] ${signal}: stopping child processes`);
      await Promise.allSettled([...live].map((child) => stopTree(child, 5_000)));
      try { await extra(); } catch { /* best effort */ }
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

/**
 * Start a command in its own process group and keep track of it.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
export function spawnTracked(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, detached: true, ...options });
  live.add(child);
  child.once('exit', () => live.delete(child));
  child.once('error', () => live.delete(child));
  return child;
}

/**
 * Run a command to completion.
 * - `capture: true` collects stdout+stderr into `output` (and streams it too when `echo` is true);
 * - otherwise the output goes straight to this process's stdout/stderr.
 * - `prefix` prefixes every streamed line.
 * - `timeoutMs` stops the process group after that long (`timedOut: true`).
 * - `detached: false` keeps the child in our process group (e.g. for an interactive sudo).
 * @returns {Promise<{code: number|null, signal: string|null, output: string, timedOut: boolean, ms: number, error?: Error}>}
 */
export function run(command, args, { cwd = ROOT, env = process.env, capture = false, echo = !capture, prefix = '', timeoutMs = 0, detached = true, stdin = 'ignore' } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const piped = capture || Boolean(prefix);
    let child;
    try {
      child = spawnTracked(command, args, { cwd, env, detached, stdio: [stdin, piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit'] });
    } catch (error) {
      resolve({ code: null, signal: null, output: String(error), timedOut: false, ms: 0, error });
      return;
    }
    let output = '';
    const pending = { stdout: '', stderr: '' };
    const onData = (stream) => (chunk) => {
      const text = chunk.toString();
      if (capture) output += text;
      if (!echo) return;
      if (!prefix) { process[stream].write(text); return; }
      pending[stream] += text;
      const lines = pending[stream].split('\n');
      pending[stream] = lines.pop() ?? '';
      for (const line of lines) process[stream].write(`${prefix}${line}\n`);
    };
    if (piped) {
      child.stdout.on('data', onData('stdout'));
      child.stderr.on('data', onData('stderr'));
    }
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => { timedOut = true; stopTree(child, 5_000); }, timeoutMs) : null;
    let spawnError;
    child.once('error', (error) => { spawnError = error; output += String(error); });
    child.once('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (echo && prefix) {
        for (const stream of ['stdout', 'stderr']) if (pending[stream]) process[stream].write(`${prefix}${pending[stream]}\n`);
      }
      resolve({ code, signal, output, timedOut, ms: Date.now() - started, ...(spawnError ? { error: spawnError } : {}) });
    });
  });
}

/** `12.3 s`, `1 min 04 s` */
export function formatMs(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}

/** The last `count` lines of a text. */
export function tail(text, count = 60) {
  const lines = String(text).trimEnd().split('\n');
  return lines.slice(-count).join('\n');
}

/** True when this module is the script node was started with. */
export function isMain(importMetaUrl) {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(importMetaUrl);
}
