import type { operations } from '@halaqa/api-client';

/** Which separate dashboards the user may switch to (spec section 3 "Portals"). */
export interface Portals {
  isAdministrator: boolean;
  isInstructor: boolean;
}

/**
 * What sign-in and refresh answer (docs/design/identity-api.md "Tokens").
 * The refresh token is not here: the API keeps it in an httpOnly cookie.
 */
export interface SessionTokens {
  /** Kept in memory only, never in storage. */
  accessToken: string;
  /** ISO time at which the access token expires. */
  expiresAt: string;
  portals: Portals;
}

/** GET auth: the signed-in user, as the API's OpenAPI document describes it. */
export type CurrentUser = operations['getCurrentUser']['responses'][200]['content']['application/json'];

/** A change of session, and whether this tab made it or another tab did. */
export interface SessionChange {
  signedIn: boolean;
  userId: number | null;
  origin: 'this-tab' | 'other-tab';
}
