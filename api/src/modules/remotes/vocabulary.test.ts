import { everyOf, MENU_ICONS } from './vocabulary';

describe('everyOf', () => {
  it('lists the words given', () => {
    expect(everyOf<'a' | 'b'>()('a', 'b')).toEqual(['a', 'b']);
    expect(MENU_ICONS).toContain('book');
  });

  it('fails the build when a word of the type is missing, or is not one', () => {
    // @ts-expect-error 'b' is missing
    everyOf<'a' | 'b'>()('a');
    // @ts-expect-error 'c' is not a word of the type
    everyOf<'a' | 'b'>()('a', 'b', 'c');
  });
});
