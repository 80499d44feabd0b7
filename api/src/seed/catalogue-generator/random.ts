import { seededRandom as seededSource } from '../../core/random';

/**
 * A small seeded random source (mulberry32): the same seed gives the same
 * catalogue, so benchmark runs compare like with like.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  const next = seededSource(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (!items.length) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}

/**
 * Draws indexes 0..weights.length-1 with probability proportional to their
 * weight (cumulative sums, binary search).
 */
export function weightedSampler(weights: readonly number[], random: Random): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += Math.max(0, weight);
    cumulative.push(total);
  }
  if (total <= 0) throw new Error('weightedSampler needs a positive weight');
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

/** Zipf-like popularity: a few items are chosen often, most rarely (rank 1 weighs most). */
export function zipfWeights(count: number, exponent: number, random: Random): number[] {
  const ranks = Array.from({ length: count }, (_, index) => index + 1);
  // Shuffle so that popularity does not follow insertion order.
  for (let i = ranks.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
  }
  return ranks.map((rank) => 1 / rank ** exponent);
}
