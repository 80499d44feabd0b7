// The first load (issue 10): the page embeds its organization's start data,
// carries the answer's CSP nonce, preloads the remote that owns the path, and
// everything travels compressed; security headers on every kind of answer.
import { eq } from 'drizzle-orm';
import { SESSION_COOKIES, SITE_START_ELEMENT_ID, type SiteStart } from '@halaqa/contracts';
import { organizations } from '../src/modules/organizations/tables';
import { STATIC_FIXTURE } from './support/static-root';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
// Organization reads remembered, as in production: the page must still never mix two hosts up.
beforeAll(async () => { server = await startTestServer({ organizationCacheMs: 60_000 }); });
afterAll(async () => { await server.close(); });

const page = (path: string, host = 'demo.localhost', headers: Record<string, string> = {}) =>
  server.request(path, { headers: { host, ...headers } });

function startData(html: string): SiteStart | null {
  const match = new RegExp(`<script id="${SITE_START_ELEMENT_ID}" type="application/json" nonce="[^"]+">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) as SiteStart : null;
}
const nonceInPolicy = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('the page', () => {
  test("embeds the host's organization, its remote manifest and what it lets a visitor do; two hosts served by one process never mix", async () => {
    for (const host of ['demo.localhost', 'nour.localhost', 'demo.localhost', 'nour.localhost']) {
      const start = startData((await page('/lms/all-courses', host)).text);
      const prefix = host.split('.')[0]!;
      expect(start?.organization.domainPrefix).toBe(prefix);
      expect(start?.manifest.organizationId).toBe(start?.organization.id);
      const names = start?.manifest.remotes.map((remote) => remote.name) ?? [];
      expect(names.includes('mfe-social')).toBe(prefix === 'demo');
      // Exactly what the API answers a visitor of that organization.
      const visitors = await server.request('/api/permissions-system', { headers: { 'x-organization': prefix } });
      expect(start?.visitorPermissions).toEqual(visitors.body);
      expect(start?.visitorPermissions?.organizationPermissions).toEqual(prefix === 'demo' ? ['organization-everything'] : expect.arrayContaining(['organization-lms']));
    }
  });

  test('puts the answer’s nonce on every script and style, a fresh one each time, the one its policy names', async () => {
    const first = await page('/');
    const second = await page('/');
    const nonce = nonceInPolicy(first.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceInPolicy(second.headers.get('content-security-policy'))).not.toBe(nonce);
    const tags = first.text.match(/<(script|style|link rel="preload")\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("preloads what the first screen runs, in order: the shell's start and shared modules, its texts, then single-spa and the owning remote's entry", async () => {
    const preloads = (text: string) => [...text.matchAll(/<link rel="preload" as="script" href="([^"]+)"(?: fetchpriority="low")? nonce="[^"]+">/g)].map((match) => match[1]);
    expect(preloads((await page('/lms/all-courses?lang=ar')).text)).toEqual([
      // Arabic: the right-to-left styles with its texts (an English page never loads them).
      '/boot.1.js', '/react.1.js', '/ui.1.js', '/shell-texts-ar.1.js', '/rtl-styles.1.js', '/single-spa.1.js',
      expect.stringMatching(/^\/remotes\/mfe-lms\/remoteEntry\.js\?v=[0-9a-f]{12}$/),
    ]);
    // The shell's own page: no remote, no single-spa.
    expect(preloads((await page('/contact-us')).text)).toEqual(['/boot.1.js', '/react.1.js', '/ui.1.js', '/shell-texts-en.1.js']);
    // Behind a written first screen (decision 0019) the code comes after the pictures; elsewhere it is what the first paint waits for.
    expect((await page('/lms/all-courses')).text).not.toMatch(/<link rel="preload" as="script" href="[^"]+" nonce=/);
    expect((await page('/contact-us')).text).not.toContain('fetchpriority="low"');
  });

  test("preloads no remote a visitor will not be let into (nour's catalogue is for members), and preloads it for a member", async () => {
    const preloads = (text: string) => [...text.matchAll(/<link rel="preload" as="script" href="([^"]+)"(?: fetchpriority="low")? nonce="[^"]+">/g)].map((match) => match[1]);
    expect(preloads((await page('/lms/all-courses?lang=ar', 'nour.localhost')).text)).toEqual(['/boot.1.js', '/react.1.js', '/ui.1.js', '/shell-texts-ar.1.js', '/rtl-styles.1.js']);
    const { cookies } = await server.signIn('nour', 'learner@nour.halaqa.test');
    const member = await page('/lms/all-courses?lang=ar', 'nour.localhost', { cookie: `${SESSION_COOKIES.page}=${encodeURIComponent(cookies.page)}` });
    expect(preloads(member.text)).toEqual(expect.arrayContaining(['/single-spa.1.js', expect.stringMatching(/^\/remotes\/mfe-lms\/remoteEntry\.js\?v=/)]));
  });

  test("preloads the organization's logo but no font: Chromium holds the first paint for a preloaded font", async () => {
    const links = (text: string, kind: string) => [...text.matchAll(new RegExp(`<link rel="preload" as="${kind}"[^>]* href="([^"]+)"`, 'g'))].map((match) => match[1]);
    for (const pathname of ['/lms/all-courses?lang=ar', '/lms/all-courses']) {
      const text = (await page(pathname)).text;
      expect(links(text, 'font')).toEqual([]);
      const start = startData(text)!;
      expect(links(text, 'image')).toEqual(start.organization.logoUrl ? [start.organization.logoUrl] : []);
    }
  });

  test('gives each served font a fallback sized like it, so text does not move when it arrives', async () => {
    const fonts = startData((await page('/')).text)!.organization.fonts;
    expect(fonts.en?.fallback).toMatchObject({ local: expect.arrayContaining(['Arial']), sizeAdjust: expect.any(Number) });
    expect(fonts.ar?.fallback?.ascentOverride).toBeGreaterThan(0);
  });

  test('speaks the requested language from the first byte', async () => {
    const arabic = (await page('/?lang=ar')).text;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<title>أكاديمية العرض</title>');
    expect((await page('/?lang=xx')).text).toContain('<html lang="en" dir="ltr">');
  });

  test("escapes whatever an organization's name says, in the title and in the embedded data", async () => {
    const nasty = '</script><script>alert(1)</script> & "Co" <!--';
    const fresh = await startTestServer();
    try {
      await fresh.database.db.update(organizations).set({ name: nasty }).where(eq(organizations.domainPrefix, 'nour'));
      const html = (await fresh.request('/', { headers: { host: 'nour.localhost' } })).text;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!--');
      expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; &lt;!--</title>');
      expect(startData(html)?.organization.name).toBe(nasty);
    } finally {
      await fresh.close();
    }
  });

  test('an unknown organization gets the page without start data (the shell says it cannot start)', async () => {
    const html = (await page('/', 'atlantis.localhost')).text;
    expect(startData(html)).toBeNull();
    expect(html).toContain('<div id="root">');
  });
});

describe('compression', () => {
  test('a built file is sent as its brotli copy to a browser that takes brotli, as it is to one that does not', async () => {
    const url = `/${STATIC_FIXTURE.shellBundle}`;
    const brotli = await server.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([brotli.status, brotli.headers.get('content-encoding'), brotli.text]).toEqual([200, 'br', STATIC_FIXTURE.shellBundleBrotli]);
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await server.request(url);
    expect([plain.headers.get('content-encoding'), plain.text]).toEqual([null, STATIC_FIXTURE.shellBundleText]);
  });

  test('the page and API answers above 1 kB are compressed on the way out; small ones are not', async () => {
    const html = await page('/', 'demo.localhost', { 'accept-encoding': 'br' });
    expect(html.headers.get('content-encoding')).toBe('br');
    const manifest = await server.request('/api/remote-manifest', { headers: { 'x-organization': 'demo', 'accept-encoding': 'gzip' } });
    expect(manifest.headers.get('content-encoding')).toBe('gzip');
    const health = await server.request('/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(health.headers.get('content-encoding')).toBeNull();
  });
});

describe('security headers', () => {
  const PAGES_AND_API = ['/', '/lms/all-courses', '/api/health', '/api/terminology', '/api/nope'];
  const STATIC_FILES = [`/${STATIC_FIXTURE.shellBundle}`, '/remotes/mfe-lms/remoteEntry.js', '/assets/organizations/demo/logo.svg', '/assets/fonts/inter/inter-latin-400-normal.woff2'];

  test.each(STATIC_FILES)('%s: no sniffing, same-origin only, a referrer policy, and opened alone it runs nothing and cannot be framed', async (url) => {
    const res = await page(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // What only a document uses is not repeated on each of a first visit's ~40 files.
    for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'x-xss-protection', 'x-dns-prefetch-control']) {
      expect([name, res.headers.get(name)]).toEqual([name, null]);
    }
  });

  test.each(PAGES_AND_API)('%s: a strict policy, no framing, no sniffing, a referrer and a permissions policy', async (url) => {
    const res = await page(url);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Served over plain HTTP here: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  test('HSTS over TLS (behind a proxy the API trusts)', async () => {
    const behindProxy = await startTestServer({ trustProxy: true });
    try {
      const res = await behindProxy.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
  });

  test('CORS stays closed: no other origin is let in', async () => {
    const res = await server.request('/api/terminology', { headers: { origin: 'https://evil.example', 'x-organization': 'demo' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
