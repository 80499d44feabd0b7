import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus to the first invalid control of a form (in document order),
 * so a keyboard or screen reader user lands on what needs fixing.
 * Returns whether one was found.
 */
export function focusFirstError(root: ParentNode | null | undefined): boolean {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  // A group (fieldset) is not focusable itself: focus its first control.
  const focusable = target.matches('input, select, textarea, button') ? target : target.querySelector<HTMLElement>('input, select, textarea, button');
  (focusable ?? target).focus();
  return true;
}

/**
 * After each submit attempt has settled (validation done, server answered),
 * focuses the first invalid control once. Works with any form library: pass
 * its submit counter and whether it is still busy.
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, submitCount: number, busy: boolean) {
  const handled = useRef(0);
  useEffect(() => {
    if (busy || submitCount <= handled.current) return;
    handled.current = submitCount;
    focusFirstError(form.current);
  });
}
