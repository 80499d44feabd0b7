// npm run build [-- --force] [-- --only mfe-lms[,shell]] [-- --verbose]
//
// Builds every frontend package (webpack + Module Federation, each into its
// own dist/) and the API (api/dist/server.mjs), at most two at a time. A
// package whose inputs did not change since its last successful build is
// skipped: <pkg>/dist/.build-stamp holds a hash of those inputs. --report
// writes the per-package times as JSON (used by the bench).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, formatMs, installInterruptCleanup, isMain, run, tail } from './lib/proc.mjs';

/** The shell and every remote: each `mfe-*` folder (the API's registry lists the same ones, a test holds it). */
export const FRONTENDS = ['shell', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mfe-')).sort()];
export const PACKAGES = ['shell', 'api', ...FRONTENDS.slice(1)];
const STAMP = '.build-stamp';
const CONCURRENCY = Math.max(1, Math.min(2, os.cpus().length));
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.data', '.test-data', 'coverage', 'test-results']);

/** Every file below `dir` (relative to the root), sorted; missing dirs give nothing. */
function listFiles(dir, { skip = SKIP_DIRS } = {}) {
  const out = [];
  const walk = (current) => {
    let entries;
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (skip.has(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(path.relative(ROOT, full));
    }
  };
  if (fs.existsSync(dir) && fs.statSync(dir).isFile()) return [path.relative(ROOT, dir)];
  walk(dir);
  return out.sort();
}

/** Inputs that every package shares: shared/*\/src, shared/webpack-config, the lockfile. */
function sharedInputs() {
  const sharedDir = path.join(ROOT, 'shared');
  const packages = fs.existsSync(sharedDir)
    ? fs.readdirSync(sharedDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  return [
    ...packages.flatMap((name) => listFiles(path.join(sharedDir, name, 'src'))),
    ...packages.flatMap((name) => listFiles(path.join(sharedDir, name, 'package.json'))),
    ...listFiles(path.join(sharedDir, 'webpack-config')),
    'pnpm-lock.yaml',
  ];
}

/** Every area's definition and its chrome texts (the API's registry bundles them). */
function definitionInputs() {
  return FRONTENDS.flatMap((pkg) => [
    ...listFiles(path.join(ROOT, pkg, 'src', 'definition.ts')),
    ...listFiles(path.join(ROOT, pkg, 'src', 'i18n')).filter((file) => /chrome\.\w+\.json$/.test(file)),
  ]);
}

/** The files whose content decides whether `pkg` must be rebuilt. */
export function inputsOf(pkg) {
  const dir = path.join(ROOT, pkg);
  const own = pkg === 'api'
    // The API bundle may embed migrations, assets and seed data: everything but tests and output;
    // and it bundles every remote's definition (its manifest) with the texts they import.
    ? [...listFiles(dir, { skip: new Set([...SKIP_DIRS, 'test']) }), ...definitionInputs()]
    : [
        ...listFiles(path.join(dir, 'src')),
        ...listFiles(path.join(dir, 'public')),
        ...listFiles(path.join(dir, 'assets')),
        `${pkg}/webpack.config.js`,
        `${pkg}/package.json`,
      ];
  return [...new Set([...own, ...sharedInputs()])];
}

/** Hash of the inputs (paths and contents) plus the Node version. */
export function inputHash(pkg) {
  const hash = crypto.createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const file of inputsOf(pkg)) {
    hash.update(`${file}\0`);
    try {
      hash.update(fs.readFileSync(path.join(ROOT, file)));
    } catch {
      hash.update('<missing>');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

const distOf = (pkg) => path.join(ROOT, pkg, 'dist');
const stampOf = (pkg) => path.join(distOf(pkg), STAMP);

/** True when the last successful build used the same inputs and its output is still there. */
export function isUpToDate(pkg, hash = inputHash(pkg)) {
  try {
    if (fs.readFileSync(stampOf(pkg), 'utf8').trim() !== hash) return false;
  } catch {
    return false;
  }
  if (pkg === 'api') return fs.existsSync(path.join(distOf(pkg), 'server.mjs'));
  return fs.readdirSync(distOf(pkg)).some((name) => name !== STAMP);
}

function commandOf(pkg) {
  if (pkg === 'api') return { cwd: ROOT, args: [path.join('api', 'scripts', 'build.mjs')] };
  return { cwd: path.join(ROOT, pkg), args: [path.join('..', 'shared', 'webpack-config', 'build.js'), 'webpack.config.js'] };
}

/**
 * Build the selected packages.
 * @param {{force?: boolean, only?: string[], verbose?: boolean, log?: (line: string) => void}} options
 * @returns {Promise<{ok: boolean, ms: number, results: {pkg: string, status: 'built'|'skipped'|'failed', ms: number}[]}>}
 */
export async function build({ force = false, only = [], verbose = false, log = (line) => console.log(line) } = {}) {
  const unknown = only.filter((name) => !PACKAGES.includes(name));
  if (unknown.length) throw new Error(`unknown package(s): ${unknown.join(', ')} (known: ${PACKAGES.join(', ')})`);
  const selected = only.length ? PACKAGES.filter((pkg) => only.includes(pkg)) : PACKAGES;
  const started = Date.now();
  const results = [];
  const width = Math.max(...selected.map((pkg) => pkg.length));

  const queue = [];
  for (const pkg of selected) {
    const hash = inputHash(pkg);
    if (!force && isUpToDate(pkg, hash)) {
      results.push({ pkg, status: 'skipped', ms: 0 });
      log(`[build] ${pkg.padEnd(width)}  unchanged, skipped`);
    } else {
      queue.push({ pkg, hash });
    }
  }
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };

  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { pkg, hash } = job;
      const { cwd, args } = commandOf(pkg);
      log(`[build] ${pkg.padEnd(width)}  building…`);
      try { fs.rmSync(stampOf(pkg), { force: true }); } catch { /* not there */ }
      const result = await run(process.execPath, args, { cwd, env, capture: true, echo: verbose, prefix: verbose ? `[${pkg}] ` : '' });
      const ok = result.code === 0;
      if (ok) {
        fs.mkdirSync(distOf(pkg), { recursive: true });
        fs.writeFileSync(stampOf(pkg), `${hash}\n`);
      }
      results.push({ pkg, status: ok ? 'built' : 'failed', ms: result.ms });
      const warnings = (result.output.match(/^warning/gim) ?? []).length;
      log(`[build] ${pkg.padEnd(width)}  ${ok ? 'built' : 'FAILED'} in ${formatMs(result.ms)}${warnings ? ` (${warnings} warning${warnings > 1 ? 's' : ''})` : ''}`);
      if (!ok && !verbose) log(`--- ${pkg} build output (last lines) ---\n${tail(result.output, 80)}\n--- end of ${pkg} ---`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const ms = Date.now() - started;
  const ordered = selected.map((pkg) => /** @type {typeof results[number]} */ (results.find((r) => r.pkg === pkg)));
  const failed = ordered.filter((r) => r.status === 'failed');
  const built = ordered.filter((r) => r.status === 'built');
  log(`[build] total ${formatMs(ms)}: ${built.length} built, ${ordered.length - built.length - failed.length} unchanged, ${failed.length} failed${failed.length ? ` (${failed.map((r) => r.pkg).join(', ')})` : ''}`);
  return { ok: failed.length === 0, ms, results: ordered };
}

export function parseArgs(argv) {
  const options = { force: false, verbose: false, only: /** @type {string[]} */ ([]), report: '' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--force') options.force = true;
    else if (arg === '--verbose' || arg === '-v') options.verbose = true;
    else if (arg === '--only') options.only.push(...String(argv[++i] ?? '').split(',').filter(Boolean));
    else if (arg.startsWith('--only=')) options.only.push(...arg.slice(7).split(',').filter(Boolean));
    else if (arg === '--report') options.report = String(argv[++i] ?? '');
    else if (arg === '--help' || arg === '-h') {
      console.log(`usage: node scripts/build.mjs [--force] [--only <pkg>[,<pkg>]] [--verbose] [--report <file.json>]\npackages: ${PACKAGES.join(', ')}`);
      process.exit(0);
    } else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

if (isMain(import.meta.url)) {
  installInterruptCleanup();
  try {
    const options = parseArgs(process.argv.slice(2));
    const outcome = await build(options);
    if (options.report) fs.writeFileSync(options.report, `${JSON.stringify(outcome, null, 2)}\n`);
    process.exit(outcome.ok ? 0 : 1);
  } catch (error) {
    console.error(`[build] ${/** @type {Error} */ (error).message}`);
    process.exit(2);
  }
}
