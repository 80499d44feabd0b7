import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { createTheme, readableOn } from './theme';

describe('createTheme', () => {
  it('takes the first colour as primary and the second as secondary', () => {
    const theme = createTheme(organizationFixture({ colors: ['#0f766e', '#b45309'] }), 'en');
    expect(theme.colors.primary).toBe('#0f766e');
    expect(theme.colors.secondary).toBe('#b45309');
  });

  it('defaults missing colours to white', () => {
    const theme = createTheme(organizationFixture({ colors: [] }), 'en');
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

  it('picks readable text colours', () => {
    expect(readableOn('#1f6feb')).toBe('#ffffff');
    expect(readableOn('#ffffff')).toBe('#111111');
  });
});
