import { useEffect, useState } from 'react';
import { SEARCH_PAUSE_MS } from '@halaqa/contracts';

/**
 * Spec section 5: search text is trimmed and applied after a 500 ms pause;
 * clearing applies at once. `applyNow` (Enter) skips the pause.
 */
export function useAppliedSearch(text: string): { applied: string; applyNow(): void } {
  const trimmed = text.trim();
  const [applied, setApplied] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setApplied(trimmed), trimmed ? SEARCH_PAUSE_MS : 0);
    return () => clearTimeout(timer);
  }, [trimmed]);
  return { applied: trimmed ? applied : '', applyNow: () => setApplied(trimmed) };
}
