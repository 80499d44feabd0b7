// @halaqa/session: the client side of identity (docs/design/identity-api.md
// "Client session"). A shared singleton: the shell and every remote see the
// same session, the same typed client and the same error reactions.
export { session, api, CURRENT_USER_QUERY_KEY, ASSESSMENTS_QUERY_KEY } from './instances';
export { configureSession, organizationPrefix } from './session-config';
export { useSession, useCurrentUser, fetchCurrentUser } from './hooks';
export { rememberRoute, takeRememberedRoute, peekRememberedRoute, forgetRememberedRoute } from './remembered-route';
export { signInWithSsoToken } from './sso-sign-in';
export { changePassword, type ChangePasswordResult } from './change-password';
export { STORAGE_KEYS, TWO_FACTOR_STORAGE_KEY, INSTRUCTOR_VIEW_STORAGE_KEY } from './storage-keys';
export { SESSION_MARKER_STORAGE_KEY } from './token-storage';
export { REFRESH_MARGIN_MS, SESSION_CHECK_INTERVAL_MS, createSession, type Session, type SessionSnapshot, type SignOutOptions } from './session';
export type { SessionTokens, CurrentUser, Portals, SessionChange } from './types';
export { displayName } from './display-name';
