import type { OrganizationProfile } from '@halaqa/contracts';
import { fontFaceCss } from '@halaqa/ui';

/** The organization's fonts and icon in the document head (the style with the page's CSP nonce). */
export function applyOrganizationHead(organization: OrganizationProfile, doc: Document = document, nonce?: string) {
  const style = doc.createElement('style');
  if (nonce) style.nonce = nonce;
  style.dataset.halaqa = 'fonts';
  style.textContent = fontFaceCss(organization.fonts);
  doc.head.appendChild(style);
  if (organization.iconUrl) {
    const icon = doc.querySelector<HTMLLinkElement>('link[rel=icon]') ?? doc.head.appendChild(doc.createElement('link'));
    icon.rel = 'icon';
    icon.href = organization.iconUrl;
  }
  const theme = doc.createElement('meta');
  theme.name = 'theme-color';
  theme.content = organization.colors[0] ?? '#ffffff';
  doc.head.appendChild(theme);
}
