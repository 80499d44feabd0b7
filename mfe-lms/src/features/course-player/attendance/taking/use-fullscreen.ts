import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The Fullscreen API on one element (the attendance panel on a projector).
 * `supported` is false where the browser has no full screen (or forbids it
 * in a frame): the toggle is then not offered at all.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    // Escape leaves full screen without our button: follow the document, not our own calls.
    const follow = () => setActive(ref.current !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [ref]);
  const toggle = useCallback(() => {
    // A refusal (no user gesture, a policy) leaves the panel as it is: nothing to tell.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen().catch(() => undefined);
  }, [ref]);
  return { supported: document.fullscreenEnabled === true, active, toggle };
}
