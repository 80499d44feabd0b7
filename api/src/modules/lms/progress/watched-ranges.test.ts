import { isWatchedEnough, mergeWatchedRanges, watchedSecondsOf } from './watched-ranges';

test('merges overlapping and touching ranges, sorted', () => {
  expect(mergeWatchedRanges([[30, 40], [0, 10]], [[5, 20], [20, 25], [50, 60]])).toEqual([[0, 25], [30, 40], [50, 60]]);
});

test('idempotent and order-free', () => {
  const once = mergeWatchedRanges([[0, 10], [20, 30]]);
  expect(mergeWatchedRanges(once, [[0, 10], [20, 30]])).toEqual(once);
  expect(mergeWatchedRanges([[20, 30]], [[0, 10]])).toEqual(mergeWatchedRanges([[0, 10]], [[20, 30]]));
});

test('drops empty and backwards ranges', () => {
  expect(mergeWatchedRanges([[5, 5], [9, 3], [1, 2]])).toEqual([[1, 2]]);
});

test('contained ranges do not shrink the outer one', () => {
  expect(mergeWatchedRanges([[0, 100]], [[10, 20]])).toEqual([[0, 100]]);
});

test('watched seconds count within the length only', () => {
  expect(watchedSecondsOf([[0, 10], [5, 15]], 100)).toBe(15);
  expect(watchedSecondsOf([[90, 102]], 100)).toBe(10);
  expect(watchedSecondsOf([[0, 10]], null)).toBe(10);
});

test('90% of the length completes; an unknown length never does', () => {
  expect(isWatchedEnough([[0, 89]], 100)).toBe(false);
  expect(isWatchedEnough([[0, 50], [55, 95]], 100)).toBe(true);
  expect(isWatchedEnough([[0, 90]], 100)).toBe(true);
  expect(isWatchedEnough([[0, 90]], null)).toBe(false);
  expect(isWatchedEnough([[0, 90]], 0)).toBe(false);
});
