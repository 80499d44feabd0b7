import type { PermissionContextId, PermissionSlug } from '@halaqa/contracts';

export type { PermissionContextId, PermissionDefinition } from '@halaqa/contracts';

/** Permission contexts of spec section 3: who a permission is about. */
export const PERMISSION_CONTEXTS = {
  global: 1,
  user: 2,
  organization: 3,
  organizationMember: 4,
  other: 5,
} as const satisfies Record<string, PermissionContextId>;

/** Holding the bypass permission of a context grants every permission of that context (spec section 6). */
export const CONTEXT_BYPASS: Readonly<Record<PermissionContextId, PermissionSlug | null>> = {
  1: 'global-everything',
  2: 'user-everything',
  3: 'organization-everything',
  4: 'member-full-access',
  5: null,
};

export type PermissionCategorySlug = 'platform' | 'organization-features' | 'member-access' | 'administration';
