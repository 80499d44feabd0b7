/**
 * How many requests one key (a client address) may make in a sliding window,
 * per API process. A sliding-window counter: the previous fixed window's count
 * weighted by how much of it still overlaps the window, plus the current one.
 * Two numbers per key instead of a timestamp per request.
 *
 * In process memory, not the database: a problem report is not worth a write
 * before it is even looked at, and a limit that is per process (N processes
 * allow N times as much) is still a bound on what one address can make us log.
 */
export interface SlidingWindowLimiter {
  /** Counts one request of `key`; false when it is over the limit (and then it is not counted). */
  take(key: string, nowMs: number): boolean;
}

interface Counts {
  windowStart: number;
  current: number;
  previous: number;
}

export function createSlidingWindowLimiter({ limit, windowMs, maxKeys }: { limit: number; windowMs: number; maxKeys: number }): SlidingWindowLimiter {
  const byKey = new Map<string, Counts>();
  return {
    take(key, nowMs) {
      const windowStart = nowMs - (nowMs % windowMs);
      let counts = byKey.get(key);
      if (!counts || counts.windowStart < windowStart - windowMs) {
        counts = { windowStart, current: 0, previous: 0 };
      } else if (counts.windowStart < windowStart) {
        counts = { windowStart, current: 0, previous: counts.current };
      }
      // Re-inserted so the map's order is least recently seen first: the first key is the one to forget.
      byKey.delete(key);
      byKey.set(key, counts);
      if (byKey.size > maxKeys) byKey.delete(byKey.keys().next().value as string);
      const overlap = 1 - (nowMs - windowStart) / windowMs;
      if (counts.previous * overlap + counts.current >= limit) return false;
      counts.current += 1;
      return true;
    },
  };
}
