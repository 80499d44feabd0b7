import { useEffect, useRef } from 'react';

/**
 * Calls `onEnd` when the element comes into view (the end of a list): the
 * next page loads before the member reaches the "Load more" button, which
 * stays for keyboards and browsers without IntersectionObserver.
 */
export function useEndInView<T extends Element>(onEnd: () => void, active: boolean) {
  const sentinel = useRef<T>(null);
  const latest = useRef(onEnd);
  latest.current = onEnd;
  useEffect(() => {
    const node = sentinel.current;
    if (!active || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return sentinel;
}
