import { SITE_START_ELEMENT_ID, type SiteStart } from '@halaqa/contracts';

/**
 * The organization, manifest and visitor's permissions the server embedded in
 * the page, when they are for this host's organization; null otherwise (the shell then asks the
 * API, as on a page not served by the API, e.g. a development server).
 */
export function embeddedSiteStart(doc: Document, domainPrefix: string): SiteStart | null {
  const element = doc.getElementById(SITE_START_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const start = JSON.parse(element.textContent) as SiteStart;
    if (start.organization?.domainPrefix !== domainPrefix || !Array.isArray(start.manifest?.remotes)) return null;
    // A page written before the visitor's permissions were embedded, or when they could not be read: asked for as before.
    return Array.isArray(start.visitorPermissions?.permissions) ? start : { ...start, visitorPermissions: null };
  } catch {
    return null;
  }
}

/** The page's CSP nonce (on the embedded data's element): styled-components' style tags must carry it. */
export function pageNonce(doc: Document): string | undefined {
  return doc.getElementById(SITE_START_ELEMENT_ID)?.nonce || undefined;
}
