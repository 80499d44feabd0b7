import { primaryColor, secondaryColor, type OrganizationProfile } from '../organization';
import { CONTROL_CONTRAST, legibleOn, normalHex, raisedOn, readableOn } from './contrast';

/** Light or dark: the system's setting until the member picks one (@halaqa/ui color-scheme.ts). */
export type ColorMode = 'light' | 'dark';

/**
 * Every colour a component uses. A colour named `onX` is the text on `X` as
 * a background; `xText` is `x` as text, icons or a control's outline on the
 * page's surfaces. All of them meet WCAG AA in both modes, whatever colours
 * the organization chose (contrast.ts; @halaqa/ui theme.test.ts sweeps the
 * colour space). Shared by the UI's theme and the first screen the API
 * writes into a page, so both paint the same colours.
 */
export interface ThemeColors {
  primary: string;
  onPrimary: string;
  /** A tab, button or field raised on the primary colour (hover, current, the app bar search): onPrimary reads on it. */
  primaryRaised: string;
  primaryText: string;
  secondary: string;
  onSecondary: string;
  secondaryText: string;
  surface: string;
  background: string;
  text: string;
  muted: string;
  border: string;
  /** The edge of an input or a checkbox: 3:1 on the surfaces (WCAG 1.4.11). */
  controlBorder: string;
  success: string;
  onSuccess: string;
  error: string;
  onError: string;
  /** Behind an error message. */
  errorSurface: string;
  warning: string;
  onWarning: string;
  info: string;
  onInfo: string;
  /** Stars of a rating: 3:1 on the surfaces. */
  rating: string;
}

/** The neutral colours and the status colours of each mode, before they are checked against the surfaces. */
const PALETTES = {
  light: {
    surface: '#ffffff', background: '#f6f7f9', text: '#1c2128', muted: '#57606a', border: '#d0d7de', controlBorder: '#6e7781',
    success: '#1a7f37', error: '#cf222e', errorSurface: '#fff5f5', warning: '#9a6700', info: '#0969da', rating: '#b7880f',
  },
  dark: {
    surface: '#161b22', background: '#0d1117', text: '#e6edf3', muted: '#9198a1', border: '#30363d', controlBorder: '#7d8590',
    success: '#3fb950', error: '#f85149', errorSurface: '#2d1416', warning: '#d29922', info: '#58a6ff', rating: '#e3b341',
  },
} as const;

/** The organization's colours and the mode's palette, each made to meet AA where it is used. */
export function themeColors(org: Pick<OrganizationProfile, 'colors'>, mode: ColorMode): ThemeColors {
  const palette = PALETTES[mode];
  const primary = normalHex(primaryColor(org), '#ffffff');
  const secondary = normalHex(secondaryColor(org), '#ffffff');
  const surfaces = [palette.surface, palette.background];
  /** A colour as text on the page's surfaces, and the text to write on it as a background. */
  const status = (color: string, ...backgrounds: string[]) => {
    const text = legibleOn(color, [...surfaces, ...backgrounds]);
    return [text, readableOn(text)] as const;
  };
  const [success, onSuccess] = status(palette.success);
  const [error, onError] = status(palette.error, palette.errorSurface);
  const [warning, onWarning] = status(palette.warning);
  const [info, onInfo] = status(palette.info);
  return {
    primary,
    onPrimary: readableOn(primary),
    primaryRaised: raisedOn(primary, readableOn(primary)),
    primaryText: legibleOn(primary, surfaces),
    secondary,
    onSecondary: readableOn(secondary),
    secondaryText: legibleOn(secondary, surfaces),
    surface: palette.surface,
    background: palette.background,
    text: legibleOn(palette.text, surfaces),
    muted: legibleOn(palette.muted, surfaces),
    border: palette.border,
    controlBorder: legibleOn(palette.controlBorder, surfaces, CONTROL_CONTRAST),
    success,
    onSuccess,
    error,
    onError,
    errorSurface: palette.errorSurface,
    warning,
    onWarning,
    info,
    onInfo,
    rating: legibleOn(palette.rating, surfaces, CONTROL_CONTRAST),
  };
}
