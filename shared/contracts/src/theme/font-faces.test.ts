import type { FontFamily } from '../organization';
import { fallbackFaceCss, fontFaceCss, fontStack } from './font-faces';

const inter: FontFamily = {
  name: 'Inter',
  isGoogleFont: true,
  styles: [{ weight: 400, url: '/assets/fonts/inter/inter-latin-400-normal.woff2' }],
  fallback: { local: ['Arial', 'Liberation Sans'], sizeAdjust: 107.49, ascentOverride: 90.13, descentOverride: 22.44, lineGapOverride: 0 },
};

describe('font faces', () => {
  it('declares the web font with swap and a fallback face sized like it', () => {
    const css = fontFaceCss({ en: inter });
    expect(css).toContain('@font-face{font-family:"Inter";font-weight:400;font-style:normal;font-display:swap;src:url("/assets/fonts/inter/inter-latin-400-normal.woff2") format("woff2");}');
    expect(css).toContain('@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans");size-adjust:107.49%;ascent-override:90.13%;descent-override:22.44%;line-gap-override:0%;}');
  });

  it('puts the fallback right after the web font in the stack', () => {
    expect(fontStack(inter)).toMatch(/^"Inter", "Inter Fallback", /);
    expect(fontStack({ ...inter, fallback: undefined })).toMatch(/^"Inter", [^"]/);
  });

  it('keeps a font name from ending the rule', () => {
    const css = fontFaceCss({ en: { ...inter, name: 'Evil";}body{color:red', fallback: undefined } });
    expect(css).toContain('font-family:"Evil;}body{color:red"');
  });
});

test('the fallback faces alone name no font file', () => {
  const css = fallbackFaceCss({ en: inter });
  expect(css).toContain('font-family:"Inter Fallback";src:local(');
  expect(css).not.toContain('url(');
});
