import {
  directionOf, primaryColor, secondaryColor,
  type FontFamily, type Language, type OrganizationProfile,
} from '@halaqa/contracts';

export interface HalaqaTheme {
  direction: 'ltr' | 'rtl';
  language: Language;
  colors: {
    primary: string;
    onPrimary: string;
    secondary: string;
    onSecondary: string;
    surface: string;
    background: string;
    text: string;
    muted: string;
    border: string;
    success: string;
    error: string;
    warning: string;
    info: string;
  };
  font: string;
  layout: { appBarHeight: number; drawerWidth: number; railWidth: number; mobileDrawerWidth: number };
  radius: number;
}

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif';

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return '#111111';
  const value = parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.4 ? '#111111' : '#ffffff';
}

export function fontStack(family: FontFamily | undefined): string {
  return family ? `"${family.name}", ${SYSTEM_FONTS}` : SYSTEM_FONTS;
}

export function createTheme(org: Pick<OrganizationProfile, 'colors' | 'fonts'>, language: Language): HalaqaTheme {
  const primary = primaryColor(org);
  const secondary = secondaryColor(org);
  return {
    direction: directionOf(language),
    language,
    colors: {
      primary,
      onPrimary: readableOn(primary),
      secondary,
      onSecondary: readableOn(secondary),
      surface: '#ffffff',
      background: '#f6f7f9',
      text: '#1c2128',
      muted: '#57606a',
      border: '#d0d7de',
      success: '#1a7f37',
      error: '#cf222e',
      warning: '#bc4c00',
      info: '#0969da',
    },
    font: fontStack(org.fonts[language]),
    layout: { appBarHeight: 60, drawerWidth: 256, railWidth: 56, mobileDrawerWidth: 455 },
    radius: 8,
  };
}
