import en from '../../i18n/events.en.json';
import ar from '../../i18n/events.ar.json';

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

describe('the events texts', () => {
  it('has every text in both languages', () => {
    expect([...keysOf(ar as Texts)].sort()).toEqual([...keysOf(en as Texts)].sort());
  });

  it('gives Arabic every plural form English has a plural for', () => {
    const arabicKeys = new Set(leaves(ar as Texts).map(([key]) => key));
    const missing = leaves(en as Texts)
      .filter(([key]) => key.endsWith('_other'))
      .flatMap(([key]) => ['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => key.replace(/_other$/, `_${form}`)))
      .filter((key) => !arabicKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('keeps the interpolations in both languages (plural forms may drop the number)', () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const arabic = new Map(leaves(ar as Texts));
    const differ = leaves(en as Texts)
      .filter(([key]) => !/_(zero|one|two|other)$/.test(key))
      .filter(([key, text]) => JSON.stringify(variables(arabic.get(key) ?? '')) !== JSON.stringify(variables(text)));
    expect(differ).toEqual([]);
  });
});
