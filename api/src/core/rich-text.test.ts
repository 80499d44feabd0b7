import { sanitizeOptionalRichText, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  test.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="https://cdn.example.org/a.png" onerror="alert(1)">', '<img src="https://cdn.example.org/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<iframe src="https://evil.example.org"></iframe><p>after</p>', '<p>after</p>'],
    ['<p style="background:url(javascript:alert(1))">styled</p>', '<p>styled</p>'],
    ['<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['<svg onload="alert(1)"><circle /></svg>ok', 'ok'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<img src="http://insecure.example.org/a.png">', ''],
    ['<img src="//cdn.example.org/a.png">', ''],
    ['<form action="https://evil.example.org"><input name="password"></form>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<div onclick="steal()" onmouseover="steal()">t</div>', '<div>t</div>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
    ['<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
    ['<base href="https://evil.example.org/">', ''],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  test('keeps headings, lists, tables, code, quotes and direction', () => {
    const html = '<h2 dir="rtl">عنوان</h2><ul><li>one</li></ul><ol start="3"><li>three</li></ol>'
      + '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>'
      + '<pre><code class="language-ts">const x = 1;</code></pre><blockquote><strong>q</strong> <em>e</em></blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  test('links get rel=noopener; a target only ever opens a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_top" rel="opener">x</a>'))
      .toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/lms/courses/1">x</a>')).toBe('<a href="/lms/courses/1" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="mailto:help@example.org">x</a>')).toBe('<a href="mailto:help@example.org" rel="noopener noreferrer">x</a>');
  });

  test('pictures from https or the site itself stay', () => {
    expect(sanitizeRichText('<img src="/media/1/content" alt="a">')).toBe('<img src="/media/1/content" alt="a" />');
  });

  test('classes other than a code language are dropped', () => {
    expect(sanitizeRichText('<code class="language-py evil">x</code><p class="x">y</p>')).toBe('<code class="language-py">x</code><p>y</p>');
  });

  test('text is escaped, not interpreted', () => {
    expect(sanitizeRichText('1 < 2 & "x"')).toBe('1 &lt; 2 &amp; "x"');
  });

  test('optional text: null and undefined pass through', () => {
    expect(sanitizeOptionalRichText(null)).toBeNull();
    expect(sanitizeOptionalRichText(undefined)).toBeUndefined();
    expect(sanitizeOptionalRichText('<b onclick="x">b</b>')).toBe('<b>b</b>');
  });
});
