import { createElement, Fragment, type ReactNode } from 'react';
import { sanitizeHtml } from '@halaqa/ui/pages';

/** Where blank n goes in the stem's text. */
const MARKER = /\[\[(\d+)\]\]/g;
/** Attributes of rich text kept on the way to React (the sanitizer already dropped the dangerous ones). */
const KEPT = new Map([['href', 'href'], ['src', 'src'], ['alt', 'alt'], ['title', 'title'], ['dir', 'dir'], ['lang', 'lang'],
  ['target', 'target'], ['rel', 'rel'], ['colspan', 'colSpan'], ['rowspan', 'rowSpan'], ['class', 'className'], ['width', 'width'], ['height', 'height']]);
const VOID = new Set(['br', 'hr', 'img', 'wbr']);

/**
 * The stem of a fill-in-the-blanks question as React nodes: the rich text,
 * sanitized as RichText does, with `renderBlank(n)` in place of each `[[n]]`
 * found in its text (never inside a tag). Built as elements rather than
 * HTML so that the blanks' fields are ordinary parts of the page.
 */
export function stemWithBlanks(stem: string, renderBlank: (blank: number) => ReactNode): { nodes: ReactNode; blanks: number[] } {
  const document = new DOMParser().parseFromString(sanitizeHtml(stem), 'text/html');
  const blanks: number[] = [];
  let key = 0;
  const convert = (node: Node): ReactNode => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      const parts: ReactNode[] = [];
      let last = 0;
      for (const match of text.matchAll(MARKER)) {
        parts.push(text.slice(last, match.index));
        const blank = Number(match[1]);
        blanks.push(blank);
        parts.push(<Fragment key={`blank-${key++}`}>{renderBlank(blank)}</Fragment>);
        last = match.index! + match[0].length;
      }
      parts.push(text.slice(last));
      return parts.length === 1 ? parts[0] : <Fragment key={key++}>{parts}</Fragment>;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const props: Record<string, string | number> = { key: key++ };
    for (const { name, value } of [...element.attributes]) {
      const prop = KEPT.get(name.toLowerCase());
      if (prop) props[prop] = value;
    }
    return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...[...element.childNodes].map(convert));
  };
  const nodes = [...document.body.childNodes].map(convert);
  return { nodes, blanks };
}
