// Session fixtures for component tests of the shell and every remote.
import type { CurrentUser, SessionTokens } from '../types';

/** An unsigned JWT-shaped token: the session only reads `sub` from it. */
const jwt = (sub: number) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

export function tokensFixture(userId = 7): SessionTokens {
  return {
    accessToken: jwt(userId),
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    portals: { isAdministrator: false, isInstructor: false },
  };
}

export function currentUserFixture(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    organizationId: 1,
    email: 'sara@example.com',
    firstName: 'Sara',
    lastName: 'Ali',
    arFirstName: 'سارة',
    arLastName: 'علي',
    preferredLanguage: 'en',
    isVerified: true,
    phoneNumber: '+966512345678',
    isPhoneVerified: false,
    forceResetPassword: false,
    portals: { isAdministrator: false, isInstructor: false },
    profileImageUrl: null,
    masqueradedBy: null,
    ...overrides,
  };
}
