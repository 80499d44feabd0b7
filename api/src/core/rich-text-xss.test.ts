import { sanitizeRichText } from './rich-text';

/**
 * Known XSS payloads (OWASP filter evasion cheat sheet, PortSwigger's XSS
 * cheat sheet, html5sec.org): whatever members type into a discussion or an
 * author into a lesson, nothing executable survives the allow-list.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example.org/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script/xss src="https://xss.example.org/xss.js"></script>',
  '"><script>alert(document.cookie)</script>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<img src=x onerror=alert(1)>',
  '<img src="https://cdn.example.org/a.png" onload="alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src="//evil.example.org/a.png">',
  '<img src="/\\evil.example.org/a.png">',
  '<img srcset="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://ok.example.org" onmouseover="alert(1)">x</a>',
  '<a href="https://ok.example.org" style="position:fixed;inset:0">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1));">x</div>',
  '<style>@import "https://evil.example.org/x.css";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">x</td>',
  '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<p><isindex type=image src=1 onerror=alert(1)></p>',
  '<template><script>alert(1)</script></template>',
  '<code class="language-js" onclick="alert(1)">x</code>',
];

/** What would run: script-capable elements, event handler attributes, script or data addresses, inline styles. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<\s*([a-z0-9-]+)([^>]*)>/gi)) {
    const [, tag, attributes] = match as unknown as [string, string, string];
    if (/^(script|svg|math|iframe|object|embed|form|input|button|style|link|meta|base|body|details|video|audio|source|template|noscript|xss|isindex)$/i.test(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attribute of attributes.matchAll(/([a-z:-]+)\s*=\s*("([^"]*)"|'([^']*)'|[^\s>]+)/gi)) {
      const name = attribute[1]!.toLowerCase();
      const value = (attribute[3] ?? attribute[4] ?? attribute[2] ?? '').replace(/&#x?[0-9a-f]+;?/gi, '').replace(/\s/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcset' || name === 'background' || name === 'srcdoc') found.push(`${tag}[${name}]`);
      if ((name === 'href' || name === 'src' || name === 'action' || name === 'xlink:href') && /^(javascript|vbscript|data):/.test(value)) found.push(`${tag}[${name}=${value}]`);
      if (tag.toLowerCase() === 'img' && name === 'src' && !/^(https:\/\/|\/(?![/\\]))/.test(value)) found.push(`img[src=${value}]`);
    }
  }
  return found;
}

describe('no XSS payload survives the sanitizer', () => {
  test.each(PAYLOADS.map((payload) => [payload]))('%s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(executableParts(clean)).toEqual([]);
    // And again: sanitizing the output changes nothing (no markup hidden in what was left).
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  test('the check itself sees what it looks for', () => {
    expect(executableParts('<img src=x onerror=alert(1)><a href="javascript:x">a</a><p style="x">p</p><svg>')).toEqual([
      'img[src=x]', 'img[onerror]', 'a[href=javascript:x]', 'p[style]', '<svg>',
    ]);
  });

  test('safe pictures stay: https and this site\'s own paths; relative ones go', () => {
    expect(sanitizeRichText('<img src="https://cdn.example.org/a.png" alt="a">')).toBe('<img src="https://cdn.example.org/a.png" alt="a" />');
    expect(sanitizeRichText('<img src="/api/media/1/content">')).toBe('<img src="/api/media/1/content" />');
    expect(sanitizeRichText('<img src="a.png"><img src="../a.png">')).toBe('');
  });
});
