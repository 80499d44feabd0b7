import { useLayoutEffect, type RefObject } from 'react';

/**
 * Where the focus must stay: where someone is typing, and inside an open
 * modal dialog (a phone's outline drawer opened while the page was still
 * loading: its heading arriving late must not pull the focus out of it).
 */
function mustKeepFocus(element: Element | null): boolean {
  if (!element) return false;
  return element.matches('input, textarea, select, [contenteditable="true"]') || element.closest('[aria-modal="true"], dialog[open]') !== null;
}

/**
 * Moves the focus to `target` (the page's heading) when the page appears,
 * so keyboard and screen reader users start at the top of what they came
 * to; unless they are typing somewhere already (the app bar's search) or
 * are in a modal dialog.
 */
export function useFocusOnArrival(target: RefObject<HTMLElement | null>): void {
  // A layout effect: it runs again when a Suspense boundary shows the page after hiding it for a moment, which takes the focus away.
  useLayoutEffect(() => {
    if (mustKeepFocus(document.activeElement)) return;
    target.current?.focus();
  }, [target]);
}
