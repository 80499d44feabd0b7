import { translations } from './translations';

const { en, ar } = translations;

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

const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];

describe('mfe-exams texts', () => {
  it('has every text in both languages', () => {
    expect([...keysOf(ar as Texts)].sort()).toEqual([...keysOf(en as Texts)].sort());
  });

  it('gives Arabic every plural form English has a plural for', () => {
    const flat = (texts: Texts, prefix = ''): string[] => Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flat(value, `${prefix}${key}.`)));
    const arabic = new Set(flat(ar as Texts));
    for (const key of flat(en as Texts).filter((name) => name.endsWith('_other'))) {
      const stem = key.replace(/_other$/, '');
      for (const form of ARABIC_PLURALS) expect(arabic.has(`${stem}_${form}`) ? `${stem}_${form}` : `missing ${stem}_${form}`).toBe(`${stem}_${form}`);
    }
  });

  it('names the organization’s roles through its terminology, never in plain words', () => {
    const words = /\b(course|instructor|student)s?\b/i;
    const flat = (texts: Texts): string[] => Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : flat(value)));
    expect(flat(en as Texts).filter((text) => words.test(text.replace(/\{\{[^}]+\}\}/g, '')))).toEqual([]);
  });
});
