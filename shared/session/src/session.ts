import type { Bus } from '@halaqa/bus';
import type { ApiError } from '@halaqa/api-client';
import { logout, refreshTokens, type Fetch } from './session-calls';
import { INSTRUCTOR_VIEW_STORAGE_KEY, STORAGE_KEYS, TWO_FACTOR_STORAGE_KEY } from './storage-keys';
import {
  clearMarker, newMarkerId, readMarker, SESSION_MARKER_STORAGE_KEY, userIdOf, wipeLegacyTokens, writeMarker, type SessionMarker,
} from './token-storage';
import type { Portals, SessionChange, SessionTokens } from './types';

/** Spec section 9: refresh when fewer than 30 s of the access token remain. */
export const REFRESH_MARGIN_MS = 30_000;
/** Spec section 9: the session is checked every 15 s. */
export const SESSION_CHECK_INTERVAL_MS = 15_000;
/** Below this, an access token may expire on its way to the logout call. */
const LOGOUT_MARGIN_MS = 5_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionDependencies {
  /** Shared by every tab: the session marker and the permission caches. */
  storage: Store | null;
  /** This tab only: the two-factor handoff and the instructor-view marker. */
  tabStorage: Store | null;
  bus: Bus;
  fetch: Fetch;
  now?: () => number;
  /** The CSRF cookie's value (document.cookie), sent with every refresh. */
  csrfToken?: () => string | null;
  /**
   * Calls `listener` when another tab changes the shared storage (the
   * `storage` event; `null` when it was cleared). Returns the stop function.
   */
  watchStorage?: (listener: (key: string | null) => void) => () => void;
  /**
   * Runs `task` while no other tab runs one under the same name (the Web
   * Locks API). Every tab refreshes with the one refresh cookie they share:
   * two tabs refreshing at the same moment would present the same token
   * twice, which the API takes for theft and ends the session.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** The API refused the refresh cookie (auth-007), its CSRF proof (auth-015) or the user (auth-001). */
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
  /** This tab's access token, its expiry and portals; null until the tab has one (a new tab gets one by refreshing). */
  getTokens(): SessionTokens | null;
  isSignedIn(): boolean;
  getAccessToken(): Promise<string | null>;
  /** Refreshes now unless this tab's token is no longer `staleAccessToken` (an earlier call replaced it). */
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

/**
 * The session of one tab (docs/decisions/0006). Local storage holds only a
 * marker that says who is signed in; the access token lives in this tab's
 * memory; the refresh token is an httpOnly cookie all tabs share. A tab
 * without an access token (a new one, or after another tab signed in anew)
 * gets one by refreshing, under the cross-tab lock.
 */
export function createSession(deps: SessionDependencies): Session {
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? ((task) => task());
  const csrfToken = deps.csrfToken ?? (() => null);
  const listeners = new Set<() => void>();
  const changeListeners = new Set<(change: SessionChange) => void>();
  let emittingHere = false;
  let inflight: Promise<string | null> | null = null;
  let snapshotRaw: string | null | undefined;
  let snapshot: SessionSnapshot = SIGNED_OUT;
  /** This tab's access token, and the sign-in (marker id) it belongs to. */
  let memory: { tokens: SessionTokens; markerId: string } | null = null;

  wipeLegacyTokens(deps.storage);
  const marker = () => readMarker(deps.storage);
  /** The sign-in this tab last followed: a different marker in storage is another tab's doing. */
  let followedMarkerId: string | null = marker()?.id ?? null;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const tellChange = (change: SessionChange) => {
    for (const listener of [...changeListeners]) listener(change);
  };

  /**
   * Catches up with what another tab did, from the marker in storage. Both
   * the bus (BroadcastChannel) and the storage event lead here, in either
   * order and possibly before storage shows the change: only a marker that
   * differs from the one followed counts, so each change is told once.
   */
  const followOtherTabs = () => {
    const current = marker();
    // The access token of a replaced or ended session must not be used any more.
    if (memory && memory.markerId !== current?.id) memory = null;
    const id = current?.id ?? null;
    notify();
    if (id === followedMarkerId) return;
    followedMarkerId = id;
    tellChange({ signedIn: current !== null, userId: current?.userId ?? null, origin: 'other-tab' });
  };

  deps.bus.on('session.changed', ({ signedIn, userId }) => {
    if (!emittingHere) {
      followOtherTabs();
      return;
    }
    notify();
    tellChange({ signedIn, userId, origin: 'this-tab' });
  });
  deps.watchStorage?.((key) => {
    if (key === null || key === SESSION_MARKER_STORAGE_KEY) followOtherTabs();
  });

  const announce = (signedIn: boolean, userId: number | null) => {
    emittingHere = true;
    try {
      deps.bus.emit('session.changed', { signedIn, userId });
    } finally {
      emittingHere = false;
    }
  };

  /** This tab's tokens, if they belong to the session the marker names. */
  const current = (signedIn: SessionMarker | null = marker()): SessionTokens | null =>
    signedIn && memory?.markerId === signedIn.id ? memory.tokens : null;
  const remainingMs = (tokens: SessionTokens) => Date.parse(tokens.expiresAt) - now();
  const samePortals = (a: Portals, b: Portals) => a.isAdministrator === b.isAdministrator && a.isInstructor === b.isInstructor;

  async function runRefresh(staleAccessToken: string | undefined): Promise<string | null> {
    return exclusive(async () => {
      const signedIn = marker();
      if (!signedIn) return null;
      const tokens = current(signedIn);
      // An earlier call of this tab may have refreshed while we waited for the lock.
      if (tokens) {
        const alreadyFresh = staleAccessToken !== undefined
          ? tokens.accessToken !== staleAccessToken
          : remainingMs(tokens) > REFRESH_MARGIN_MS;
        if (alreadyFresh) return tokens.accessToken;
      }
      // Read inside the lock: a tab that refreshed before us rotated both cookies, and the browser sends the new refresh cookie.
      const result = await refreshTokens(deps.fetch, csrfToken());
      const after = marker();
      // Signed out, or in anew, by another tab while the call was out: its cookies, not ours; do not bring the old session back.
      if (after?.id !== signedIn.id) return null;
      if (result.ok && userIdOf(result.tokens.accessToken) !== signedIn.userId) {
        // The cookie is another user's session: a refresh of an older session answered after this one
        // signed in and overwrote its cookie. End that session rather than mix the two users.
        await logout(deps.fetch, result.tokens.accessToken, false).catch(() => undefined);
        await session.signOut({ callApi: false });
        return null;
      }
      if (result.ok) {
        memory = { tokens: result.tokens, markerId: signedIn.id };
        // A role change reaches the client at refresh; every tab's marker follows.
        if (!samePortals(signedIn.portals, result.tokens.portals)) writeMarker(deps.storage, { ...signedIn, portals: result.tokens.portals });
        notify();
        return result.tokens.accessToken;
      }
      if (result.error.statusCode === 401 || result.error.statusCode === 403) {
        deps.onRefreshRejected?.(result.error);
        return null;
      }
      // A network or server failure is not a verdict on the session: keep it and try at the next check.
      return tokens && remainingMs(tokens) > 0 ? tokens.accessToken : null;
    });
  }

  const session: Session = {
    getTokens: () => current(),
    isSignedIn: () => marker() !== null,

    async getAccessToken() {
      const signedIn = marker();
      if (!signedIn) return null;
      const tokens = current(signedIn);
      if (tokens && remainingMs(tokens) > REFRESH_MARGIN_MS) return tokens.accessToken;
      return session.refresh();
    },

    refresh(staleAccessToken) {
      // Single flight: concurrent callers share one refresh call.
      if (!inflight) inflight = runRefresh(staleAccessToken).finally(() => { inflight = null; });
      return inflight;
    },

    signIn(tokens) {
      const userId = userIdOf(tokens.accessToken);
      const signedIn: SessionMarker = { id: newMarkerId(), userId, portals: tokens.portals };
      memory = { tokens, markerId: signedIn.id };
      writeMarker(deps.storage, signedIn);
      followedMarkerId = signedIn.id;
      deps.tabStorage?.removeItem(TWO_FACTOR_STORAGE_KEY);
      deps.storage?.removeItem(STORAGE_KEYS.dismissedAnnouncements);
      announce(true, userId);
    },

    async signOut({ removeAll = false, callApi = true } = {}) {
      const signedIn = marker();
      const tokens = current(signedIn);
      // Forget everything first so the page reacts at once, then tell the API.
      memory = null;
      followedMarkerId = null;
      clearMarker(deps.storage);
      deps.storage?.removeItem(STORAGE_KEYS.userPermissions);
      deps.storage?.removeItem(STORAGE_KEYS.dismissedAnnouncements);
      deps.tabStorage?.removeItem(TWO_FACTOR_STORAGE_KEY);
      deps.tabStorage?.removeItem(INSTRUCTOR_VIEW_STORAGE_KEY);
      if (!signedIn) return;
      deps.bus.emit('cart.changed', { count: 0 });
      announce(false, null);
      if (!callApi) return;
      try {
        // Logout needs a live access token: without one (a new tab, or about to expire) the cookie gets one, under the lock.
        let live = tokens;
        if (!live || remainingMs(live) < LOGOUT_MARGIN_MS) {
          const refreshed = await exclusive(() => refreshTokens(deps.fetch, csrfToken()));
          if (!refreshed.ok) return;
          live = refreshed.tokens;
        }
        // The API revokes the session and tells the browser to drop both cookies.
        await logout(deps.fetch, live.accessToken, removeAll);
      } catch (error) {
        // The marker and token are gone from this browser either way; the refresh cookie expires on its own.
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
      const raw = deps.storage?.getItem(SESSION_MARKER_STORAGE_KEY) ?? null;
      if (raw === snapshotRaw) return snapshot;
      snapshotRaw = raw;
      const signedIn = marker();
      snapshot = signedIn ? { signedIn: true, userId: signedIn.userId, portals: { ...signedIn.portals } } : SIGNED_OUT;
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
