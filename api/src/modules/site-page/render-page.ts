import { directionOf, FIRST_SCREEN, SITE_START_ELEMENT_ID, type Language, type SiteStart } from '@halaqa/contracts';
import { escapeHtml, scriptSafeJson } from '../../core/html-text';
import type { WrittenScreen } from './first-screen/first-screen-html';

export interface PageParts {
  /** The answer's CSP nonce: every script and style of the page carries it. */
  nonce: string;
  language: Language;
  /** The organization and its manifest, for the shell to start with (null: it asks the API). */
  start: SiteStart | null;
  /** Scripts the page will need at once (the remote entry of the requested path): fetched in parallel with the shell. */
  preloadScripts: readonly string[];
  /** Pictures of the first screen (the organization's logo in the app bar). */
  preloadImages?: readonly string[];
  /** The first screen written by the server, shown until the app has drawn the page (null: the shell's "Loading…"). */
  firstScreen?: { screen: WrittenScreen; gateScript: string } | null;
}

/** `#root` as the template writes it (the production build drops the quotes). */
const ROOT_ELEMENT = /<div id=(?:"root"|'root'|root)>/;

/**
 * The shell's built `index.html` for one request: the language and direction
 * on `<html>`, the organization's name as the title, the nonce on every script
 * and style, preload hints, and the start data embedded.
 */
export function renderPage(template: string, parts: PageParts): string {
  const nonce = escapeHtml(parts.nonce);
  const written = parts.firstScreen ?? null;
  const lead = written?.screen.leadImage;
  const head = [
    // The written screen's largest picture first: nothing else on the page is drawn sooner.
    lead ? `<link rel="preload" as="image" href="${escapeHtml(lead.href)}"${lead.srcset ? ` imagesrcset="${escapeHtml(lead.srcset)}"` : ''}`
      + ` imagesizes="${escapeHtml(lead.sizes)}" fetchpriority="high" nonce="${nonce}">` : '',
    // Behind a written screen the code is not what the first paint waits for: the pictures and fonts go first.
    ...parts.preloadScripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}"${written ? ' fetchpriority="low"' : ''} nonce="${nonce}">`),
    ...(parts.preloadImages ?? []).map((href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" nonce="${nonce}">`),
    parts.start
      ? `<script id="${SITE_START_ELEMENT_ID}" type="application/json" nonce="${nonce}">${scriptSafeJson(parts.start)}</script>`
      : '',
    written ? `<style nonce="${nonce}">${written.screen.css.replace(/<\//g, '<\\/')}</style><script nonce="${nonce}">${written.gateScript}</script>` : '',
  ].join('');
  const name = parts.start ? (parts.language === 'ar' ? parts.start.organization.nameArabic : parts.start.organization.name) : null;
  return template
    .replace(/<html[^>]*>/, `<html lang="${parts.language}" dir="${directionOf(parts.language)}">`)
    .replace(/<title>[^<]*<\/title>/, (title) => (name ? `<title>${escapeHtml(name)}</title>` : title))
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`)
    .replace('</head>', () => `${head}</head>`)
    // The app draws into #root, kept hidden (the first screen's style) until it has drawn the page.
    .replace(ROOT_ELEMENT, (root) => (written ? `${written.screen.html}<div id="root" ${FIRST_SCREEN.rootWaits}>` : root));
}
