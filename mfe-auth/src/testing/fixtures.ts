import type { CurrentUser, SessionTokens } from '@halaqa/session';

/** An unsigned JWT-shaped token: the session only reads `sub` from it. */
const jwt = (sub: number) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

export function tokensFixture(userId = 7): SessionTokens {
  return {
    accessToken: jwt(userId),
    refreshToken: `refresh-${userId}`,
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

/** GET user, for the profile pages. */
export function profileFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 7, organizationId: 1, email: 'sara@example.com', isVerified: true, permissionSetId: null,
    phoneNumber: '+966512345678', normalizedPhoneNumber: '+966512345678', isPhoneVerified: true,
    deactivatedAt: null, deactivatedById: null, requiresApproval: false, forceResetPassword: false,
    firstName: 'Sara', lastName: 'Ali', arFirstName: 'سارة', arLastName: null,
    academicLevel: null, specialty: null, position: 'Nurse', workPlace: null, nationality: null,
    profileImageId: null, profileImageUrl: null, coverImageId: null, about: null, occupation: null, location: null,
    idNumber: null, gender: null, scfhsId: null, institute: null, yearsOfExperience: 4, lastVisited: null,
    country: null, city: 'Riyadh', linkedIn: null, freeChemistrySessions: 2, preferredLanguage: 'en', userLearningHours: null,
    portals: { isAdministrator: false, isInstructor: false }, createdAt: '2026-01-01T00:00:00.000Z',
    extraFields: [{ fieldKey: 'jobTitle', value: 'Nurse' }, { fieldKey: 'academicLevel', value: 'master' }],
    interestedCategoryIds: [],
    ...overrides,
  };
}
