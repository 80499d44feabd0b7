import { useMemo } from 'react';
import { sanitizeHtml } from '@halaqa/ui/pages';

/**
 * A short piece of rich text inside a line (an option's text, a prompt):
 * sanitized as the shared RichText is, as a span, so it can sit in a label.
 */
export function InlineHtml({ html, id }: { html: string; id?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <span id={id} dir="auto" className="inline-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The text of some HTML (for announcements and select options). */
export function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
