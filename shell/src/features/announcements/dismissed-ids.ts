import { STORAGE_KEYS } from '@halaqa/session';

/** Local storage key of the announcement ids a guest dismissed (spec section 3); the session clears it when the user changes. */
const DISMISSED_STORAGE_KEY = STORAGE_KEYS.dismissedAnnouncements;

export function readDismissed(storage: Pick<Storage, 'getItem'>): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DISMISSED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function rememberDismissed(storage: Pick<Storage, 'getItem' | 'setItem'>, id: number) {
  const ids = new Set(readDismissed(storage));
  ids.add(id);
  storage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify([...ids]));
}
