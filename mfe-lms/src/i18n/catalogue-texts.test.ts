import en from './catalogue.en.json';
import ar from './catalogue.ar.json';

/** Leaf keys, plural suffixes folded (Arabic has six plural forms where English has two). */
function keysOf(texts: Record<string, unknown>, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (value && typeof value === 'object') for (const inner of keysOf(value as Record<string, unknown>, `${path}.`)) keys.add(inner);
    else keys.add(path);
  }
  return keys;
}

describe('catalogue texts', () => {
  it('has every English text in Arabic and no Arabic text without an English one', () => {
    expect([...keysOf(ar)].sort()).toEqual([...keysOf(en)].sort());
  });

  it('keeps the same interpolations in both languages (the organization terms among them)', () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const leaves = (texts: Record<string, unknown>, prefix = ''): Array<[string, string]> => Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as Record<string, unknown>, `${prefix}${key}.`));
    const arabic = new Map(leaves(ar));
    for (const [key, text] of leaves(en)) {
      // Plural forms may drop the number ("تقييم واحد"); the rest must carry what English carries.
      if (/_(one|other)$/.test(key)) continue;
      expect([key, variables(arabic.get(key) ?? '')]).toEqual([key, variables(text)]);
    }
  });
});
