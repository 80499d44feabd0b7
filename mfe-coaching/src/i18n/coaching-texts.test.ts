import fs from 'node:fs';
import path from 'node:path';
import en from './texts.en';
import ar from './texts.ar';

type Texts = { [key: string]: string | Texts };

/** Every text's path, plural forms folded into one ("directory.count"). */
const paths = (texts: Texts, prefix = ''): string[] => Object.entries(texts).flatMap(([key, value]) =>
  (typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : paths(value, `${prefix}${key}.`)));

/** The fixed keys the screens ask for (`t('book.continue')`), read from the source files. */
function keysInSource(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return keysInSource(file);
    if (!/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) return [];
    const source = fs.readFileSync(file, 'utf8');
    return [
      ...[...source.matchAll(/\bt\('([a-zA-Z]+(?:\.[a-zA-Z0-9-]+)+)'/g)].map((match) => match[1]!),
      ...[...source.matchAll(/'mfe-coaching:([a-zA-Z.]+)/g)].map((match) => match[1]!),
    ];
  });
}

describe('the coaching texts', () => {
  const english = new Set(paths(en as Texts));

  it('has every text in both languages', () => {
    expect([...new Set(paths(ar as Texts))].sort()).toEqual([...english].sort());
  });

  it('has a text for every key the screens use, and for every coaching error code', () => {
    const common = new Set(['form.cancel', 'form.save']);
    const missing = keysInSource(path.join(__dirname, '..', 'features')).filter((key) => !english.has(key) && !common.has(key));
    expect([...new Set(missing)]).toEqual([]);
    for (let code = 1; code <= 10; code += 1) expect(english.has(`errors.cch-${String(code).padStart(3, '0')}`)).toBe(true);
  });
});
