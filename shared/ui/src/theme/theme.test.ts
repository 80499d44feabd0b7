import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { contrastRatio, legibleOn, readableOn } from '@halaqa/contracts/src/theme/contrast';
import { createTheme, type ColorMode, type HalaqaTheme } from './theme';

const MODES: readonly ColorMode[] = ['light', 'dark'];

describe('createTheme', () => {
  it('takes the first colour as primary and the second as secondary', () => {
    const theme = createTheme(organizationFixture({ colors: ['#0f766e', '#b45309'] }), 'en');
    expect(theme.colors.primary).toBe('#0f766e');
    expect(theme.colors.secondary).toBe('#b45309');
  });

  it('defaults missing or broken colours to white', () => {
    const theme = createTheme(organizationFixture({ colors: ['not a colour'] }), 'en');
    expect(theme.colors.primary).toBe('#ffffff');
    expect(theme.colors.secondary).toBe('#ffffff');
    expect(theme.colors.onPrimary).toBe('#111111');
  });

  it('uses the font of the language and the direction', () => {
    const org = organizationFixture({
      fonts: {
        en: { name: 'Inter', isGoogleFont: false, styles: [] },
        ar: { name: 'Cairo', isGoogleFont: false, styles: [] },
      },
    });
    expect(createTheme(org, 'en').font).toMatch(/^"Inter"/);
    expect(createTheme(org, 'ar').font).toMatch(/^"Cairo"/);
    expect(createTheme(org, 'ar').direction).toBe('rtl');
    expect(createTheme(org, 'en').direction).toBe('ltr');
  });

  it("keeps white on a brand colour that carries it, and writes dark text on demo's orange (white read 2.5:1)", () => {
    expect(readableOn('#1f6feb')).toBe('#ffffff');
    expect(readableOn('#ffffff')).toBe('#111111');
    const demo = createTheme(organizationFixture({ colors: ['#1f6feb', '#f0883e'] }), 'en');
    expect(demo.colors.onSecondary).not.toBe('#ffffff');
    expect(contrastRatio(demo.colors.onSecondary, '#f0883e')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a brand colour as text where it reads, and darkens (light) or lightens (dark) it only as far as needed', () => {
    expect(legibleOn('#0f766e', ['#ffffff', '#f6f7f9'])).toBe('#0f766e');
    const darker = legibleOn('#f0883e', ['#ffffff', '#f6f7f9']);
    expect(contrastRatio(darker, '#f6f7f9')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, '#f6f7f9')).toBeLessThan(5.2);
    const lighter = legibleOn('#0f766e', ['#161b22', '#0d1117']);
    expect(contrastRatio(lighter, '#161b22')).toBeGreaterThanOrEqual(4.5);
  });
});

/** Every 51st step of each channel (216 colours), with shorthand and mid-tones between. */
const SWEEP: string[] = [];
for (let red = 0; red <= 255; red += 51) {
  for (let green = 0; green <= 255; green += 51) {
    for (let blue = 0; blue <= 255; blue += 51) SWEEP.push(`#${[red, green, blue].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
  }
}
SWEEP.push('#f0883e', '#1f6feb', '#0f766e', '#b45309', '#777', '#808080', '#767676', '#ffff00', '#00ffff', '#ff00ff', '#0a0', '#fe8');

/** Each pair a theme promises: [what, foreground, background, ratio]. */
function promises(theme: HalaqaTheme): Array<[string, string, string, number]> {
  const c = theme.colors;
  const onSurfaces = (name: string, color: string, ratio: number): Array<[string, string, string, number]> =>
    [[`${name} on surface`, color, c.surface, ratio], [`${name} on background`, color, c.background, ratio]];
  return [
    ['onPrimary on primary', c.onPrimary, c.primary, 4.5],
    ['onPrimary on primaryRaised', c.onPrimary, c.primaryRaised, 4.5],
    ['onSecondary on secondary', c.onSecondary, c.secondary, 4.5],
    ...onSurfaces('primaryText', c.primaryText, 4.5),
    ...onSurfaces('secondaryText', c.secondaryText, 4.5),
    ...onSurfaces('text', c.text, 4.5),
    ...onSurfaces('muted', c.muted, 4.5),
    ...onSurfaces('success', c.success, 4.5),
    ...onSurfaces('error', c.error, 4.5),
    ...onSurfaces('warning', c.warning, 4.5),
    ...onSurfaces('info', c.info, 4.5),
    ['error on its surface', c.error, c.errorSurface, 4.5],
    ['onSuccess', c.onSuccess, c.success, 4.5],
    ['onError', c.onError, c.error, 4.5],
    ['onWarning', c.onWarning, c.warning, 4.5],
    ['onInfo', c.onInfo, c.info, 4.5],
    ...onSurfaces('controlBorder', c.controlBorder, 3),
    ...onSurfaces('rating', c.rating, 3),
  ];
}

describe.each(MODES)('every colour an organization may choose reads at WCAG AA (%s)', (mode) => {
  it(`holds for ${SWEEP.length} primary colours, each with ${SWEEP.length} secondaries sampled`, () => {
    const failures: string[] = [];
    SWEEP.forEach((primary, index) => {
      // Each primary meets a different secondary, so every colour is tried in both places.
      const secondary = SWEEP[(index * 37) % SWEEP.length]!;
      const theme = createTheme(organizationFixture({ colors: [primary, secondary] }), 'en', mode);
      for (const [what, foreground, background, ratio] of promises(theme)) {
        const measured = contrastRatio(foreground, background);
        if (measured < ratio) failures.push(`${primary}/${secondary}: ${what} ${foreground} on ${background} = ${measured.toFixed(2)}`);
      }
    });
    expect(failures).toEqual([]);
  });
});
