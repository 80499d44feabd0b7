import type { OrganizationFlags } from '@halaqa/contracts';
import { PERMISSION_CATALOGUE } from './catalogue';
import { accessFromAnswer, decideRouteAccess, passesGate, type AccessContext } from './route-access';

const allOn: OrganizationFlags = {
  selfEnrollmentEnabled: true, selfRegistrationEnabled: true, marketplaceEnabled: true,
  allowAnonymousCourseView: true, allowAnonymousEventView: true, certificatesEnabled: true,
  twoFactorEnabled: false, landingPageEnabled: true,
};
const visitor: AccessContext = { signedIn: false, flags: allOn, memberPermissions: [], organizationPermissions: null, hasGroups: false };
const member: AccessContext = { ...visitor, signedIn: true, memberPermissions: ['access-courses'] };

describe('decideRouteAccess', () => {
  it('lets anyone into a route with no requirements', () => {
    expect(decideRouteAccess({}, visitor)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess({}, member)).toEqual({ kind: 'allow' });
  });

  it('sends visitors of login-only routes to the 403 page', () => {
    expect(decideRouteAccess({ requiresLogin: true }, visitor)).toEqual({ kind: 'not-authenticated' });
    expect(decideRouteAccess({ requiresLogin: true }, member)).toEqual({ kind: 'allow' });
  });

  it('hides routes whose organization switch is off, for everyone', () => {
    const flags = { ...allOn, marketplaceEnabled: false };
    expect(decideRouteAccess({ featureFlags: ['marketplaceEnabled'] }, { ...member, flags })).toEqual({ kind: 'unavailable' });
    expect(decideRouteAccess({ requiresSelfEnrollment: true }, { ...visitor, flags: { ...allOn, selfEnrollmentEnabled: false } })).toEqual({ kind: 'unavailable' });
    expect(decideRouteAccess({ requiresRegistrationEnabled: true }, { ...visitor, flags: { ...allOn, selfRegistrationEnabled: false } })).toEqual({ kind: 'unavailable' });
    expect(decideRouteAccess({ requiresLandingPage: true }, { ...visitor, flags: { ...allOn, landingPageEnabled: false } })).toEqual({ kind: 'unavailable' });
  });

  it('applies the anonymous course and event view gates to visitors only', () => {
    const closed = { ...allOn, allowAnonymousCourseView: false, allowAnonymousEventView: false };
    expect(decideRouteAccess({ allowAnonymousCourseView: true }, { ...visitor, flags: closed })).toEqual({ kind: 'not-authenticated' });
    expect(decideRouteAccess({ allowAnonymousEventView: true }, { ...visitor, flags: closed })).toEqual({ kind: 'not-authenticated' });
    expect(decideRouteAccess({ allowAnonymousCourseView: true }, { ...visitor, flags: allOn })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess({ allowAnonymousCourseView: true }, { ...member, flags: closed })).toEqual({ kind: 'allow' });
  });

  it('redirects signed-in users away from logged-out-only routes', () => {
    expect(decideRouteAccess({ loggedOutOnly: true }, member)).toEqual({ kind: 'redirect', to: 'dashboard' });
    expect(decideRouteAccess({ loggedOutOnly: true }, visitor)).toEqual({ kind: 'allow' });
  });

  it('checks member permissions, with bypass', () => {
    expect(decideRouteAccess({ memberPermissions: ['access-events'] }, member)).toEqual({ kind: 'not-permitted' });
    expect(decideRouteAccess({ memberPermissions: ['access-events', 'access-courses'] }, member)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess({ memberPermissions: ['access-events'] }, { ...member, memberPermissions: ['member-full-access'] })).toEqual({ kind: 'allow' });
    // Visitors are not held to member permissions: the route's login and anonymous switches decide.
    expect(decideRouteAccess({ memberPermissions: ['access-events'] }, visitor)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess({ memberPermissions: ['access-events'], requiresLogin: true }, visitor)).toEqual({ kind: 'not-authenticated' });
  });

  it('checks organization permissions once they are known', () => {
    const meta = { organizationPermissions: ['organization-lms' as const] };
    expect(decideRouteAccess(meta, { ...visitor, organizationPermissions: ['organization-lms'] })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(meta, { ...visitor, organizationPermissions: ['organization-coaching'] })).toEqual({ kind: 'unavailable' });
    expect(decideRouteAccess(meta, { ...visitor, organizationPermissions: ['organization-everything'] })).toEqual({ kind: 'allow' });
  });

  it('needs at least one group where the route says so', () => {
    expect(decideRouteAccess({ requiresGroups: true }, member)).toEqual({ kind: 'not-permitted' });
    expect(decideRouteAccess({ requiresGroups: true }, { ...member, hasGroups: true })).toEqual({ kind: 'allow' });
  });
});

describe('decideRouteAccess with the catalogue', () => {
  const catalogue = PERMISSION_CATALOGUE;
  const signedIn = (memberPermissions: string[], organizationPermissions: string[] | null): AccessContext =>
    ({ ...member, memberPermissions, organizationPermissions, catalogue });

  it('lets member-full-access into member routes but not organization ones', () => {
    expect(decideRouteAccess({ memberPermissions: ['access-coaching'] }, signedIn(['member-full-access'], ['organization-enabled']))).toEqual({ kind: 'allow' });
    expect(decideRouteAccess({ organizationPermissions: ['organization-lms'] }, signedIn(['member-full-access'], ['organization-enabled']))).toEqual({ kind: 'unavailable' });
  });

  it('checks organization permissions with their prerequisites', () => {
    const meta = { organizationPermissions: ['organization-social-events' as const] };
    expect(decideRouteAccess(meta, { ...visitor, catalogue, organizationPermissions: ['organization-enabled', 'organization-social-platform', 'organization-social-events'] })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(meta, { ...visitor, catalogue, organizationPermissions: ['organization-enabled', 'organization-social-events'] })).toEqual({ kind: 'unavailable' });
    expect(decideRouteAccess(meta, { ...visitor, catalogue, organizationPermissions: ['organization-everything'] })).toEqual({ kind: 'allow' });
  });

  it('does not let an organization bypass open member routes', () => {
    const meta = { memberPermissions: ['access-courses' as const] };
    expect(decideRouteAccess(meta, signedIn(['access-courses'], []))).toEqual({ kind: 'allow' });
    // Unlike the bypass-only fallback, organization-everything does not stand in for a member permission.
    expect(decideRouteAccess(meta, signedIn(['organization-everything'], ['organization-everything']))).toEqual({ kind: 'not-permitted' });
    expect(decideRouteAccess(meta, { ...member, memberPermissions: ['organization-everything'] })).toEqual({ kind: 'allow' });
  });

  it('keeps flags and anonymous gates as they are', () => {
    const closed = { ...allOn, allowAnonymousEventView: false, certificatesEnabled: false };
    expect(decideRouteAccess({ allowAnonymousEventView: true }, { ...visitor, catalogue, flags: closed })).toEqual({ kind: 'not-authenticated' });
    expect(decideRouteAccess({ featureFlags: ['certificatesEnabled'] }, { ...signedIn(['member-full-access'], ['organization-everything']), flags: closed })).toEqual({ kind: 'unavailable' });
    expect(decideRouteAccess({ requiresLogin: true, memberPermissions: ['access-events'] }, { ...visitor, catalogue })).toEqual({ kind: 'not-authenticated' });
  });
});

describe('passesGate', () => {
  const eventsOnly: AccessContext = { ...member, memberPermissions: ['access-events'] };

  it('keeps an entry to its audience', () => {
    expect(passesGate({ audience: 'members' }, null, visitor)).toBe(false);
    expect(passesGate({ audience: 'members' }, null, member)).toBe(true);
    expect(passesGate({ audience: 'visitors' }, null, member)).toBe(false);
    expect(passesGate({ audience: 'visitors' }, null, visitor)).toBe(true);
    expect(passesGate({ audience: 'everyone' }, null, visitor)).toBe(true);
  });

  it('offers an entry only where the guard would let the visitor into its route', () => {
    const allCourses = { memberPermissions: ['access-courses' as const], requiresSelfEnrollment: true, allowAnonymousCourseView: true };
    expect(passesGate({ audience: 'everyone' }, allCourses, member)).toBe(true);
    expect(passesGate({ audience: 'everyone' }, allCourses, eventsOnly)).toBe(false);
    expect(passesGate({ audience: 'everyone' }, allCourses, { ...visitor, flags: { ...allOn, allowAnonymousCourseView: false } })).toBe(false);
    expect(passesGate({ audience: 'everyone' }, allCourses, { ...member, flags: { ...allOn, selfEnrollmentEnabled: false } })).toBe(false);
  });

  it("decides the entry's own rule on its own, never merged with the route's", () => {
    const route = { memberPermissions: ['access-events' as const] };
    const extra = { memberPermissions: ['access-courses' as const] };
    // Merged, "events or courses" would let either member through; each rule must pass.
    expect(passesGate({ audience: 'everyone', meta: extra }, route, eventsOnly)).toBe(false);
    expect(passesGate({ audience: 'everyone', meta: extra }, route, member)).toBe(false);
    expect(passesGate({ audience: 'everyone', meta: extra }, route, { ...member, memberPermissions: ['access-events', 'access-courses'] })).toBe(true);
    expect(passesGate({ audience: 'everyone', meta: { requiresGroups: true } }, null, member)).toBe(false);
    expect(passesGate({ audience: 'everyone', meta: { requiresGroups: true } }, null, { ...member, hasGroups: true })).toBe(true);
  });
});

describe('accessFromAnswer', () => {
  const answer = { permissions: [], organizationPermissions: ['organization-lms'], userPermissions: ['lms-manage-courses'], hasGroups: true };
  it('gives a member the answer’s permissions and groups', () => {
    expect(accessFromAnswer(true, allOn, answer)).toEqual({ signedIn: true, flags: allOn, memberPermissions: ['lms-manage-courses'], organizationPermissions: ['organization-lms'], hasGroups: true, catalogue: [] });
  });

  it('gives a visitor the organization’s permissions only, never a member’s', () => {
    expect(accessFromAnswer(false, allOn, answer)).toMatchObject({ signedIn: false, memberPermissions: [], organizationPermissions: ['organization-lms'], hasGroups: false });
  });
});
