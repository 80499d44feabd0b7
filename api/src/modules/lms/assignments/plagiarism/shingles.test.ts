import { shinglesOf, similarity, wordsOf } from './shingles';

describe('shingled similarity', () => {
  test('words ignore case, punctuation and tags, and keep Arabic', () => {
    expect(wordsOf('<p>Hello, <b>World</b>!</p> مرحبا بالعالم')).toEqual(['hello', 'world', 'مرحبا', 'بالعالم']);
  });
  test('shingles overlap by one word', () => {
    expect(shinglesOf(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a b c d e', 'b c d e f']);
  });
  test('a copy scores 1 with the whole text as its passage', () => {
    const text = 'the quick brown fox jumps over the lazy dog today';
    expect(similarity(text, `<p>${text.toUpperCase()}</p>`)).toEqual({ containment: 1, passages: [text] });
  });
  test('different texts score 0; texts shorter than a shingle too', () => {
    expect(similarity('one two three four five six', 'seven eight nine ten eleven twelve').containment).toBe(0);
    expect(similarity('too short', 'too short')).toEqual({ containment: 0, passages: [] });
  });
  test('a copied paragraph inside new words is found as its passage', () => {
    const copied = 'water boils at one hundred degrees at sea level';
    const result = similarity(`my own opening words here ${copied} and my own closing words`, `intro ${copied} outro`);
    expect(result.passages).toEqual([copied]);
    expect(result.containment).toBeGreaterThan(0.2);
    expect(result.containment).toBeLessThan(1);
  });
});
