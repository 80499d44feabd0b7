export { tokensFixture, currentUserFixture } from '@halaqa/session/src/testing/fixtures';

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
