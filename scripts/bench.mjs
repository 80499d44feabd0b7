// npm run bench [-- --only bundle-size,startup] [-- --list] [-- --json out.json] [-- --strict]
//
// Runs the benchmarks of scripts/bench/*.mjs in order and prints one table.
// Each bench is a module with a default export:
//   { name, title, async run(ctx) => Row[] }
// where a Row is { metric, value, unit: 'ms'|'bytes'|'count'|'req/s'|'score', budget?, note? }.
// A row with a budget is OK when value <= budget (for 'req/s' and 'score': value >= budget),
// else OVER. To add a bench (e.g. catalogue-search load), write a module in
// scripts/bench/ and add it to BENCHES below; ctx (see makeContext) gives it
// a built site, servers on free ports with their own data dirs, Chromium,
// temporary folders and HTTP helpers, all cleaned up at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from './build.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { ROOT, formatMs, installInterruptCleanup, spawnTracked, stopTree } from './lib/proc.mjs';
import { freePort, httpGet, isHtmlPage, isOk, startServer, waitForHttp } from './lib/server.mjs';
import buildTime from './bench/build-time.mjs';
import bundleSize from './bench/bundle-size.mjs';
import startup from './bench/startup.mjs';
import catalogueSearch from './bench/catalogue-search.mjs';
import lmsPageSize from './bench/lms-page-size.mjs';
import pageWeight from './bench/page-weight.mjs';
import lighthouse from './bench/lighthouse.mjs';
import notificationStreams from './bench/notification-streams.mjs';
import playerNavigation from './bench/player-navigation.mjs';
import playerPageSize from './bench/player-page-size.mjs';
import examAnswers from './bench/exam-answers.mjs';
import coachingSlots from './bench/coaching-slots.mjs';
import socialFeed from './bench/social-feed.mjs';

/** In the order they run: build first (it leaves a fresh build for the others). */
const BENCHES = [buildTime, bundleSize, startup, lmsPageSize, playerPageSize, pageWeight, lighthouse, catalogueSearch, playerNavigation, notificationStreams, examAnswers, coachingSlots, socialFeed];


/** Everything a bench may need; every resource it opens is released by `dispose()`. */
function makeContext(options) {
  const disposers = [];
  let built = null;
  let browser = null;
  let chromiumInstalled = null;
  const ctx = {
    root: ROOT,
    options,
    log: (line) => console.log(`  ${line}`),
    freePort,
    httpGet,
    waitForHttp,
    isHtmlPage,
    isOk,
    spawnTracked,
    stopTree,
    /** Debian's Chromium and the headless flags that work on this machine. */
    chromium: { executable: CHROMIUM, args: CHROMIUM_ARGS },
    /** Installs Chromium from apt when it is missing (once per bench run). */
    async ensureChromium() {
      chromiumInstalled ??= ensureChromium((line) => ctx.log(line));
      return chromiumInstalled;
    },
    /** Run `dispose` at the end (or on Ctrl-C), e.g. to stop a server the bench started. */
    onDispose(dispose) {
      disposers.push(dispose);
    },
    /** A temporary folder, removed at the end. */
    tmpDir(prefix = 'halaqa-bench-') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      disposers.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
    /** Build what changed (once per bench run). */
    async ensureBuilt() {
      built ??= build({ log: (line) => ctx.log(line) }).then((outcome) => {
        if (!outcome.ok) throw new Error('the build failed');
        return outcome;
      });
      return built;
    },
    /** Start the built server on a free port; a fresh data dir unless one is given. Ready when it resolves. */
    async startServer({ dataDir = ctx.tmpDir('halaqa-bench-data-'), env = {} } = {}) {
      await ctx.ensureBuilt();
      const port = await freePort();
      const logFile = path.join(ctx.tmpDir('halaqa-bench-log-'), 'server.log');
      const serverEnv = { ...process.env, ...env };
      if (!('DATABASE_URL' in env)) delete serverEnv.DATABASE_URL;
      const server = startServer({ port, dataDir, logFile, env: serverEnv });
      disposers.push(() => server.stop());
      await server.ready();
      return { ...server, dataDir, origin: (prefix = 'demo') => `http://${prefix}.localhost:${port}` };
    },
    /** Debian's Chromium through Playwright (never a downloaded browser). */
    async browser() {
      if (browser) return browser;
      await ctx.ensureChromium();
      const requireFromE2e = createRequire(path.join(ROOT, 'e2e', 'package.json'));
      const { chromium } = requireFromE2e('@playwright/test');
      browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
      disposers.push(() => browser.close());
      return browser;
    },
    async dispose() {
      for (const dispose of disposers.reverse()) {
        try { await dispose(); } catch { /* best effort */ }
      }
    },
  };
  return ctx;
}

const KB = 1000;
function formatValue(value, unit) {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  if (unit === 'bytes') return `${(value / KB).toFixed(1)} kB`;
  if (unit === 'ms') {
    if (value < 10) return `${value.toFixed(1)} ms`;
    return value < 10_000 ? `${Math.round(value)} ms` : formatMs(value);
  }
  if (unit === 'req/s') return `${Math.round(value)} req/s`;
  if (unit === 'score') return `${Math.round(value)}/100`;
  return String(value);
}
const HIGHER_IS_BETTER = new Set(['req/s', 'score']);
function statusOf(row) {
  if (row.budget === undefined || row.budget === null) return '';
  if (row.value === null || row.value === undefined) return 'MISSING';
  const ok = HIGHER_IS_BETTER.has(row.unit) ? row.value >= row.budget : row.value <= row.budget;
  return ok ? 'OK' : 'OVER';
}

function printTable(rows) {
  const table = rows.map((row) => [
    row.bench,
    row.metric,
    formatValue(row.value, row.unit),
    row.budget !== undefined && row.budget !== null ? `${HIGHER_IS_BETTER.has(row.unit) ? '>=' : '<='} ${formatValue(row.budget, row.unit)}` : '',
    row.status,
    row.note ?? '',
  ]);
  const header = ['Bench', 'Metric', 'Value', 'Budget', 'Status', 'Note'];
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => String(cells[i]).length)));
  const line = (cells) => cells.map((cell, i) => (i === 2 || i === 3 ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of table) console.log(line(cells));
}

function parseArgs(argv) {
  const options = { only: /** @type {string[]} */ ([]), list: false, json: '', strict: false, runs: 3 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--only') options.only.push(...String(argv[++i] ?? '').split(',').filter(Boolean));
    else if (arg.startsWith('--only=')) options.only.push(...arg.slice(7).split(',').filter(Boolean));
    else if (arg === '--list') options.list = true;
    else if (arg === '--json') options.json = String(argv[++i] ?? '');
    else if (arg === '--strict') options.strict = true;
    else if (arg === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 1);
    else throw new Error(`unknown option ${arg} (try --list, --only <bench>, --json <file>, --strict, --runs <n>)`);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
if (options.list) {
  for (const bench of BENCHES) console.log(`${bench.name.padEnd(14)} ${bench.title}`);
  process.exit(0);
}
const unknown = options.only.filter((name) => !BENCHES.some((bench) => bench.name === name));
if (unknown.length) {
  console.error(`unknown bench(es): ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const selected = BENCHES.filter((bench) => !options.only.length || options.only.includes(bench.name));

const ctx = makeContext(options);
installInterruptCleanup(() => ctx.dispose());
const rows = [];
let crashed = 0;
for (const bench of selected) {
  console.log(`\n[bench] ${bench.name}: ${bench.title}`);
  const started = Date.now();
  try {
    for (const row of await bench.run(ctx)) rows.push({ bench: bench.name, ...row, status: statusOf(row) });
    console.log(`[bench] ${bench.name} done in ${formatMs(Date.now() - started)}`);
  } catch (error) {
    crashed += 1;
    const message = /** @type {Error} */ (error)?.message ?? String(error);
    console.error(`[bench] ${bench.name} FAILED: ${message}`);
    rows.push({ bench: bench.name, metric: 'failed', value: null, unit: 'count', status: 'ERROR', note: message.split('\n')[0] });
  }
}
await ctx.dispose();

console.log(`\nHalaqa bench (${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}; 1 kB = ${KB} bytes)\n`);
printTable(rows);
if (options.json) fs.writeFileSync(options.json, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cores: os.cpus().length, rows }, null, 2)}\n`);
const over = rows.filter((row) => row.status === 'OVER' || row.status === 'MISSING').length;
if (over) console.log(`\n${over} measurement(s) over budget or missing`);
process.exit(crashed || (options.strict && over) ? 1 : 0);
