import { renderPage } from './render-page';

const screen = { screen: { html: '<div id="first-screen"><main><h1>All Courses</h1></main></div>', css: '#root[data-first-screen-waits]{display:none}' }, gateScript: 'void 0;' };

test.each([
  ['as written', '<html><head><title>Halaqa</title></head><body><div id="root"><div id="boot">Loading…</div></div></body></html>'],
  ['as the production build minifies it', '<html><head><title>Halaqa</title></head><body><div id=root><div id=boot>Loading…</div></div></body></html>'],
])('writes the first screen before #root and keeps #root waiting, with the template %s', (_, template) => {
  const page = renderPage(template, { nonce: 'n0nce', language: 'en', start: null, preloadScripts: [], firstScreen: screen });
  expect(page).toContain('<body><div id="first-screen"><main><h1>All Courses</h1></main></div><div id="root" data-first-screen-waits>');
  expect(page).toContain('<style nonce="n0nce">#root[data-first-screen-waits]{display:none}</style><script nonce="n0nce">void 0;</script></head>');
});

test('without a first screen, #root is left as the template wrote it', () => {
  const page = renderPage('<html><head></head><body><div id=root></div></body></html>', { nonce: 'n', language: 'ar', start: null, preloadScripts: [] });
  expect(page).toBe('<html lang="ar" dir="rtl"><head></head><body><div id=root></div></body></html>');
});

test("a `$` in what is written is written as it is (no replacement pattern)", () => {
  const dollars = { screen: { html: "<p>$& $' $`</p>", css: '' }, gateScript: '' };
  const page = renderPage('<html><head></head><body><div id="root"></div></body></html>', { nonce: 'n', language: 'en', start: null, preloadScripts: [], firstScreen: dollars });
  expect(page).toContain("<p>$& $' $`</p><div id=\"root\" data-first-screen-waits>");
});

test("the written screen's largest picture is preloaded first, with the sizes the picture asks for", () => {
  const leading = { screen: { ...screen.screen, leadImage: { href: '/api/media/4/content?sig=a', srcset: '/api/media/4/content?sig=a&w=320 320w', sizes: '100vw' } }, gateScript: '' };
  const page = renderPage('<html><head></head><body><div id="root"></div></body></html>', { nonce: 'n', language: 'en', start: null, preloadScripts: ['/main.js'], firstScreen: leading });
  expect(page).toContain('<head><link rel="preload" as="image" href="/api/media/4/content?sig=a" imagesrcset="/api/media/4/content?sig=a&amp;w=320 320w"'
    + ' imagesizes="100vw" fetchpriority="high" nonce="n"><link rel="preload" as="script" href="/main.js" fetchpriority="low" nonce="n">');
});
