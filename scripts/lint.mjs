// npm run lint [-- --cache] [-- --fix] [-- <files or folders>]
//
// 1. ESLint over the whole workspace (eslint.config.mjs: typescript-eslint,
//    react-hooks, jsx-a11y and our own rules in shared/eslint-plugin), then a
//    count of the problems per rule and the files with the most of them.
// 2. Dead exports (knip, knip.jsonc): exports and exported types that nothing
//    in the workspace imports. Skipped when files are named.
// Exits 1 on any ESLint error or dead export; warnings are listed and counted
// but do not fail. Uncached by default, as CI runs from a clean clone;
// --cache keeps ESLint's and knip's caches in .test-data/ for the next run.
import path from 'node:path';
import { ROOT, formatMs, installInterruptCleanup, isMain, run } from './lib/proc.mjs';

const CACHE_DIR = path.join(ROOT, '.test-data');
const KNIP = path.join(ROOT, 'node_modules', 'knip', 'bin', 'knip.js');
/** knip's issue types that are dead exports (not unused files or dependencies: other checks, other issues). */
const DEAD_EXPORT_TYPES = ['exports', 'types', 'nsExports', 'nsTypes', 'duplicates'];
const TOP_FILES = 5;

/** `shell/src/x.ts` */
const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/**
 * ESLint through its Node API, in this process (worker threads cost more
 * than they save on 2 cores: each loads TypeScript's parser again).
 * @returns {Promise<{errors: number, warnings: number, files: number, ms: number}>}
 */
async function eslint({ targets, cache, fix, log }) {
  const started = Date.now();
  const { ESLint } = await import('eslint');
  const engine = new ESLint({
    cwd: ROOT,
    fix,
    cache,
    cacheLocation: path.join(CACHE_DIR, 'eslint-cache'),
    cacheStrategy: 'content',
    errorOnUnmatchedPattern: false,
  });
  const results = await engine.lintFiles(targets);
  if (fix) await ESLint.outputFixes(results);
  const formatter = await engine.loadFormatter('stylish');
  const text = await formatter.format(results);
  if (text.trim()) log(text.trimEnd());

  /** @type {Map<string, {errors: number, warnings: number, files: Map<string, number>}>} */
  const byRule = new Map();
  let errors = 0;
  let warnings = 0;
  for (const result of results) {
    for (const message of result.messages) {
      const rule = message.ruleId
        ?? (message.fatal ? 'parse error' : /^Unused eslint-(disable|enable)/.test(message.message) ? 'unused eslint-disable' : 'eslint');
      const entry = byRule.get(rule) ?? { errors: 0, warnings: 0, files: new Map() };
      if (message.severity === 2) { entry.errors += 1; errors += 1; } else { entry.warnings += 1; warnings += 1; }
      const file = relative(result.filePath);
      entry.files.set(file, (entry.files.get(file) ?? 0) + 1);
      byRule.set(rule, entry);
    }
  }
  const ms = Date.now() - started;
  log(`[lint] eslint: ${results.length} files in ${formatMs(ms)}: ${errors} error(s), ${warnings} warning(s)`);
  const rules = [...byRule].sort((a, b) => (b[1].errors - a[1].errors) || (b[1].warnings - a[1].warnings));
  const width = Math.max(0, ...rules.map(([rule]) => rule.length));
  for (const [rule, entry] of rules) {
    const counts = [entry.errors && `${entry.errors} error(s)`, entry.warnings && `${entry.warnings} warning(s)`].filter(Boolean).join(', ');
    const top = [...entry.files].sort((a, b) => b[1] - a[1]).slice(0, TOP_FILES).map(([file, count]) => `${file} ${count}`);
    log(`[lint]   ${rule.padEnd(width)}  ${counts}; most in: ${top.join(', ')}${entry.files.size > TOP_FILES ? ` (+${entry.files.size - TOP_FILES} files)` : ''}`);
  }
  return { errors, warnings, files: results.length, ms };
}

/**
 * knip, reporting dead exports only.
 * @returns {Promise<{count: number, ok: boolean, ms: number}>}
 */
async function deadExports({ cache, log }) {
  const args = [KNIP, '--no-progress', '--reporter', 'json', '--include', DEAD_EXPORT_TYPES.join(',')];
  if (cache) args.push('--cache', '--cache-location', path.join(CACHE_DIR, 'knip-cache'));
  const result = await run(process.execPath, args, { capture: true, echo: false, timeoutMs: 5 * 60_000 });
  let report = null;
  try { report = JSON.parse(result.output.slice(result.output.indexOf('{'))); } catch { /* not JSON: knip failed */ }
  if (!report || !Array.isArray(report.issues)) {
    log(`[lint] knip failed (exit ${result.code ?? result.signal}${result.timedOut ? ', timed out' : ''}):\n${result.output.trim()}`);
    return { count: 0, ok: false, ms: result.ms };
  }
  const lines = [];
  for (const issue of report.issues) {
    for (const type of DEAD_EXPORT_TYPES) {
      for (const item of issue[type] ?? []) {
        const name = Array.isArray(item) ? item.map((one) => one.name).join(' = ') : item.name;
        const where = Array.isArray(item) ? item[0]?.line : item.line;
        lines.push(`  ${issue.file}:${where ?? '?'}  ${name}${type === 'exports' ? '' : `  (${type})`}`);
      }
    }
  }
  lines.sort();
  if (lines.length) log(`\nDead exports: nothing in the workspace imports these. Delete them, or drop \`export\` if the file uses them:\n${lines.join('\n')}`);
  log(`[lint] dead exports (knip): ${lines.length} in ${formatMs(result.ms)}`);
  return { count: lines.length, ok: lines.length === 0, ms: result.ms };
}

/**
 * @param {{targets?: string[], cache?: boolean, fix?: boolean, log?: (line: string) => void}} [options]
 * @returns {Promise<{ok: boolean, summary: string}>}
 */
export async function lint({ targets = [], cache = false, fix = false, log = (line) => console.log(line) } = {}) {
  const started = Date.now();
  const lintResult = await eslint({ targets: targets.length ? targets : ['.'], cache, fix, log });
  // Dead exports are a property of the whole workspace: not judged for a few named files.
  const dead = targets.length ? null : await deadExports({ cache, log });
  const ok = lintResult.errors === 0 && (dead?.ok ?? true);
  const summary = `${lintResult.errors} error(s), ${lintResult.warnings} warning(s)${dead ? `, ${dead.count} dead export(s)` : ''} in ${formatMs(Date.now() - started)}`;
  log(`[lint] ${ok ? 'passed' : 'FAILED'}: ${summary}`);
  return { ok, summary };
}

if (isMain(import.meta.url)) {
  installInterruptCleanup();
  const argv = process.argv.slice(2);
  const unknown = argv.filter((arg) => arg.startsWith('-') && !['--cache', '--fix'].includes(arg));
  if (unknown.length) {
    console.error(`[lint] unknown option(s): ${unknown.join(' ')} (use --cache, --fix, or files and folders)`);
    process.exit(2);
  }
  const { ok } = await lint({
    targets: argv.filter((arg) => !arg.startsWith('-')),
    cache: argv.includes('--cache'),
    fix: argv.includes('--fix'),
  });
  process.stdout.write('', () => process.exit(ok ? 0 : 1));
}
