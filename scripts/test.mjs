// npm test: every check of the project, continuing after a failure so that
// the totals are complete:
//   1. Chromium for the e2e tests (apt, only when /usr/bin/chromium is missing)
//   2. side by side (each mostly one core): typecheck (tsc + generated API
//      client drift, one check), lint (ESLint + dead exports, one check) and
//      the build of everything (counted only when it fails)
//   3. jest, every project, against the embedded PGlite database
//   4. the API suite again against a throwaway PostgreSQL 15 server
//   5. start the built server on a test port with a fresh data dir, run the
//      Playwright e2e suite against it
// The jest runs and e2e keep both cores busy on their own: they run one after
// the other.
// The very last line of output is `N passed, N failed`; exit 1 on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, formatMs, installInterruptCleanup, run } from './lib/proc.mjs';
import { CHROMIUM, ensureChromium } from './lib/chromium.mjs';
import { freePort, startServer } from './lib/server.mjs';

const REPORTS = path.join(ROOT, '.test-data', 'reports');
const JEST = path.join(ROOT, 'node_modules', '.bin', 'jest');
const E2E_DIR = path.join(ROOT, 'e2e');
const PLAYWRIGHT = path.join(E2E_DIR, 'node_modules', '.bin', 'playwright');
const MINUTE = 60_000;

/** The environment for the embedded-database runs: never a leftover DATABASE_URL. */
const pgliteEnv = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
delete pgliteEnv.DATABASE_URL;

/** In step order (a step's slot is taken when it starts). @type {{name: string, passed: number, failed: number, ms: number, note: string, counted: boolean}[]} */
const results = [];
/** Cleanups of resources a step holds (database server, app server), for Ctrl-C. */
const cleanups = new Set();
installInterruptCleanup(async () => { await Promise.allSettled([...cleanups].map((fn) => fn())); });

fs.mkdirSync(REPORTS, { recursive: true });
const suiteStarted = Date.now();

/**
 * Run one step; a throw counts as a crash (1 failed).
 * @param {string} name
 * @param {() => Promise<{passed?: number, failed?: number, note?: string, counted?: boolean}>} body
 */
async function step(name, body) {
  const slot = results.length;
  results.push({ name, passed: 0, failed: 0, note: 'running', counted: true, ms: 0 });
  console.log(`\n=== [${slot + 1}] ${name} ===`);
  const started = Date.now();
  try {
    const outcome = await body();
    results[slot] = { name, passed: outcome.passed ?? 0, failed: outcome.failed ?? 0, note: outcome.note ?? '', counted: outcome.counted ?? true, ms: Date.now() - started };
  } catch (error) {
    const message = /** @type {Error} */ (error)?.message ?? String(error);
    console.error(`[test] ${name} crashed: ${message}`);
    results[slot] = { name, passed: 0, failed: 1, note: `crashed: ${message.split('\n')[0]}`, counted: true, ms: Date.now() - started };
  }
  const done = results[slot];
  console.log(`=== ${name}: ${done.passed} passed, ${done.failed} failed (${formatMs(done.ms)})${done.note ? ` - ${done.note}` : ''}`);
  return done;
}

// ---------------------------------------------------------------- Chromium
async function chromiumStep() {
  const outcome = await ensureChromium((line) => console.log(`[test] ${line}`));
  return { counted: false, note: outcome === 'present' ? `${CHROMIUM} present` : 'installed from apt' };
}

// ---------------------------------------------------------------- typecheck
async function typecheckStep() {
  const result = await run(process.execPath, [path.join('scripts', 'typecheck.mjs')], { timeoutMs: 15 * MINUTE });
  const ok = result.code === 0;
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, note: result.timedOut ? 'timed out' : '' };
}

// ---------------------------------------------------------------- lint
async function lintStep() {
  const result = await run(process.execPath, [path.join('scripts', 'lint.mjs')], { capture: true, echo: true, timeoutMs: 10 * MINUTE });
  const ok = result.code === 0;
  // scripts/lint.mjs ends with `[lint] passed|FAILED: N error(s), N warning(s), N dead export(s) in T`.
  const summary = /\[lint\] (?:passed|FAILED): (.*)$/m.exec(result.output)?.[1] ?? '';
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, note: result.timedOut ? 'timed out' : summary };
}

// ---------------------------------------------------------------- jest
/** Counts from a jest --json report; a missing report or a non-zero exit without failures counts 1 failed. */
function countJest(file, result) {
  let report = null;
  try { report = JSON.parse(fs.readFileSync(file, 'utf8')); } catch { /* no report */ }
  if (!report) return { passed: 0, failed: 1, note: `no jest report (exit ${result.code ?? result.signal}${result.timedOut ? ', timed out' : ''})` };
  const passed = report.numPassedTests ?? 0;
  let failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  const notes = [`${report.numTotalTestSuites ?? '?'} suites`];
  if (report.numRuntimeErrorTestSuites) notes.push(`${report.numRuntimeErrorTestSuites} suite(s) failed to run`);
  if (report.numPendingTests) notes.push(`${report.numPendingTests} skipped`);
  if (result.timedOut) { notes.push('timed out'); failed = Math.max(failed, 1); }
  if (result.code !== 0 && failed === 0) { notes.push(`jest exited with ${result.code ?? result.signal}`); failed = 1; }
  return { passed, failed, note: notes.join(', ') };
}

async function jest(name, args, env, timeoutMs) {
  const file = path.join(REPORTS, `${name}.json`);
  fs.rmSync(file, { force: true });
  const result = await run(JEST, ['--ci', '--json', `--outputFile=${file}`, '--maxWorkers=2', '--forceExit', ...args], { env, timeoutMs });
  return { ...countJest(file, result), report: file };
}

async function jestPglite() {
  const outcome = await jest('jest-pglite', [], pgliteEnv, 25 * MINUTE);
  return outcome;
}

async function jestPostgres() {
  const helper = path.join(ROOT, 'api', 'scripts', 'pg-throwaway.mjs');
  if (!fs.existsSync(helper)) throw new Error(`${path.relative(ROOT, helper)} is missing`);
  const { startThrowawayPostgres } = await import(pathToFileURL(helper).href);
  console.log('[test] starting a throwaway PostgreSQL 15 server');
  const pg = await startThrowawayPostgres();
  const stop = async () => { await pg.stop(); };
  cleanups.add(stop);
  try {
    console.log('[test] PostgreSQL is up; running the api project against it');
    return await jest('jest-postgres', ['--selectProjects', 'api'], { ...pgliteEnv, DATABASE_URL: pg.url }, 20 * MINUTE);
  } finally {
    cleanups.delete(stop);
    await stop();
    console.log('[test] PostgreSQL stopped');
  }
}

// ---------------------------------------------------------------- build + e2e
let buildOk = false;
async function buildStep() {
  const result = await run(process.execPath, [path.join('scripts', 'build.mjs')], { timeoutMs: 40 * MINUTE });
  buildOk = result.code === 0;
  // A build is not a test: it counts only when it fails.
  return buildOk ? { counted: false } : { failed: 1, note: result.timedOut ? 'timed out' : `exit ${result.code}` };
}

/** Counts from a Playwright JSON report. */
function countPlaywright(file, result) {
  let report = null;
  try { report = JSON.parse(fs.readFileSync(file, 'utf8')); } catch { /* no report */ }
  if (!report?.stats) return { passed: 0, failed: 1, note: `no Playwright report (exit ${result.code ?? result.signal}${result.timedOut ? ', timed out' : ''})` };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  let failed = unexpected + errors;
  const notes = [];
  if (flaky) notes.push(`${flaky} flaky`);
  if (skipped) notes.push(`${skipped} skipped`);
  if (errors) notes.push(`${errors} error(s) outside tests`);
  if (result.timedOut) { notes.push('timed out'); failed = Math.max(failed, 1); }
  if (result.code !== 0 && failed === 0) { notes.push(`playwright exited with ${result.code ?? result.signal}`); failed = 1; }
  return { passed: expected + flaky, failed, note: notes.join(', ') };
}

async function e2eStep() {
  if (!buildOk) return { failed: 1, note: 'not run: the build failed' };
  if (!fs.existsSync(CHROMIUM)) return { failed: 1, note: `not run: ${CHROMIUM} missing` };
  const port = await freePort(Number(process.env.E2E_PORT) || 8091);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-e2e-data-'));
  const logFile = path.join(REPORTS, 'e2e-server.log');
  fs.rmSync(logFile, { force: true });
  console.log(`[test] starting the built server on port ${port} (DATA_DIR ${dataDir}, log ${path.relative(ROOT, logFile)})`);
  const server = startServer({ port, dataDir, logFile, env: pgliteEnv });
  const stop = async () => { await server.stop(); fs.rmSync(dataDir, { recursive: true, force: true }); };
  cleanups.add(stop);
  try {
    const waited = await server.ready(4 * MINUTE);
    console.log(`[test] server ready in ${formatMs(waited)}; running Playwright`);
    const file = path.join(REPORTS, 'playwright.json');
    fs.rmSync(file, { force: true });
    const result = await run(PLAYWRIGHT, ['test', '--reporter=list,json'], {
      cwd: E2E_DIR,
      env: { ...pgliteEnv, E2E_BASE_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      timeoutMs: 35 * MINUTE,
    });
    const counts = countPlaywright(file, result);
    if (counts.failed) console.log(`[test] server log (last lines):\n${server.logTail(30)}`);
    return counts;
  } finally {
    cleanups.delete(stop);
    await stop();
  }
}

// ---------------------------------------------------------------- main
await step('chromium', chromiumStep);
// Their lines interleave; each tool names itself on its own lines ([typecheck], [lint], [build]).
await Promise.all([step('typecheck', typecheckStep), step('lint', lintStep), step('build', buildStep)]);
await step('jest (PGlite)', jestPglite);
await step('jest api (PostgreSQL 15)', jestPostgres);
await step('e2e (Playwright)', e2eStep);

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const width = Math.max(...results.map((r) => r.name.length));
console.log(`\nSummary (${formatMs(Date.now() - suiteStarted)}; reports in ${path.relative(ROOT, REPORTS)}/)`);
for (const r of results) {
  const counts = r.counted || r.failed ? `${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed` : '          -              ';
  console.log(`  ${r.failed ? 'FAIL' : ' ok '}  ${r.name.padEnd(width)}  ${counts}  ${formatMs(r.ms).padStart(9)}${r.note ? `  ${r.note}` : ''}`);
}
process.stdout.write(`${passed} passed, ${failed} failed\n`, () => process.exit(failed > 0 ? 1 : 0));
