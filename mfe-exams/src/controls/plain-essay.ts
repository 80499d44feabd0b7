/**
 * What a member typed in the plain field, as the HTML the editor and the
 * server keep: blank lines part paragraphs, single line breaks stay breaks.
 */
export function paragraphsOf(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return escaped.split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The words of saved HTML, for the plain field when the editor cannot load (offline): paragraphs become blank lines. */
export function textOf(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p>/gi, '</p>\n\n<p>'), 'text/html');
  return document.body.textContent ?? '';
}
