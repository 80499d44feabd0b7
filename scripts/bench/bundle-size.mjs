// JavaScript sizes against the budgets of ARCHITECTURE section 6, as gzip
// (zlib level 9) of each response body / file:
// - every JS response of a page until network idle, in Debian's Chromium, on
//   the built server (PAGES; an address no area owns is the shell alone: its
//   not-found page, which no later issue turns into a page with code of its own);
// - each remote's remoteEntry.js from its dist/.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FRONTENDS } from '../build.mjs';

const KB = 1000;
export const REMOTES = FRONTENDS.filter((name) => name !== 'shell');
export const REMOTE_ENTRY_BUDGET = 30 * KB;
/** Pages whose total JavaScript has a budget. Later issues add e.g. the course player (300 kB). */
export const PAGES = [
  { org: 'demo', path: '/no-such-page', metric: 'shell initial JS, not-found page', budget: 200 * KB },
  // Arabic adds its right-to-left styles (stylis-plugin-rtl) and its texts.
  { org: 'demo', path: '/no-such-page?lang=ar', metric: 'shell initial JS, not-found page, Arabic', budget: 200 * KB },
];

export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

const isJavaScript = (response) =>
  response.request().resourceType() === 'script' || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');

/**
 * Every JS response of one page load until network idle: [{url, bytes, gzip}].
 * With `ready` (a selector), also until it shows and the network is idle again
 * (pages that load code after their data arrives).
 */
export async function pageJavaScript(browser, url, { ready = '', prepare = null } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // A signed-in page: sign in first (what that loads is not counted), then start from an empty cache.
    if (prepare) await prepare(context);
    const page = await context.newPage();
    if (prepare) await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    const pending = [];
    page.on('response', (response) => {
      if (!isJavaScript(response) || response.status() !== 200) return;
      pending.push(response.body().then((body) => ({ url: response.url(), bytes: body.length, gzip: gzipSize(body) }), () => null));
    });
    // A member's page keeps its notification stream open: the network never idles, so wait for the load and what `ready` names.
    const response = await page.goto(url, { waitUntil: prepare ? 'load' : 'networkidle', timeout: 60_000 });
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    if (ready) {
      await page.waitForSelector(ready, { timeout: 30_000 }).catch(() => {
        throw new Error(`${url}: ${ready} did not show within 30 s`);
      });
      if (prepare) await page.waitForTimeout(2_000);
      else await page.waitForLoadState('networkidle');
    }
    return (await Promise.all(pending)).filter(Boolean);
  } finally {
    await context.close();
  }
}

function remoteEntryFile(remote, root) {
  const dist = path.join(root, remote, 'dist');
  const exact = path.join(dist, 'remoteEntry.js');
  if (fs.existsSync(exact)) return exact;
  const candidates = fs.existsSync(dist) ? fs.readdirSync(dist).filter((name) => /^remoteEntry.*\.js$/.test(name)) : [];
  return candidates.length ? path.join(dist, candidates[0]) : null;
}

export default {
  name: 'bundle-size',
  title: 'JavaScript gzip sizes against the budgets',
  async run(ctx) {
    await ctx.ensureBuilt();
    const rows = [];
    const server = await ctx.startServer();
    const browser = await ctx.browser();
    for (const page of PAGES) {
      const url = `${server.origin(page.org)}${page.path}`;
      const files = await pageJavaScript(browser, url);
      const total = files.reduce((sum, file) => sum + file.gzip, 0);
      const remoteFiles = files.filter((file) => /\/remotes\//.test(new URL(file.url).pathname));
      for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) ctx.log(`${(file.gzip / KB).toFixed(1).padStart(7)} kB gz ${(file.bytes / KB).toFixed(1).padStart(8)} kB raw  ${new URL(file.url).pathname}`);
      rows.push({
        metric: `${page.metric} (gzip)`, value: total, unit: 'bytes', budget: page.budget,
        note: `${files.length} file${files.length === 1 ? '' : 's'}${remoteFiles.length ? `, ${remoteFiles.length} from remotes` : ''}`,
      });
    }
    for (const remote of REMOTES) {
      const file = remoteEntryFile(remote, ctx.root);
      rows.push(file
        ? { metric: `${remote} remoteEntry (gzip)`, value: gzipSize(fs.readFileSync(file)), unit: 'bytes', budget: REMOTE_ENTRY_BUDGET, note: path.relative(ctx.root, file) }
        : { metric: `${remote} remoteEntry (gzip)`, value: null, unit: 'bytes', budget: REMOTE_ENTRY_BUDGET, note: 'no dist/remoteEntry*.js' });
    }
    return rows;
  },
};
