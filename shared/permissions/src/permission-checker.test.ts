import { PERMISSION_CATALOGUE } from './catalogue';
import type { PermissionDefinition } from './contexts';
import { createMemberChecker, createPermissionChecker } from './permission-checker';

const check = (held: string[]) => createPermissionChecker(PERMISSION_CATALOGUE, held);

describe('bypass permissions, one context each', () => {
  it('member-full-access grants every organization-member permission', () => {
    const checker = check(['member-full-access']);
    for (const slug of ['access-courses', 'access-external-courses', 'access-communities', 'access-events', 'access-skills-development', 'access-coaching']) {
      expect(checker.holds(slug)).toBe(true);
    }
  });

  it('member-full-access grants nothing of the organization, user or global contexts', () => {
    const checker = check(['member-full-access']);
    expect(checker.holds('manage-members')).toBe(false);
    expect(checker.holds('organization-lms')).toBe(false);
    expect(checker.holds('user-everything')).toBe(false);
    expect(checker.holds('global-everything')).toBe(false);
  });

  it('organization-everything grants the organization context, prerequisites included, and no member access', () => {
    const checker = check(['organization-everything']);
    expect(checker.holds('organization-lms')).toBe(true);
    expect(checker.holds('manage-social-events')).toBe(true);
    expect(checker.holds('manage-members')).toBe(true);
    expect(checker.holds('access-courses')).toBe(false);
    expect(checker.holds('member-full-access')).toBe(false);
  });

  it('global-everything and user-everything grant only their own context', () => {
    expect(check(['global-everything']).holds('global-everything')).toBe(true);
    expect(check(['global-everything']).holds('access-courses')).toBe(false);
    expect(check(['global-everything']).holds('organization-lms')).toBe(false);
    expect(check(['user-everything']).holds('user-everything')).toBe(true);
    expect(check(['user-everything']).holds('access-events')).toBe(false);
    expect(check(['user-everything']).holds('manage-courses')).toBe(false);
  });

  it('a plain permission grants only itself', () => {
    const checker = check(['access-events']);
    expect(checker.holds('access-events')).toBe(true);
    expect(checker.holds('access-courses')).toBe(false);
    expect(checker.holdsAny(['access-courses', 'access-events'])).toBe(true);
    expect(checker.holdsAny(['access-courses', 'access-coaching'])).toBe(false);
    expect(checker.holdsAny([])).toBe(false);
  });
});

describe('prerequisite chains', () => {
  it('a held permission fails when a prerequisite is missing', () => {
    expect(check(['manage-courses']).holds('manage-courses')).toBe(false);
    expect(check(['manage-courses', 'organization-lms']).holds('manage-courses')).toBe(false); // lms needs organization-enabled
    expect(check(['manage-courses', 'organization-lms', 'organization-enabled']).holds('manage-courses')).toBe(true);
  });

  it('checks the whole chain: manage-social-events -> social events -> social platform -> enabled', () => {
    const full = ['manage-social-events', 'organization-social-events', 'organization-social-platform', 'organization-enabled'];
    expect(check(full).holds('manage-social-events')).toBe(true);
    for (const missing of full.slice(1)) {
      expect(check(full.filter((slug) => slug !== missing)).holds('manage-social-events')).toBe(false);
    }
  });

  it('a prerequisite can be met through its context bypass', () => {
    expect(check(['manage-courses', 'organization-everything']).holds('manage-courses')).toBe(true);
  });

  it('permissions without prerequisites need nothing else', () => {
    expect(check(['access-communities']).holds('access-communities')).toBe(true);
  });
});

describe('members inside their organization', () => {
  const nour = ['organization-enabled', 'organization-lms', 'organization-coaching', 'organization-learning-path', 'manage-courses', 'manage-members'];

  it("meets a member permission's organization prerequisites through the organization", () => {
    const admin = createMemberChecker(PERMISSION_CATALOGUE, ['member-full-access', 'manage-courses', 'manage-members'], nour);
    expect(admin.holds('manage-courses')).toBe(true);
    expect(admin.holds('manage-members')).toBe(true);
    expect(admin.holds('access-courses')).toBe(true);
  });

  it('an organization-context permission passes only when the organization has it too', () => {
    const withoutSocial = createMemberChecker(PERMISSION_CATALOGUE, ['manage-social-events', 'manage-checklists'], nour);
    expect(withoutSocial.holds('manage-social-events')).toBe(false);
    expect(withoutSocial.holds('manage-checklists')).toBe(false); // nour did not hand it out
  });

  it("does not turn the organization's bypass into the member's", () => {
    const member = createMemberChecker(PERMISSION_CATALOGUE, ['access-courses'], ['organization-everything']);
    expect(member.holds('manage-members')).toBe(false);
    expect(member.holds('organization-lms')).toBe(false);
    expect(member.holds('access-courses')).toBe(true);
  });
});

describe('cycles and unknown slugs', () => {
  const cyclic: PermissionDefinition[] = [
    { slug: 'a', contextId: 5, prerequisites: ['b'], isHidden: false, category: 'test' },
    { slug: 'b', contextId: 5, prerequisites: ['a', 'c'], isHidden: false, category: 'test' },
    { slug: 'c', contextId: 5, prerequisites: [], isHidden: false, category: 'test' },
    { slug: 'self', contextId: 5, prerequisites: ['self'], isHidden: false, category: 'test' },
  ];

  it('ends, passing exactly when every member of the cycle passes', () => {
    expect(createPermissionChecker(cyclic, ['a', 'b', 'c']).holds('a')).toBe(true);
    expect(createPermissionChecker(cyclic, ['a', 'b', 'c']).holds('b')).toBe(true);
    expect(createPermissionChecker(cyclic, ['a', 'b']).holds('a')).toBe(false);
    expect(createPermissionChecker(cyclic, ['a', 'c']).holds('a')).toBe(false);
    expect(createPermissionChecker(cyclic, ['self']).holds('self')).toBe(true);
    expect(createPermissionChecker(cyclic, []).holds('self')).toBe(false);
  });

  it('does not cache an answer that rested on a cycle assumption', () => {
    const checker = createPermissionChecker(cyclic, ['a', 'b']);
    expect(checker.holds('a')).toBe(false);
    expect(checker.holds('b')).toBe(false);
  });

  it('context 5 has no bypass', () => {
    expect(createPermissionChecker(cyclic, ['member-full-access', 'global-everything']).holds('c')).toBe(false);
  });

  it('never grants a slug the catalogue does not know, even to a bypass holder', () => {
    expect(check(['no-such-permission']).holds('no-such-permission')).toBe(false);
    expect(check(['member-full-access', 'organization-everything', 'global-everything']).holds('no-such-permission')).toBe(false);
  });
});

describe('hidden permissions', () => {
  it('are checked like any other', () => {
    const hidden = PERMISSION_CATALOGUE.filter((permission) => permission.isHidden).map((permission) => permission.slug);
    expect(hidden).toEqual(expect.arrayContaining(['organization-lms', 'global-everything']));
    expect(check(['organization-enabled', 'organization-lms']).holds('organization-lms')).toBe(true);
  });
});
