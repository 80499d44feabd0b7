import type { FontFamily, OrganizationProfile } from '@halaqa/contracts';

/** @font-face rules for the organization's fonts of every language. */
export function fontFaceCss(fonts: OrganizationProfile['fonts']): string {
  const families = Object.values(fonts).filter((f): f is FontFamily => Boolean(f));
  return families
    .flatMap((family) => family.styles.map((style) =>
      `@font-face{font-family:"${family.name}";font-weight:${style.weight};font-style:normal;font-display:swap;src:url("${style.url}") format("woff2");}`))
    .join('\n');
}


