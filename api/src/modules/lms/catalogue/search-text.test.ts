import { prefixTsQuery } from './search-text';

describe('prefixTsQuery', () => {
  it('prefix-matches every word', () => {
    expect(prefixTsQuery('  Web  develop ')).toBe("'web':* & 'develop':*");
  });

  it('keeps Arabic words with their vowel signs', () => {
    expect(prefixTsQuery('القيادة بُعد')).toBe("'القيادة':* & 'بُعد':*");
  });

  it('drops tsquery syntax and quotes from user input', () => {
    expect(prefixTsQuery("a' | b:* & !c <-> (d)")).toBe("'a':* & 'b':* & 'c':* & 'd':*");
  });

  it('answers null when nothing searchable is left', () => {
    expect(prefixTsQuery("  !!! ' & | ")).toBeNull();
    expect(prefixTsQuery('')).toBeNull();
  });

  it('lists a repeated word once', () => {
    expect(prefixTsQuery('data Data DATA')).toBe("'data':*");
  });
});
