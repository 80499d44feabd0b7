import sanitizeHtml from 'sanitize-html';

/**
 * The one server-side gate for rich text that authors write and members read
 * (lesson bodies, course announcements): an allow-list, so whatever the editor
 * or a crafted request sends, only these tags and attributes are stored.
 * Scripts, event handlers, styles, frames, forms and `javascript:`/`data:`
 * addresses never survive; links open with rel="noopener noreferrer".
 */

const BLOCKS = ['p', 'br', 'hr', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'code', 'div', 'span'];
const INLINE = ['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small'];
const LISTS = ['ul', 'ol', 'li'];
const TABLES = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col'];

/** https, or a path from this site's root (not `//host`, which is another site). */
const isSafePictureAddress = (src: string | undefined) => Boolean(src) && (/^https:\/\//i.test(src!) || /^\/(?![/\\])/.test(src!));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCKS, ...INLINE, ...LISTS, ...TABLES, 'a', 'img'],
  allowedAttributes: {
    // Arabic and English are mixed in one text: direction and language per element.
    '*': ['dir', 'lang'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    code: ['class'],
  },
  // Syntax highlighting classes only.
  allowedClasses: { code: ['language-*'] },
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Pictures only from secure or same-site addresses: no http (mixed content), no data: (unbounded size, SVG scripts).
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags leave their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: 'noopener noreferrer',
        ...(attribs.target !== undefined ? { target: '_blank' } : {}),
      },
    }),
  },
  // A picture whose address was refused is dropped rather than left empty; so is one with a relative
  // address (`x`, `../y`), which would resolve against whatever page shows it: https or this site's root only.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafePictureAddress(frame.attribs.src),
};

/** The stored form of author-written rich text (HTML): only the allow-listed markup remains. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Optional rich text: null and undefined pass through unchanged. */
export function sanitizeOptionalRichText<T extends string | null | undefined>(html: T): T | string {
  return typeof html === 'string' ? sanitizeRichText(html) : html;
}
