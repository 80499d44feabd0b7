import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { PERMISSION_CATALOGUE } from '@halaqa/permissions';
import { ALL_REMOTES } from '../../test-support/render-in-shell';
import { initialSessionState, type SessionState } from '../../store/session-slice';
import { canSearchCourses } from './course-search-access';

const organization = (flags: Partial<ReturnType<typeof organizationFixture>['flags']> = {}) => {
  const base = organizationFixture();
  return organizationFixture({ flags: { ...base.flags, ...flags } });
};
const session = (signedIn: boolean, userPermissions: string[], organizationPermissions = ['organization-everything']): SessionState =>
  initialSessionState(signedIn, signedIn ? 7 : null, undefined, { permissions: [...PERMISSION_CATALOGUE], organizationPermissions, userPermissions });
const visitor = session(false, []);
const member = session(true, ['access-courses']);

describe('canSearchCourses', () => {
  it('lets visitors search where anonymous course view and self-enrollment are on', () => {
    expect(canSearchCourses(organization({ allowAnonymousCourseView: true, selfEnrollmentEnabled: true }), visitor, ALL_REMOTES)).toBe(true);
    expect(canSearchCourses(organization({ allowAnonymousCourseView: false, selfEnrollmentEnabled: true }), visitor, ALL_REMOTES)).toBe(false);
  });

  it('lets members with course access search, whatever the anonymous switch', () => {
    expect(canSearchCourses(organization({ allowAnonymousCourseView: false, selfEnrollmentEnabled: true }), member, ALL_REMOTES)).toBe(true);
    expect(canSearchCourses(organization({ selfEnrollmentEnabled: true }), session(true, ['access-events']), ALL_REMOTES)).toBe(false);
  });

  it('needs self-enrollment, the LMS organization permission and the mfe-lms remote', () => {
    expect(canSearchCourses(organization({ selfEnrollmentEnabled: false }), member, ALL_REMOTES)).toBe(false);
    expect(canSearchCourses(organization({ selfEnrollmentEnabled: true }), session(true, ['access-courses'], ['organization-enabled', 'organization-social-platform']), ALL_REMOTES)).toBe(false);
    const withoutLms = { ...ALL_REMOTES, remotes: ALL_REMOTES.remotes.filter((remote) => remote.name !== 'mfe-lms') };
    expect(canSearchCourses(organization({ selfEnrollmentEnabled: true }), member, withoutLms)).toBe(false);
  });

  it('waits for the permissions before offering anything', () => {
    expect(canSearchCourses(organization({ selfEnrollmentEnabled: true }), initialSessionState(true, 7), ALL_REMOTES)).toBe(false);
  });
});
