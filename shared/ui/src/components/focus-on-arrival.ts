import { useLayoutEffect, type RefObject } from 'react';

/** Where someone is typing: never taken away from them. */
function isEditing(element: Element | null): boolean {
  if (!element) return false;
  return element.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * Moves the focus to `target` (the page's heading) when the page appears,
 * so keyboard and screen reader users start at the top of what they came
 * to; unless they are typing somewhere already (the app bar's search).
 */
export function useFocusOnArrival(target: RefObject<HTMLElement | null>): void {
  // A layout effect: it runs again when a Suspense boundary shows the page after hiding it for a moment, which takes the focus away.
  useLayoutEffect(() => {
    if (isEditing(document.activeElement)) return;
    target.current?.focus();
  }, [target]);
}
