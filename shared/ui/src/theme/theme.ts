import { directionOf, type Language, type OrganizationProfile } from '@halaqa/contracts';
import { themeColors, type ColorMode, type ThemeColors } from '@halaqa/contracts/src/theme/theme-colors';
import { fontStack } from '@halaqa/contracts/src/theme/font-faces';

export type { ColorMode };

export interface HalaqaTheme {
  mode: ColorMode;
  direction: 'ltr' | 'rtl';
  language: Language;
  /** Every colour a component uses (ThemeColors: each meets WCAG AA in both modes). */
  colors: ThemeColors;
  font: string;
  layout: { appBarHeight: number; drawerWidth: number; railWidth: number; mobileDrawerWidth: number; notificationPanelWidth: number };
  radius: number;
}

export function createTheme(org: Pick<OrganizationProfile, 'colors' | 'fonts'>, language: Language, mode: ColorMode = 'light'): HalaqaTheme {
  return {
    mode,
    direction: directionOf(language),
    language,
    colors: themeColors(org, mode),
    font: fontStack(org.fonts[language]),
    layout: { appBarHeight: 60, drawerWidth: 256, railWidth: 56, mobileDrawerWidth: 455, notificationPanelWidth: 350 },
    radius: 8,
  };
}
