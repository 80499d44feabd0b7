// Start-up time of `node scripts/start.mjs` on a prepared machine (built,
// dependencies installed): from spawning it to the first 200 HTML answer of
// GET / (Host demo.localhost), with a fresh data dir (migrate + seed) and
// with an existing one (median of --runs, default 3).
import fs from 'node:fs';
import path from 'node:path';

async function timeStart(ctx, dataDir, logFile) {
  const port = await ctx.freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const fd = fs.openSync(logFile, 'a');
  const started = performance.now();
  const child = ctx.spawnTracked(process.execPath, [path.join(ctx.root, 'scripts', 'start.mjs')], { cwd: ctx.root, env, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  try {
    await ctx.waitForHttp(port, '/', { host: `demo.localhost:${port}`, accept: ctx.isHtmlPage, intervalMs: 20, timeoutMs: 300_000, child });
    return performance.now() - started;
  } catch (error) {
    throw new Error(`${/** @type {Error} */ (error).message}\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`);
  } finally {
    await ctx.stopTree(child, 10_000);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default {
  name: 'startup',
  title: 'npm start to the first served page (prepared machine)',
  async run(ctx) {
    await ctx.ensureBuilt();
    const dataDir = ctx.tmpDir('halaqa-bench-start-');
    const logFile = path.join(ctx.tmpDir(), 'start.log');
    const fresh = await timeStart(ctx, dataDir, logFile);
    ctx.log(`fresh data dir: ${Math.round(fresh)} ms`);
    const warm = [];
    for (let i = 0; i < ctx.options.runs; i += 1) {
      warm.push(await timeStart(ctx, dataDir, logFile));
      ctx.log(`existing data dir, run ${i + 1}: ${Math.round(warm[i])} ms`);
    }
    return [
      { metric: 'start to first page, fresh data dir (migrate + seed)', value: fresh, unit: 'ms' },
      { metric: 'start to first page, existing data dir', value: median(warm), unit: 'ms', note: `median of ${warm.length}: ${warm.map((ms) => Math.round(ms)).join(', ')} ms` },
    ];
  },
};
