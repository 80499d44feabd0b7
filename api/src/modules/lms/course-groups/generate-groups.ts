/**
 * Random groups of a given size (docs/design/course-work-api.md "Course
 * groups"). Pure; the random source is passed in so tests are repeatable.
 * Students are shuffled (Fisher-Yates) and dealt into ceil(n / size) groups
 * round-robin, so group sizes differ by at most one and nobody is left alone
 * when the count does not divide: every student lands in exactly one group.
 */
export type RandomSource = () => number;

export function generateGroups(studentIds: readonly number[], size: number, random: RandomSource): number[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('group size must be a positive integer');
  const shuffled = [...new Set(studentIds)];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  const count = Math.ceil(shuffled.length / size);
  const groups: number[][] = Array.from({ length: count }, () => []);
  shuffled.forEach((studentId, index) => groups[index % count]!.push(studentId));
  return groups;
}

/** A small seeded generator (mulberry32) for tests and the seed. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
