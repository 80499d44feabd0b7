import type { FontFamily, OrganizationProfile } from '../organization';

/** A CSS string literal: an administrator's font name cannot end the rule. */
const cssString = (text: string) => `"${text.replace(/["\\\n\r]/g, '')}"`;

/** The family that stands in for `family` (a local font sized like it) until it has arrived. */
const fallbackFamilyName = (family: Pick<FontFamily, 'name'>) => `${family.name} Fallback`;

/** The organization's font families, one per language that has one. */
const familiesOf = (fonts: OrganizationProfile['fonts']) => Object.values(fonts).filter((f): f is FontFamily => Boolean(f));

function fallbackFace(family: FontFamily, name = fallbackFamilyName(family), glyphScale = 1): string[] {
  const fallback = family.fallback;
  if (!fallback) return [];
  const local = fallback.local.map((font) => `local(${cssString(font)})`).join(',');
  const scaled = (percent: number) => Math.round(percent * glyphScale * 100) / 100;
  return [`@font-face{font-family:${cssString(name)};src:${local};size-adjust:${fallback.sizeAdjust}%;`
    + `ascent-override:${scaled(fallback.ascentOverride)}%;descent-override:${scaled(fallback.descentOverride)}%;line-gap-override:${fallback.lineGapOverride}%;}`];
}

/** The fallback with glyph boxes a little taller than the web font's: for text whose line height is set, so its lines do not move. */
const tallFallbackName = (family: Pick<FontFamily, 'name'>) => `${family.name} Fallback Tall`;
const TALL_GLYPHS = 1.08;

/**
 * The fallback faces again, with taller glyph boxes: the server's written
 * first screen sets its largest texts (whose line height is set) in them, so
 * that the same text the app draws over it at the handover is no larger,
 * and so no later "largest paint" than what the visitor already saw
 * (decision 0019). Lines do not move: their height is the line height's.
 */
export function tallFallbackFaceCss(fonts: OrganizationProfile['fonts']): string {
  return familiesOf(fonts).flatMap((family) => fallbackFace(family, tallFallbackName(family), TALL_GLYPHS)).join('\n');
}

/** The font-family of a text set in the tall fallback (system fonts where the organization's font has no fallback). */
export function tallFallbackStack(family: FontFamily | undefined): string {
  return family?.fallback ? `${cssString(tallFallbackName(family))}, ${fontStack(family)}` : fontStack(family);
}

/**
 * Only the metric-compatible fallback faces: text set in them now takes the
 * room the web font will take, without asking for the font files yet (the
 * server's written first screen, whose picture goes first).
 */
export function fallbackFaceCss(fonts: OrganizationProfile['fonts']): string {
  return familiesOf(fonts).flatMap((family) => fallbackFace(family)).join('\n');
}

/** @font-face rules for the organization's fonts of every language, each with its metric-compatible fallback. */
export function fontFaceCss(fonts: OrganizationProfile['fonts']): string {
  return familiesOf(fonts)
    .flatMap((family) => [
      ...family.styles.map((style) =>
        `@font-face{font-family:${cssString(family.name)};font-weight:${style.weight};font-style:normal;font-display:swap;src:url("${encodeURI(style.url)}") format("woff2");${style.unicodeRange ? `unicode-range:${style.unicodeRange};` : ''}}`),
      ...fallbackFace(family),
    ])
    .join('\n');
}

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif';

/** The CSS font-family of a language: the organization's font, its metric-compatible fallback, then the system's. */
export function fontStack(family: FontFamily | undefined): string {
  if (!family) return SYSTEM_FONTS;
  const fallback = family.fallback ? `, ${cssString(fallbackFamilyName(family))}` : '';
  return `${cssString(family.name)}${fallback}, ${SYSTEM_FONTS}`;
}
