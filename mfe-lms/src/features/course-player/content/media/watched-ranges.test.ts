import { addRange, PlayedRanges } from './watched-ranges';

describe('watched ranges', () => {
  it('merges overlapping and touching ranges, keeps apart ones', () => {
    expect(addRange([[0, 10], [20, 30]], 9, 21)).toEqual([[0, 30]]);
    expect(addRange([[0, 10]], 11, 15)).toEqual([[0, 15]]);
    expect(addRange([[0, 10]], 40, 50)).toEqual([[0, 10], [40, 50]]);
    expect(addRange([], 5, 5)).toEqual([]);
  });

  it('follows playing ticks, starts over after a seek, and hands over what it took once', () => {
    const played = new PlayedRanges();
    [0, 0.25, 0.5, 1, 2, 3].forEach((time) => played.tick(time));
    played.break();
    [60, 61, 62].forEach((time) => played.tick(time));
    expect(played.take()).toEqual([[0, 3], [60, 62]]);
    expect(played.take()).toEqual([]);
  });

  it('does not count a jump forward between two ticks as watched', () => {
    const played = new PlayedRanges();
    [0, 1, 30, 31].forEach((time) => played.tick(time));
    expect(played.take()).toEqual([[0, 1], [30, 31]]);
  });
});
