import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PermissionsAnswer } from '@halaqa/contracts';
import type { Portals } from '@halaqa/session';

/**
 * Who is signed in and what they may do, for the guard and the chrome. The
 * tokens live in @halaqa/session and the user's record in its query
 * (useCurrentUser); this keeps only what the store's readers need.
 */
export interface SessionState {
  signedIn: boolean;
  userId: number | null;
  portals: Portals;
  /** null until a cached or fresh copy is known (guard step 4 waits for it). */
  permissions: PermissionsAnswer | null;
  /**
   * Whose user permissions the copy holds (null: a visitor's). Right after a
   * sign-in it is still the visitor's: the guard waits for the member's own
   * rather than show a not-allowed card it would take back a moment later.
   */
  permissionsOf: number | null;
  /** A sign-in just happened in this tab: the guard sends the user on (spec "After login"). */
  justSignedIn: boolean;
  /** Spec section 2: raised by the access check, cleared when a navigation passes it. */
  shouldBeLoggedIn: boolean;
  shouldHavePermission: boolean;
}

const NO_PORTALS: Portals = { isAdministrator: false, isInstructor: false };

export function initialSessionState(signedIn = false, userId: number | null = null, portals: Portals = NO_PORTALS, permissions: PermissionsAnswer | null = null): SessionState {
  // A cached copy was written for the session this tab still has.
  return { signedIn, userId, portals, permissions, permissionsOf: userId, justSignedIn: false, shouldBeLoggedIn: false, shouldHavePermission: false };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState(),
  reducers: {
    signedIn(state, action: PayloadAction<{ userId: number | null; portals: Portals; here: boolean }>) {
      state.signedIn = true;
      state.userId = action.payload.userId;
      state.portals = action.payload.portals;
      state.justSignedIn = action.payload.here;
    },
    /** Logout clears the user, the portals and the user's permissions (spec section 4). */
    signedOut(state) {
      state.signedIn = false;
      state.userId = null;
      state.portals = NO_PORTALS;
      state.justSignedIn = false;
      state.permissionsOf = null;
      if (state.permissions) state.permissions.userPermissions = [];
    },
    /** The portals of the freshly read user (an administrator may have changed them since sign-in). */
    // The same portals leave the state as it was: every reader of the session would draw again for nothing.
    portalsLoaded(state, action: PayloadAction<Portals>) {
      const { isAdministrator, isInstructor } = action.payload;
      if (state.portals.isAdministrator !== isAdministrator || state.portals.isInstructor !== isInstructor) state.portals = { isAdministrator, isInstructor };
    },
    /** A fresh GET permissions-system of the session of `userId` (null: a visitor's). */
    // Returned rather than assigned: the catalogue's readonly arrays do not fit immer's draft type.
    permissionsLoaded(state, action: PayloadAction<{ answer: PermissionsAnswer; userId: number | null }>): SessionState {
      return { ...state, permissions: action.payload.answer, permissionsOf: action.payload.userId };
    },
    afterSignInHandled(state) {
      state.justSignedIn = false;
    },
    accessChecked(state, action: PayloadAction<{ shouldBeLoggedIn: boolean; shouldHavePermission: boolean }>) {
      state.shouldBeLoggedIn = action.payload.shouldBeLoggedIn;
      state.shouldHavePermission = action.payload.shouldHavePermission;
    },
  },
});

export const { signedIn, signedOut, portalsLoaded, permissionsLoaded, afterSignInHandled, accessChecked } = sessionSlice.actions;
