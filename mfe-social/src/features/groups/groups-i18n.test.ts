import { ERROR_CODES } from '@halaqa/contracts';
import ar from '../../i18n/groups.ar.json';
import en from '../../i18n/groups.en.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text's key, plural forms folded into their base key. */
function keysOf(texts: Record<string, unknown>, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(texts)) {
    if (value !== null && typeof value === 'object') keysOf(value as Record<string, unknown>, `${prefix}${key}.`).forEach((inner) => keys.add(inner));
    else keys.add(`${prefix}${key.replace(PLURAL, '')}`);
  }
  return keys;
}

describe('groups texts', () => {
  it('say the same things in English and Arabic', () => {
    expect([...keysOf(ar)].sort()).toEqual([...keysOf(en)].sort());
  });

  it('explain every groups and posts error code in both languages', () => {
    // By name: the course groups' codes (COURSE_GROUP_*) are another area's.
    const codes = Object.entries(ERROR_CODES).filter(([name]) => /^(GROUP|POST)_/.test(name)).map(([, code]) => code);
    expect(codes.length).toBeGreaterThanOrEqual(10);
    for (const code of codes) {
      expect(en.errors).toHaveProperty([code]);
      expect(ar.errors).toHaveProperty([code]);
    }
  });

  it('give Arabic counts every plural form', () => {
    for (const key of ['memberCount', 'post.likeCount', 'post.commentCount', 'rating.stars']) {
      const [group, name] = key.includes('.') ? key.split('.') as [string, string] : [null, key];
      const texts = (group ? (ar as unknown as Record<string, Record<string, string>>)[group] : ar) as Record<string, unknown>;
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(texts).toHaveProperty([`${name}_${form}`]);
    }
  });
});
