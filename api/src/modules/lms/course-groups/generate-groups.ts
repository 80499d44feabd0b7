import { shuffled as shuffledBy, type RandomSource } from '../../../core/random';

/**
 * Random groups of a given size (docs/design/course-work-api.md "Course
 * groups"). Pure; the random source is passed in so tests are repeatable.
 * Students are shuffled (Fisher-Yates) and dealt into ceil(n / size) groups
 * round-robin, so group sizes differ by at most one and nobody is left alone
 * when the count does not divide: every student lands in exactly one group.
 */
export function generateGroups(studentIds: readonly number[], size: number, random: RandomSource): number[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('group size must be a positive integer');
  const shuffled = shuffledBy([...new Set(studentIds)], random);
  const count = Math.ceil(shuffled.length / size);
  const groups: number[][] = Array.from({ length: count }, () => []);
  shuffled.forEach((studentId, index) => groups[index % count]!.push(studentId));
  return groups;
}
