// Bytes on the wire of a first visit (empty cache) as a phone receives them:
// Debian's Chromium with a phone's viewport, every response of the page
// (HTML, scripts, styles, fonts, images, API answers) counted as Chromium's
// network layer reports it (`encodedDataLength`: compressed body + headers),
// until the page's content shows and the network is idle. Budget for the
// catalogue: 300 kB (ARCHITECTURE section 6, issue 10).
const KB = 1000;
const PAGES = [
  { org: 'demo', path: '/lms/all-courses', ready: '[data-remote="mfe-lms"] [data-testid="course-card"]', budget: 300 * KB },
  { org: 'demo', path: '/contact-us', ready: 'main h1' },
];
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

/** Every response of one first visit: [{url, type, encoding, bytes}] (bytes on the wire). */
export async function wireBytes(browser, url, ready) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map();
    const files = [];
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      responses.set(event.requestId, { url: event.response.url, type: event.type, encoding: headers['content-encoding'] ?? 'none' });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const response = responses.get(event.requestId);
      if (response) files.push({ ...response, bytes: event.encodedDataLength });
    });
    const answer = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!answer || answer.status() !== 200) throw new Error(`${url} answered ${answer?.status()}`);
    await page.waitForSelector(ready, { timeout: 30_000 }).catch(() => {
      throw new Error(`${url}: ${ready} did not show within 30 s`);
    });
    await page.waitForLoadState('networkidle');
    return files;
  } finally {
    await context.close();
  }
}

export default {
  name: 'page-weight',
  title: 'Bytes on the wire of a first visit on a phone (compressed, all resource types)',
  async run(ctx) {
    const server = await ctx.startServer();
    const browser = await ctx.browser();
    const rows = [];
    for (const page of PAGES) {
      const files = await wireBytes(browser, `${server.origin(page.org)}${page.path}`, page.ready);
      const byType = new Map();
      for (const file of [...files].sort((a, b) => b.bytes - a.bytes)) {
        ctx.log(`${(file.bytes / KB).toFixed(1).padStart(7)} kB ${file.type.padEnd(10)} ${file.encoding.padEnd(5)} ${new URL(file.url).pathname}`);
        byType.set(file.type, (byType.get(file.type) ?? 0) + file.bytes);
      }
      const uncompressed = files.filter((file) => file.encoding === 'none' && file.bytes > 2 * KB && /Script|Stylesheet|Document|Fetch|XHR/.test(file.type));
      const total = files.reduce((sum, file) => sum + file.bytes, 0);
      const breakdown = [...byType.entries()].sort((a, b) => b[1] - a[1]).map(([type, bytes]) => `${type} ${(bytes / KB).toFixed(1)}`).join(', ');
      rows.push({
        metric: `${page.path} on the wire, first visit`, value: total, unit: 'bytes', budget: page.budget,
        note: `${files.length} responses, kB: ${breakdown}${uncompressed.length ? `; ${uncompressed.length} text responses uncompressed` : ''}`,
      });
    }
    return rows;
  },
};
