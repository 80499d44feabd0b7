// npm run typecheck: TypeScript over the whole workspace (root tsconfig.json),
// then a check that the generated API client still matches the API.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, formatMs, installInterruptCleanup, isMain, run } from './lib/proc.mjs';

/**
 * @returns {Promise<{ok: boolean, checks: {name: string, ok: boolean, ms: number}[]}>}
 */
export async function typecheck({ log = (line) => console.log(line) } = {}) {
  const checks = [];
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  log('[typecheck] tsc -p tsconfig.json --noEmit');
  const types = await run(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'], { cwd: ROOT });
  checks.push({ name: 'tsc', ok: types.code === 0, ms: types.ms });
  log(`[typecheck] tsc ${types.code === 0 ? 'passed' : 'FAILED'} in ${formatMs(types.ms)}`);

  const generator = path.join(ROOT, 'shared', 'api-client', 'scripts', 'generate.mjs');
  if (!fs.existsSync(generator)) {
    log(`[typecheck] ${path.relative(ROOT, generator)} is missing: cannot check the API client`);
    checks.push({ name: 'api-client', ok: false, ms: 0 });
  } else {
    log('[typecheck] shared/api-client/scripts/generate.mjs --check');
    const client = await run(process.execPath, [generator, '--check'], { cwd: ROOT });
    checks.push({ name: 'api-client', ok: client.code === 0, ms: client.ms });
    log(`[typecheck] API client ${client.code === 0 ? 'matches the API' : 'DRIFTED from the API (or the check failed)'} (${formatMs(client.ms)})`);
  }
  return { ok: checks.every((check) => check.ok), checks };
}

if (isMain(import.meta.url)) {
  installInterruptCleanup();
  const { ok } = await typecheck();
  process.exit(ok ? 0 : 1);
}
