import { MANAGE_PERMISSIONS, PERMISSION_CATALOGUE } from './catalogue';
import { CONTEXT_BYPASS, PERMISSION_CONTEXTS } from './contexts';

const slugs = PERMISSION_CATALOGUE.map((permission) => permission.slug);
const bySlug = new Map(PERMISSION_CATALOGUE.map((permission) => [permission.slug, permission]));

describe('PERMISSION_CATALOGUE', () => {
  it('names each slug once', () => {
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('has only prerequisites that exist', () => {
    for (const permission of PERMISSION_CATALOGUE) {
      for (const prerequisite of permission.prerequisites) expect(slugs).toContain(prerequisite);
    }
  });

  it('has a bypass permission in each context but "other", living in that context', () => {
    for (const [contextId, bypass] of Object.entries(CONTEXT_BYPASS)) {
      if (Number(contextId) === PERMISSION_CONTEXTS.other) expect(bypass).toBeNull();
      else expect(bySlug.get(bypass!)?.contextId).toBe(Number(contextId));
    }
  });

  it('puts member access in the member context and features and manage permissions in the organization context', () => {
    expect(bySlug.get('access-coaching')?.contextId).toBe(PERMISSION_CONTEXTS.organizationMember);
    expect(bySlug.get('organization-social-events')?.contextId).toBe(PERMISSION_CONTEXTS.organization);
    expect(MANAGE_PERMISSIONS).toHaveLength(9);
    for (const slug of MANAGE_PERMISSIONS) expect(bySlug.get(slug)?.contextId).toBe(PERMISSION_CONTEXTS.organization);
  });

  it('chains the prerequisites the spec implies', () => {
    expect(bySlug.get('manage-social-events')?.prerequisites).toEqual(['organization-social-events']);
    expect(bySlug.get('organization-social-events')?.prerequisites).toEqual(['organization-social-platform']);
    expect(bySlug.get('manage-courses')?.prerequisites).toEqual(['organization-lms']);
    expect(bySlug.get('access-communities')?.prerequisites).toEqual([]);
  });

  it('hides what organization administrators may not hand out, and only that', () => {
    const visible = PERMISSION_CATALOGUE.filter((permission) => !permission.isHidden).map((permission) => permission.slug);
    expect(visible).toEqual(expect.arrayContaining(['member-full-access', 'access-courses', 'manage-members']));
    expect(visible.some((slug) => slug.startsWith('organization-') || slug.endsWith('-everything'))).toBe(false);
  });
});
