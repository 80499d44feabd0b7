export type Range = [from: number, to: number];

/** Played stretches closer than this (seconds) are one: timeupdate fires about every 250 ms. */
const JOIN_GAP = 1.5;

/** `ranges` with [from, to] added, sorted, overlapping and touching ranges merged. */
export function addRange(ranges: readonly Range[], from: number, to: number): Range[] {
  if (!(to > from)) return [...ranges];
  const all = [...ranges, [from, to] as Range].sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const [start, end] of all) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1] + JOIN_GAP) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Follows what is actually played: each timeupdate that moved forward by
 * little since the last one extends the played stretch; a seek (or a jump)
 * starts a new one. `take` hands over what was played since the last take.
 */
export class PlayedRanges {
  private ranges: Range[] = [];
  private last: number | null = null;

  /** The player is at `time` while playing. */
  tick(time: number): void {
    if (this.last !== null && time >= this.last && time - this.last <= JOIN_GAP * 2) this.ranges = addRange(this.ranges, this.last, time);
    this.last = time;
  }

  /** A seek or a pause: the next tick starts a new stretch. */
  break(): void {
    this.last = null;
  }

  /** What was played since the last take, rounded to whole tenths (the API bounds them by the duration), and forgets it. */
  take(): Range[] {
    const taken = this.ranges.map(([from, to]): Range => [Math.floor(from * 10) / 10, Math.ceil(to * 10) / 10]);
    this.ranges = [];
    return taken;
  }
}
