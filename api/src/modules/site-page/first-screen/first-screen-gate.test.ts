import vm from 'node:vm';
import { FIRST_SCREEN, type Language } from '@halaqa/contracts';
import { BROWSER_STORAGE_KEYS } from '@halaqa/contracts/src/browser-storage';
import { firstScreenGateScript } from './first-screen-gate';

interface Browser { search?: string; stored?: Record<string, string>; prefersDark?: boolean; storageThrows?: boolean }

/** Runs the page's script in a bare browser-like context; the `<html>` attribute it leaves, if any. */
function gateOf(pageLanguage: Language, browser: Browser = {}): string | null {
  const attributes = new Map<string, string>();
  const stored = browser.stored ?? {};
  const context = {
    URLSearchParams,
    location: { search: browser.search ?? '' },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    window: {
      get localStorage() {
        if (browser.storageThrows) throw new Error('SecurityError');
        return { getItem: (key: string) => stored[key] ?? null };
      },
      matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && Boolean(browser.prefersDark) }),
    },
  };
  vm.runInNewContext(firstScreenGateScript(pageLanguage), context);
  return attributes.get(FIRST_SCREEN.gate) ?? null;
}

describe('the script that keeps or turns off the written first screen before the first paint', () => {
  test('keeps it for a visitor whose browser will show the page as written', () => {
    expect(gateOf('en')).toBeNull();
    expect(gateOf('ar', { search: '?lang=ar' })).toBeNull();
    expect(gateOf('ar', { search: '?lang=ar', stored: { [BROWSER_STORAGE_KEYS.language]: 'en', [BROWSER_STORAGE_KEYS.colorScheme]: 'light' }, prefersDark: true })).toBeNull();
  });

  test('turns it off where the app will draw something else', () => {
    // A session: a member's page is not a visitor's.
    expect(gateOf('en', { stored: { [BROWSER_STORAGE_KEYS.sessionMarker]: '{"id":"x"}' } })).toBe('off');
    // No ?lang, and the visitor last used Arabic: the app will speak Arabic.
    expect(gateOf('en', { stored: { [BROWSER_STORAGE_KEYS.language]: 'ar' } })).toBe('off');
    // Dark, chosen or from the device.
    expect(gateOf('en', { stored: { [BROWSER_STORAGE_KEYS.colorScheme]: 'dark' } })).toBe('off');
    expect(gateOf('en', { prefersDark: true })).toBe('off');
    // Storage it cannot read.
    expect(gateOf('en', { storageThrows: true })).toBe('off');
  });

  test('names the keys the packages that own them use', () => {
    expect(firstScreenGateScript('en')).toContain(JSON.stringify(BROWSER_STORAGE_KEYS));
    expect(firstScreenGateScript('en')).not.toMatch(/<\/script/i);
  });
});
