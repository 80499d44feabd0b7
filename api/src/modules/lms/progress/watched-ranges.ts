/** Seconds of a video or audio, [from, to] with from < to. */
export type WatchedRange = [number, number];

/**
 * The union of watched ranges as sorted, disjoint ranges. Ranges that touch
 * ([0, 10] and [10, 20]) join. Merging is idempotent and order-free, so a
 * replayed or reordered playback report changes nothing.
 */
export function mergeWatchedRanges(...lists: ReadonlyArray<readonly WatchedRange[]>): WatchedRange[] {
  const all = lists.flat().filter(([from, to]) => Number.isFinite(from) && Number.isFinite(to) && from < to)
    .map(([from, to]): WatchedRange => [from, to])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: WatchedRange[] = [];
  for (const [from, to] of all) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** Seconds covered by the ranges within [0, durationSeconds] (the end may run past the length by rounding). */
export function watchedSecondsOf(ranges: readonly WatchedRange[], durationSeconds: number | null): number {
  const end = durationSeconds ?? Number.POSITIVE_INFINITY;
  let total = 0;
  for (const [from, to] of mergeWatchedRanges(ranges)) total += Math.max(0, Math.min(to, end) - Math.max(from, 0));
  return Math.round(total * 1000) / 1000;
}

/** A video or audio is complete once its watched ranges cover 90% of its length (an unknown length never completes). */
const WATCHED_SHARE_TO_COMPLETE = 0.9;

export function isWatchedEnough(ranges: readonly WatchedRange[], durationSeconds: number | null): boolean {
  if (durationSeconds === null || durationSeconds <= 0) return false;
  return watchedSecondsOf(ranges, durationSeconds) >= WATCHED_SHARE_TO_COMPLETE * durationSeconds;
}
