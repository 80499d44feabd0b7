import { normalizeExternalLink } from '@halaqa/contracts/src/announcement-list';
import { readDismissed, rememberDismissed } from './dismissed-ids';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('dismissed announcements', () => {
  it('remembers ids once, under readsItems', () => {
    const storage = memory();
    rememberDismissed(storage, 3);
    rememberDismissed(storage, 3);
    rememberDismissed(storage, 5);
    expect(readDismissed(storage)).toEqual([3, 5]);
    expect(storage.getItem('readsItems')).toBe('[3,5]');
  });

  it('survives garbage in storage', () => {
    const storage = memory();
    storage.setItem('readsItems', '{not json');
    expect(readDismissed(storage)).toEqual([]);
    storage.setItem('readsItems', '["x", 2]');
    expect(readDismissed(storage)).toEqual([2]);
  });
});

describe('normalizeExternalLink', () => {
  it.each([
    ['www.example.org/news', 'https://www.example.org/news'],
    ['https://example.org', 'https://example.org'],
    ['', null],
    [null, null],
  ])('%s -> %s', (input, output) => {
    expect(normalizeExternalLink(input)).toBe(output);
  });
});
