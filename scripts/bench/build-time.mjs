// Time of a full rebuild: `node scripts/build.mjs --force` (every frontend and
// the API, two at a time), and each package's share of it.
import fs from 'node:fs';
import path from 'node:path';
import { run } from '../lib/proc.mjs';

export default {
  name: 'build',
  title: 'full rebuild time (scripts/build.mjs --force)',
  async run(ctx) {
    const report = path.join(ctx.tmpDir(), 'build.json');
    const result = await run(process.execPath, [path.join(ctx.root, 'scripts', 'build.mjs'), '--force', '--report', report], { prefix: '  ' });
    if (result.code !== 0) throw new Error(`build failed (exit ${result.code})`);
    const outcome = JSON.parse(fs.readFileSync(report, 'utf8'));
    return [
      { metric: 'build --force, total (wall clock)', value: result.ms, unit: 'ms', note: `${outcome.results.length} packages, 2 at a time` },
      ...outcome.results.map((r) => ({ metric: `  ${r.pkg}`, value: r.ms, unit: 'ms' })),
    ];
  },
};
