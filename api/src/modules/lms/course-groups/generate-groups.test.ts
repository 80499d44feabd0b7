import { seededRandom } from '../../../core/random';
import { generateGroups } from './generate-groups';

describe('generateGroups', () => {
  const students = Array.from({ length: 10 }, (_, index) => index + 1);

  test('every student in exactly one group, sizes within one of each other', () => {
    const groups = generateGroups(students, 3, seededRandom(1));
    expect(groups).toHaveLength(4);
    expect(groups.flat().sort((a, b) => a - b)).toEqual(students);
    const sizes = groups.map((group) => group.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  test('the same random source gives the same groups; another shuffles differently', () => {
    expect(generateGroups(students, 2, seededRandom(7))).toEqual(generateGroups(students, 2, seededRandom(7)));
    expect(generateGroups(students, 2, seededRandom(7))).not.toEqual(generateGroups(students, 2, seededRandom(8)));
  });

  test('a size at least the class makes one group; no students, no groups; duplicates count once', () => {
    expect(generateGroups(students, 50, seededRandom(1))).toHaveLength(1);
    expect(generateGroups([], 3, seededRandom(1))).toEqual([]);
    expect(generateGroups([1, 1, 2], 1, () => 0).flat().sort()).toEqual([1, 2]);
  });

  test('a size below one is refused', () => {
    expect(() => generateGroups(students, 0, Math.random)).toThrow(RangeError);
  });
});
