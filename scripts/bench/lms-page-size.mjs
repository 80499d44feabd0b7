// All the JavaScript Chromium downloads to render /lms/all-courses on `demo`
// as a visitor (shell, remote entries, mfe-lms chunks), gzip level 9, until
// the course cards show and the network is idle; budget 300 kB
// (ARCHITECTURE section 6, issue 4).
import { pageJavaScript } from './bundle-size.mjs';

const KB = 1000;
const PAGE = { org: 'demo', path: '/lms/all-courses', budget: 300 * KB };
/** The catalogue rendered by mfe-lms: at least one course card of the seeded catalogue. */
const READY = '[data-remote="mfe-lms"] [data-testid="course-card"]';

/** shell, a remote's entry, or a remote's chunk, from the URL path. */
export function partOf(pathname) {
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  if (!remote) return 'shell';
  return /remoteEntry/.test(pathname) ? `${remote[1]} entry` : `${remote[1]} chunks`;
}

export default {
  name: 'lms-page-size',
  title: 'JavaScript gzip of /lms/all-courses (shell + remote entries + mfe-lms chunks)',
  async run(ctx) {
    await ctx.ensureBuilt();
    const server = await ctx.startServer();
    const browser = await ctx.browser();
    const url = `${server.origin(PAGE.org)}${PAGE.path}`;
    const files = await pageJavaScript(browser, url, { ready: READY });
    const parts = new Map();
    for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
      const pathname = new URL(file.url).pathname;
      ctx.log(`${(file.gzip / KB).toFixed(1).padStart(7)} kB gz ${(file.bytes / KB).toFixed(1).padStart(8)} kB raw  ${pathname}`);
      const part = partOf(pathname);
      parts.set(part, (parts.get(part) ?? 0) + file.gzip);
    }
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const breakdown = [...parts.entries()].sort((a, b) => b[1] - a[1]).map(([part, bytes]) => `${part} ${(bytes / KB).toFixed(1)}`).join(', ');
    return [{
      metric: `JS on ${PAGE.path} (gzip)`, value: total, unit: 'bytes', budget: PAGE.budget,
      note: `${files.length} files, kB: ${breakdown}`,
    }];
  },
};
