import en from './en.json';
import ar from './ar.json';
import actionsEn from './actions.en.json';
import actionsAr from './actions.ar.json';

type Texts = { [key: string]: string | Texts };

/** Every key, with plural suffixes folded (Arabic has six forms where English has two). */
function keysOf(texts: Texts, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') keys.add(`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`);
    else for (const inner of keysOf(value, `${prefix}${key}.`)) keys.add(inner);
  }
  return keys;
}
const leaves = (texts: Texts, prefix = ''): Array<[string, string]> => Object.entries(texts).flatMap(([key, value]) =>
  typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`));
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];

describe.each([
  ['pages', en as Texts, ar as Texts],
  ['slot fillers', actionsEn as Texts, actionsAr as Texts],
])('mfe-commerce texts of the %s', (_, english, arabic) => {
  it('has every text in both languages', () => {
    expect([...keysOf(arabic)].sort()).toEqual([...keysOf(english)].sort());
  });

  it('gives Arabic every plural form English has a plural for', () => {
    const arabicKeys = new Set(leaves(arabic).map(([key]) => key));
    for (const [key] of leaves(english).filter(([name]) => name.endsWith('_other'))) {
      const stem = key.replace(/_other$/, '');
      for (const form of ARABIC_PLURALS) expect(arabicKeys.has(`${stem}_${form}`) ? `${stem}_${form}` : `missing ${stem}_${form}`).toBe(`${stem}_${form}`);
    }
  });

  it('keeps the same interpolations in both languages (the organization’s terms among them)', () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const arabicTexts = new Map(leaves(arabic));
    for (const [key, text] of leaves(english)) {
      // Plural forms may drop the number ("عنصران").
      if (/_(zero|one|two|other)$/.test(key)) continue;
      expect([key, variables(arabicTexts.get(key) ?? '')]).toEqual([key, variables(text)]);
    }
  });

  it('names the organization’s renamable words through its terminology, never in plain words', () => {
    const words = /\b(course|instructor|student)s?\b/i;
    expect(leaves(english).filter(([, text]) => words.test(text.replace(/\{\{[^}]+\}\}/g, '')))).toEqual([]);
  });
});

describe('the texts of the slot fillers and the pages', () => {
  it('never say one thing twice in different words (the app joins them)', () => {
    const pageKeys = new Set(leaves(en as Texts).map(([key]) => key));
    expect(leaves(actionsEn as Texts).map(([key]) => key).filter((key) => pageKeys.has(key))).toEqual([]);
  });
});
