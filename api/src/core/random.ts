/**
 * Repeatable randomness: a source of numbers in [0, 1), a seeded one whose
 * sequence is the same on every platform (tests, the seed, an exam attempt's
 * draw that must not change between reads), and a Fisher-Yates shuffle.
 */
export type RandomSource = () => number;

/** mulberry32: small, uniform enough for shuffles and draws, stable across platforms. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A shuffled copy (Fisher-Yates) drawn from `random`. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
