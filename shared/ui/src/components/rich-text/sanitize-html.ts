/** Elements that never belong in a body of rich text: they run code, restyle the page or send data. */
const REMOVED = 'script, style, iframe, frame, frameset, object, embed, applet, link, meta, base, form, input, button, textarea, select, template, noscript';
/** Attributes holding an address: only http(s), mailto, tel, relative and fragment ones are kept. */
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^a-z]*$|[^:]*(?:[/?#]|$))/i;

/**
 * Rich text the server has already sanitized, cleaned once more where it is
 * shown (defence in depth: a row written before the server's sanitizer, a
 * bug there): no scripts or embedded documents, no event handlers, no
 * javascript: or data: addresses; links that open a new tab cannot reach back.
 */
export function sanitizeHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  document.body.querySelectorAll(REMOVED).forEach((element) => element.remove());
  document.body.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      // Control characters and spaces are ignored by browsers inside a scheme ("java\tscript:").
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      const address = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      if (lower.startsWith('on') || lower === 'srcdoc' || lower === 'style' && /expression|url\s*\(/i.test(value)) element.removeAttribute(name);
      else if (URL_ATTRIBUTES.includes(lower) && !SAFE_URL.test(address)) element.removeAttribute(name);
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
  });
  return document.body.innerHTML;
}
