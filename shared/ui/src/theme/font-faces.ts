import type { FontFamily, OrganizationProfile } from '@halaqa/contracts';

/** A CSS string literal: an administrator's font name cannot end the rule. */
export const cssString = (text: string) => `"${text.replace(/["\\\n\r]/g, '')}"`;

/** The family that stands in for `family` (a local font sized like it) until it has arrived. */
export const fallbackFamilyName = (family: Pick<FontFamily, 'name'>) => `${family.name} Fallback`;

function fallbackFace(family: FontFamily): string[] {
  const fallback = family.fallback;
  if (!fallback) return [];
  const local = fallback.local.map((name) => `local(${cssString(name)})`).join(',');
  return [`@font-face{font-family:${cssString(fallbackFamilyName(family))};src:${local};size-adjust:${fallback.sizeAdjust}%;`
    + `ascent-override:${fallback.ascentOverride}%;descent-override:${fallback.descentOverride}%;line-gap-override:${fallback.lineGapOverride}%;}`];
}

/** @font-face rules for the organization's fonts of every language, each with its metric-compatible fallback. */
export function fontFaceCss(fonts: OrganizationProfile['fonts']): string {
  const families = Object.values(fonts).filter((f): f is FontFamily => Boolean(f));
  return families
    .flatMap((family) => [
      ...family.styles.map((style) =>
        `@font-face{font-family:${cssString(family.name)};font-weight:${style.weight};font-style:normal;font-display:swap;src:url("${encodeURI(style.url)}") format("woff2");${style.unicodeRange ? `unicode-range:${style.unicodeRange};` : ''}}`),
      ...fallbackFace(family),
    ])
    .join('\n');
}
