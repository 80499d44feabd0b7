import type { Bus } from '@halaqa/bus';
import type { ApiError } from '@halaqa/api-client';
import { logout, refreshTokens, type Fetch } from './session-calls';
import { INSTRUCTOR_VIEW_STORAGE_KEY, STORAGE_KEYS, TWO_FACTOR_STORAGE_KEY } from './storage-keys';
import { clearTokens, readTokens, TOKENS_STORAGE_KEY, userIdOf, writeTokens } from './token-storage';
import type { Portals, SessionChange, SessionTokens } from './types';

/** Spec section 9: refresh when fewer than 30 s of the access token remain. */
export const REFRESH_MARGIN_MS = 30_000;
/** Spec section 9: the session is checked every 15 s. */
export const SESSION_CHECK_INTERVAL_MS = 15_000;
/** Below this, an access token may expire on its way to the logout call. */
const LOGOUT_MARGIN_MS = 5_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionDependencies {
  /** Shared by every tab: the tokens and the permission caches. */
  storage: Store | null;
  /** This tab only: the two-factor handoff and the instructor-view marker. */
  tabStorage: Store | null;
  bus: Bus;
  fetch: Fetch;
  now?: () => number;
  /**
   * Runs `task` while no other tab runs one under the same name (the Web
   * Locks API). Two tabs refreshing with the same refresh token would look
   * like token theft to the API and revoke the whole session family.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** The API refused the refresh token (auth-007) or the user (auth-001). */
  onRefreshRejected?: (error: ApiError) => void;
}

export interface SessionSnapshot {
  signedIn: boolean;
  userId: number | null;
  portals: Portals;
}

export interface SignOutOptions {
  /** Revoke every session of the user, on every device. */
  removeAll?: boolean;
  /** Tell the API (false when the API already refused the session). */
  callApi?: boolean;
}

export interface Session {
  getTokens(): SessionTokens | null;
  isSignedIn(): boolean;
  getAccessToken(): Promise<string | null>;
  /** Refreshes now unless the token in storage is no longer `staleAccessToken` (another tab or call did it). */
  refresh(staleAccessToken?: string): Promise<string | null>;
  signIn(tokens: SessionTokens): void;
  signOut(options?: SignOutOptions): Promise<void>;
  /** Any change: tokens refreshed, signed in or out here or in another tab. */
  subscribe(listener: () => void): () => void;
  /** Sign-in and sign-out only, with where they happened. */
  onChange(listener: (change: SessionChange) => void): () => void;
  getSnapshot(): SessionSnapshot;
  /** Spec section 4: every 15 s, refresh when fewer than 30 s remain. Returns the stop function. */
  startSessionCheck(): () => void;
}

const NO_PORTALS: Portals = { isAdministrator: false, isInstructor: false };
const SIGNED_OUT: SessionSnapshot = { signedIn: false, userId: null, portals: NO_PORTALS };

export function createSession(deps: SessionDependencies): Session {
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? ((task) => task());
  const listeners = new Set<() => void>();
  const changeListeners = new Set<(change: SessionChange) => void>();
  let emittingHere = false;
  let inflight: Promise<string | null> | null = null;
  let snapshotRaw: string | null | undefined;
  let snapshot: SessionSnapshot = SIGNED_OUT;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  // Every sign-in and sign-out, from this tab or (through the bus's
  // BroadcastChannel) another one, passes here: the emitting flag tells which.
  deps.bus.on('session.changed', ({ signedIn, userId }) => {
    const change: SessionChange = { signedIn, userId, origin: emittingHere ? 'this-tab' : 'other-tab' };
    notify();
    for (const listener of [...changeListeners]) listener(change);
  });

  const announce = (signedIn: boolean, userId: number | null) => {
    emittingHere = true;
    try {
      deps.bus.emit('session.changed', { signedIn, userId });
    } finally {
      emittingHere = false;
    }
  };

  const getTokens = () => readTokens(deps.storage);
  const remainingMs = (tokens: SessionTokens) => Date.parse(tokens.expiresAt) - now();

  async function runRefresh(staleAccessToken: string | undefined): Promise<string | null> {
    return exclusive(async () => {
      const tokens = getTokens();
      if (!tokens) return null;
      // Another tab (or an earlier call) may have refreshed while we waited.
      const alreadyFresh = staleAccessToken !== undefined
        ? tokens.accessToken !== staleAccessToken
        : remainingMs(tokens) > REFRESH_MARGIN_MS;
      if (alreadyFresh) return tokens.accessToken;
      const result = await refreshTokens(deps.fetch, tokens.refreshToken);
      if (result.ok) {
        // Sign-out may have happened while the call was out: do not bring the session back.
        if (!getTokens()) return null;
        writeTokens(deps.storage, result.tokens);
        notify();
        return result.tokens.accessToken;
      }
      if (result.error.statusCode === 401 || result.error.statusCode === 403) {
        deps.onRefreshRejected?.(result.error);
        return null;
      }
      // A network or server failure is not a verdict on the session: keep it and try at the next check.
      return remainingMs(tokens) > 0 ? tokens.accessToken : null;
    });
  }

  const session: Session = {
    getTokens,
    isSignedIn: () => getTokens() !== null,

    async getAccessToken() {
      const tokens = getTokens();
      if (!tokens) return null;
      if (remainingMs(tokens) > REFRESH_MARGIN_MS) return tokens.accessToken;
      return session.refresh();
    },

    refresh(staleAccessToken) {
      // Single flight: concurrent callers share one refresh call.
      if (!inflight) inflight = runRefresh(staleAccessToken).finally(() => { inflight = null; });
      return inflight;
    },

    signIn(tokens) {
      writeTokens(deps.storage, tokens);
      deps.tabStorage?.removeItem(TWO_FACTOR_STORAGE_KEY);
      deps.storage?.removeItem(STORAGE_KEYS.dismissedAnnouncements);
      announce(true, userIdOf(tokens.accessToken));
    },

    async signOut({ removeAll = false, callApi = true } = {}) {
      const tokens = getTokens();
      // Forget everything first so the page reacts at once, then tell the API.
      clearTokens(deps.storage);
      deps.storage?.removeItem(STORAGE_KEYS.userPermissions);
      deps.storage?.removeItem(STORAGE_KEYS.dismissedAnnouncements);
      deps.tabStorage?.removeItem(TWO_FACTOR_STORAGE_KEY);
      deps.tabStorage?.removeItem(INSTRUCTOR_VIEW_STORAGE_KEY);
      if (!tokens) return;
      deps.bus.emit('cart.changed', { count: 0 });
      announce(false, null);
      if (!callApi) return;
      try {
        // Logout needs a live access token: an expired one is exchanged first (the rotated pair is then revoked).
        let live = tokens;
        if (remainingMs(tokens) < LOGOUT_MARGIN_MS) {
          const refreshed = await refreshTokens(deps.fetch, tokens.refreshToken);
          if (!refreshed.ok) return;
          live = refreshed.tokens;
        }
        await logout(deps.fetch, live.accessToken, live.refreshToken, removeAll);
      } catch (error) {
        // The tokens are gone from this browser either way; the refresh token expires on its own.
        console.warn('[session] logout call failed', error);
      }
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },

    getSnapshot() {
      const raw = deps.storage?.getItem(TOKENS_STORAGE_KEY) ?? null;
      if (raw === snapshotRaw) return snapshot;
      snapshotRaw = raw;
      const tokens = getTokens();
      snapshot = tokens
        ? { signedIn: true, userId: userIdOf(tokens.accessToken), portals: { ...tokens.portals } }
        : SIGNED_OUT;
      return snapshot;
    },

    startSessionCheck() {
      const check = () => {
        if (session.isSignedIn()) void session.getAccessToken();
      };
      check();
      const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
      return () => clearInterval(timer);
    },
  };
  return session;
}
