import type { PermissionSlug } from '@halaqa/contracts';
import { PERMISSION_CONTEXTS, type PermissionCategorySlug, type PermissionContextId, type PermissionDefinition } from './contexts';

// The catalogue itself: for the API (seed, permissions-system) and tests. Not in the package's main entry,
// which the shell shares at first load: the pages check against the catalogue the API sends.

/** Names of the contexts and categories, for the seed and the permissions admin. */
export const CONTEXT_NAMES: Readonly<Record<PermissionContextId, { slug: string; name: string; nameAr: string }>> = {
  1: { slug: 'global', name: 'Global', nameAr: 'عام' },
  2: { slug: 'user', name: 'User', nameAr: 'المستخدم' },
  3: { slug: 'organization', name: 'Organization', nameAr: 'المنظمة' },
  4: { slug: 'organization-member', name: 'Organization member', nameAr: 'عضو المنظمة' },
  5: { slug: 'other', name: 'Other', nameAr: 'أخرى' },
};

export const CATEGORY_NAMES: Readonly<Record<PermissionCategorySlug, { name: string; nameAr: string }>> = {
  platform: { name: 'Platform', nameAr: 'المنصة' },
  'organization-features': { name: 'Organization features', nameAr: 'ميزات المنظمة' },
  'member-access': { name: 'Member access', nameAr: 'وصول الأعضاء' },
  administration: { name: 'Administration', nameAr: 'الإدارة' },
};

interface Entry {
  contextId: PermissionContextId;
  category: PermissionCategorySlug;
  prerequisites?: readonly PermissionSlug[];
  isHidden?: boolean;
}

const { global, user, organization, organizationMember } = PERMISSION_CONTEXTS;
const feature = (...prerequisites: PermissionSlug[]): Entry =>
  ({ contextId: organization, category: 'organization-features', prerequisites, isHidden: true });
const manage = (...prerequisites: PermissionSlug[]): Entry =>
  ({ contextId: organization, category: 'administration', prerequisites });
const access = (): Entry => ({ contextId: organizationMember, category: 'member-access' });

/**
 * Every permission, keyed by slug so the compiler proves the catalogue and
 * the contracts' slug types name the same set. Organization features are
 * hidden: the platform switches them, an organization's administrators
 * cannot. The manage permissions need the feature they manage, so an
 * organization cannot hand out what it does not have.
 */
const ENTRIES: Readonly<Record<PermissionSlug, Entry>> = {
  'global-everything': { contextId: global, category: 'platform', isHidden: true },
  'user-everything': { contextId: user, category: 'platform', isHidden: true },

  'organization-everything': feature(),
  'organization-enabled': feature(),
  'organization-registration-enabled': feature('organization-enabled'),
  'organization-lms': feature('organization-enabled'),
  'organization-coaching': feature('organization-enabled'),
  'organization-social-platform': feature('organization-enabled'),
  'organization-social-events': feature('organization-social-platform'),
  'organization-learning-path': feature('organization-lms'),

  'manage-courses': manage('organization-lms'),
  'manage-external-courses': manage('organization-lms'),
  'manage-members': manage('organization-enabled'),
  'manage-specializations': manage('organization-lms'),
  'manage-social-groups': manage('organization-social-platform'),
  'manage-social-events': manage('organization-social-events'),
  'manage-learning-paths': manage('organization-learning-path'),
  'manage-checklists': manage('organization-lms'),
  'manage-support-teams': manage('organization-enabled'),

  'member-full-access': access(),
  'access-courses': access(),
  'access-external-courses': access(),
  'access-communities': access(),
  'access-events': access(),
  'access-skills-development': access(),
  'access-coaching': access(),
};

export const PERMISSION_CATALOGUE: readonly PermissionDefinition[] = Object.entries(ENTRIES).map(([slug, entry]) => ({
  slug,
  contextId: entry.contextId,
  prerequisites: entry.prerequisites ?? [],
  isHidden: entry.isHidden ?? false,
  category: entry.category,
}));

/** The manage (CRUD) permissions of spec section 3. */
export const MANAGE_PERMISSIONS: readonly PermissionSlug[] = PERMISSION_CATALOGUE
  .filter((permission) => permission.category === 'administration')
  .map((permission) => permission.slug as PermissionSlug);
