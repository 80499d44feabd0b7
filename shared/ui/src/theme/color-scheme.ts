import { useSyncExternalStore } from 'react';
import type { ColorMode } from './theme';
import { BROWSER_STORAGE_KEYS } from '@halaqa/contracts/src/browser-storage';

/** What the member chose in account settings; `system` follows the device's setting. */
export type ColorSchemeChoice = 'system' | ColorMode;
export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

/** Where the choice is remembered, per browser (localStorage). */
export const COLOR_SCHEME_STORAGE_KEY = BROWSER_STORAGE_KEYS.colorScheme;
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isChoice = (value: unknown): value is ColorSchemeChoice => COLOR_SCHEME_CHOICES.includes(value as ColorSchemeChoice);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const notify = () => { for (const listener of listeners) listener(); };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', listener);
  // Another tab of the site changed it.
  const onStorage = (event: StorageEvent) => { if (event.key === COLOR_SCHEME_STORAGE_KEY) listener(); };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function colorSchemeChoice(): ColorSchemeChoice {
  const stored = storage()?.getItem(COLOR_SCHEME_STORAGE_KEY);
  return isChoice(stored) ? stored : 'system';
}

/** The mode the page shows: the member's choice, or the device's setting. */
function colorMode(): ColorMode {
  const choice = colorSchemeChoice();
  if (choice !== 'system') return choice;
  const prefersDark = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
  return prefersDark ? 'dark' : 'light';
}

/** Remembers the member's choice; every root of the page (shell and remotes) redraws in it. */
export function chooseColorScheme(choice: ColorSchemeChoice): void {
  const store = storage();
  if (choice === 'system') store?.removeItem(COLOR_SCHEME_STORAGE_KEY);
  else store?.setItem(COLOR_SCHEME_STORAGE_KEY, choice);
  notify();
}

export const useColorMode = (): ColorMode => useSyncExternalStore(subscribe, colorMode, () => 'light');
export const useColorSchemeChoice = (): ColorSchemeChoice => useSyncExternalStore(subscribe, colorSchemeChoice, () => 'system');
