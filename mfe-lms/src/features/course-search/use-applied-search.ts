import { useEffect, useState } from 'react';
import { SEARCH_PAUSE_MS } from '@halaqa/contracts';

/**
 * The search text to act on: `text` trimmed, once it has stayed the same for
 * `pauseMs`; an emptied box applies at once.
 */
export function useAppliedSearch(text: string, pauseMs = SEARCH_PAUSE_MS): string {
  const trimmed = text.trim();
  const [applied, setApplied] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setApplied(trimmed), trimmed ? pauseMs : 0);
    return () => clearTimeout(timer);
  }, [trimmed, pauseMs]);
  return trimmed ? applied : '';
}
