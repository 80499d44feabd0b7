/**
 * @jest-environment jsdom
 */
import vm from 'node:vm';
import { FIRST_SCREEN, type Language } from '@halaqa/contracts';
import { BROWSER_STORAGE_KEYS } from '@halaqa/contracts/src/browser-storage';
import { firstScreenGateScript, type WrittenAudience } from './first-screen-gate';

interface Browser { search?: string; stored?: Record<string, string>; prefersDark?: boolean; storageThrows?: boolean }

/** Runs the page's script in a bare browser-like context; the `<html>` attribute it leaves, if any. */
function gateOf(pageLanguage: Language, browser: Browser = {}, announcementId: number | null = null, audience: WrittenAudience = 'visitors'): string | null {
  const attributes = new Map<string, string>();
  const stored = browser.stored ?? {};
  const context = {
    URLSearchParams,
    location: { search: browser.search ?? '' },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) }, addEventListener: () => undefined },
    window: {
      get localStorage() {
        if (browser.storageThrows) throw new Error('SecurityError');
        return { getItem: (key: string) => stored[key] ?? null };
      },
      matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && Boolean(browser.prefersDark) }),
    },
  };
  vm.runInNewContext(firstScreenGateScript(pageLanguage, announcementId, audience), context);
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
    // The announcement in its banner was dismissed: the app shows the next one, or none.
    expect(gateOf('en', { stored: { [BROWSER_STORAGE_KEYS.dismissedAnnouncements]: '[2,5]' } }, 5)).toBe('off');
    expect(gateOf('en', { stored: { [BROWSER_STORAGE_KEYS.dismissedAnnouncements]: '[2,5]' } }, 6)).toBeNull();
    expect(gateOf('en', { stored: { [BROWSER_STORAGE_KEYS.dismissedAnnouncements]: '[2,5]' } })).toBeNull();
    expect(gateOf('en', { stored: { [BROWSER_STORAGE_KEYS.dismissedAnnouncements]: 'not json' } }, 5)).toBe('off');
    // Storage it cannot read.
    expect(gateOf('en', { storageThrows: true })).toBe('off');
  });

  test('keeps a member’s page only in a browser that holds a session, on the same other terms', () => {
    const session = { [BROWSER_STORAGE_KEYS.sessionMarker]: '{"id":"x"}' };
    expect(gateOf('en', { stored: session }, null, 'members')).toBeNull();
    expect(gateOf('ar', { search: '?lang=ar', stored: session }, 3, 'members')).toBeNull();
    // Signed out in this browser (the cookie outlived the marker): the app will ask to sign in.
    expect(gateOf('en', {}, null, 'members')).toBe('off');
    expect(gateOf('en', { stored: { ...session, [BROWSER_STORAGE_KEYS.colorScheme]: 'dark' } }, null, 'members')).toBe('off');
    expect(gateOf('en', { stored: { ...session, [BROWSER_STORAGE_KEYS.language]: 'ar' } }, null, 'members')).toBe('off');
    expect(gateOf('en', { stored: { ...session, [BROWSER_STORAGE_KEYS.dismissedAnnouncements]: '[3]' } }, 3, 'members')).toBe('off');
    expect(gateOf('en', { storageThrows: true }, null, 'members')).toBe('off');
  });

  test('holds a written form sent before the app has arrived, and says it is sending', () => {
    document.body.innerHTML = `<div id="${FIRST_SCREEN.elementId}"><form><input name="email"><button type="submit" data-sending="Logging in…">Log in</button></form></div>`
      + '<form id="app-form"><button type="submit">Send</button></form>';
    new Function(firstScreenGateScript('en'))();
    const written = document.querySelector<HTMLFormElement>(`#${FIRST_SCREEN.elementId} form`)!;
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    written.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(written.hasAttribute(FIRST_SCREEN.sent)).toBe(true);
    expect(written.querySelector('button')!.textContent).toBe('Logging in…');
    expect(written.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
    // A second press sends nothing more.
    const again = new Event('submit', { bubbles: true, cancelable: true });
    written.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    // The app's own forms are the app's.
    const appSent = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('app-form')!.dispatchEvent(appSent);
    expect(appSent.defaultPrevented).toBe(false);
  });

  test('names the keys the packages that own them use', () => {
    expect(firstScreenGateScript('en')).toContain(JSON.stringify(BROWSER_STORAGE_KEYS));
    expect(firstScreenGateScript('en')).not.toMatch(/<\/script/i);
  });
});
