import { STORAGE_KEYS } from './storage-keys';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const tabStorage = (): Store | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** Only same-site paths: a remembered route must never send anyone to another site. */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Spec section 4: a visitor stopped at a login-required route returns to it after sign-in. */
export function rememberRoute(path: string, storage: Store | null = tabStorage()): void {
  if (isLocalPath(path)) storage?.setItem(STORAGE_KEYS.previousRoute, path);
}

/** The remembered route, read once. */
export function takeRememberedRoute(storage: Store | null = tabStorage()): string | null {
  const path = peekRememberedRoute(storage);
  storage?.removeItem(STORAGE_KEYS.previousRoute);
  return path;
}

export function peekRememberedRoute(storage: Store | null = tabStorage()): string | null {
  const path = storage?.getItem(STORAGE_KEYS.previousRoute) ?? null;
  return path && isLocalPath(path) ? path : null;
}

export function forgetRememberedRoute(storage: Store | null = tabStorage()): void {
  storage?.removeItem(STORAGE_KEYS.previousRoute);
}
