import { BROWSER_STORAGE_KEYS } from '@halaqa/contracts/src/browser-storage';

/**
 * Browser storage keys the identity layer owns besides the tokens (spec
 * section 3 "Local storage keys"), in one place so sign-out clears them all.
 */
export const STORAGE_KEYS = {
  /** Cached permission catalogue and organization permissions (localStorage). */
  systemPermissions: 'systemPermissions',
  /** Cached permissions of the signed-in user (localStorage). */
  userPermissions: 'userPermissions',
  /** The route a visitor was stopped at, to return to after sign-in (sessionStorage: one tab's journey). */
  previousRoute: 'previousRoute',
  /** Announcement ids a guest dismissed (localStorage; spec: cleared when the user changes). */
  dismissedAnnouncements: BROWSER_STORAGE_KEYS.dismissedAnnouncements,
  /** A SAML sign-on id waiting for the user to sign in (localStorage). */
  ssoId: 'ssoid',
} as const;

/** sessionStorage handoff of the two-factor token from login to verification-code. */
export const TWO_FACTOR_STORAGE_KEY = 'twoFactorToken';

/** sessionStorage marker of instructor view entered through a super-token link with student_view. */
export const INSTRUCTOR_VIEW_STORAGE_KEY = 'instructorView';
