const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A comment written in a plain text area, as the paragraphs the API keeps (each line one paragraph, escaped). */
export function plainTextToHtml(text: string): string {
  return text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
    .map((line) => `<p>${line.replace(/[&<>"']/g, (character) => ESCAPES[character]!)}</p>`).join('');
}

/** A comment's HTML back to lines of text, to edit it in the text area. */
export function htmlToPlainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.querySelectorAll('p, li, div')].filter((block) => !block.querySelector('p, li, div'));
  return blocks.length ? blocks.map((block) => block.textContent ?? '').join('\n') : body.textContent ?? '';
}
