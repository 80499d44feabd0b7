import type { Bus } from '@halaqa/bus';
import type { ErrorCode } from '@halaqa/contracts';
import type { SignOutOptions } from './session';

/** Spec section 9: error toasts last 5 s. */
const ERROR_TOAST_MS = 5000;

export interface ReactionDependencies {
  bus: Bus;
  isSignedIn(): boolean;
  signOut(options: SignOutOptions): Promise<void>;
  /** Re-reads GET auth so the shell sees forceResetPassword and shows the forced reset screen. */
  verifyToken(): Promise<unknown>;
  /** A text of the session namespace in the page's language. */
  text(key: 'userDisabled' | 'shouldResetPassword'): string;
  now?: () => number;
}

/**
 * The global reactions of the error catalogue (spec section 8), applied to
 * every answer of the API. Codes not listed have no global action: the
 * screen that made the call shows them. Several calls failing at once (a
 * page loads many) react once: sign-outs only while signed in, the reset
 * toast once per toast lifetime.
 */
export function createErrorReactions(deps: ReactionDependencies) {
  const now = deps.now ?? Date.now;
  let resetToastUntil = 0;

  return async function react(code: ErrorCode): Promise<void> {
    switch (code) {
      // The codes as literals (checked against ErrorCode): the catalogue's table stays out of the shell's first load.
      case 'auth-001': { // USER_DISABLED
        if (!deps.isSignedIn()) return;
        // The API refuses this user: there is no session left to revoke.
        await deps.signOut({ callApi: false });
        // Where to go is the shell's call: to login only when the route needs an account.
        deps.bus.emit('toast', { type: 'error', message: deps.text('userDisabled'), durationMs: ERROR_TOAST_MS });
        return;
      }
      case 'auth-005': { // SHOULD_RESET_PASSWORD
        await deps.verifyToken();
        if (now() < resetToastUntil) return;
        resetToastUntil = now() + ERROR_TOAST_MS;
        deps.bus.emit('toast', { type: 'warning', message: deps.text('shouldResetPassword'), durationMs: ERROR_TOAST_MS });
        return;
      }
      case 'auth-006': { // INVALID_ACCESS_TOKEN
        if (!deps.isSignedIn()) return;
        await deps.signOut({ callApi: false });
        deps.bus.emit('navigate', { role: 'login', replace: true });
        return;
      }
      // The refresh cookie's CSRF twin is missing or stale: the session cannot be continued from this page.
      case 'auth-015': // CSRF_REFUSED
      case 'auth-007': { // INVALID_REFRESH_TOKEN
        if (!deps.isSignedIn()) return;
        // "Logout call": the family is already revoked, but logout also lets the API forget this browser.
        const signedOut = deps.signOut({ callApi: true });
        deps.bus.emit('navigate', { role: 'login', replace: true });
        await signedOut;
        return;
      }
      default:
    }
  };
}
