/** Who a permission is about (spec section 3): global, user, organization, organization member, other. */
export type PermissionContextId = 1 | 2 | 3 | 4 | 5;

/** A permission of the catalogue, as the API serves it in `permissions-system`. */
export interface PermissionDefinition {
  slug: string;
  contextId: PermissionContextId;
  /** Slugs that must pass as well (recursively) for this one to pass. */
  prerequisites: readonly string[];
  /** Not offered to organization administrators (platform-controlled); still checked like any other. */
  isHidden: boolean;
  category: string;
}

/** GET permissions-system: the catalogue, the organization's and the user's permissions. */
export interface PermissionsAnswer {
  permissions: PermissionDefinition[];
  organizationPermissions: string[];
  userPermissions: string[];
  /** The member belongs to at least one group (accepted): the guard's `requiresGroups` and the menus' gates. */
  hasGroups: boolean;
}
