import { CONTEXT_BYPASS, PERMISSION_CONTEXTS, type PermissionDefinition } from './contexts';

export interface PermissionChecker {
  /** The permission passes: granted (directly or by its context's bypass) and every prerequisite passes. */
  holds(slug: string): boolean;
  /** At least one of `slugs` passes (an empty list passes nothing). */
  holdsAny(slugs: readonly string[]): boolean;
}

export interface CheckerOptions {
  /**
   * The organization the holder is a member of. Given, it makes the checker
   * a member's: a prerequisite passes when the member or the organization
   * holds it (a member's manage-courses needs the organization's LMS), and an
   * organization-context permission passes only if the organization holds it
   * too (an organization cannot hand out what it does not have).
   */
  organization?: PermissionChecker;
}

/**
 * The permission check of spec section 6 over one holder's slugs.
 * Unknown slugs never pass (a typo fails closed). Prerequisite cycles end:
 * a permission met again while it is being checked counts as passing, so a
 * cycle passes exactly when each of its members is granted and the rest of
 * their prerequisites pass.
 */
export function createPermissionChecker(
  catalogue: readonly PermissionDefinition[],
  held: readonly string[],
  options: CheckerOptions = {},
): PermissionChecker {
  const bySlug = new Map(catalogue.map((permission) => [permission.slug, permission]));
  const heldSet = new Set(held);
  const { organization } = options;

  const granted = (permission: PermissionDefinition): boolean => {
    if (heldSet.has(permission.slug)) return true;
    const bypass = CONTEXT_BYPASS[permission.contextId];
    return bypass !== null && heldSet.has(bypass);
  };

  const passes = (slug: string, inProgress: Set<string>): boolean => {
    if (inProgress.has(slug)) return true;
    const permission = bySlug.get(slug);
    if (!permission || !granted(permission)) return false;
    if (organization && permission.contextId === PERMISSION_CONTEXTS.organization && !organization.holds(slug)) return false;
    inProgress.add(slug);
    try {
      return permission.prerequisites.every((prerequisite) =>
        passes(prerequisite, inProgress) || (organization?.holds(prerequisite) ?? false));
    } finally {
      inProgress.delete(slug);
    }
  };

  // Only whole checks are cached: a result found inside a cycle rests on an assumption.
  const cache = new Map<string, boolean>();
  const holds = (slug: string): boolean => {
    let result = cache.get(slug);
    if (result === undefined) {
      result = passes(slug, new Set());
      cache.set(slug, result);
    }
    return result;
  };

  return { holds, holdsAny: (slugs) => slugs.some(holds) };
}

/** A member's checker inside their organization (see CheckerOptions.organization). */
export function createMemberChecker(
  catalogue: readonly PermissionDefinition[],
  memberHeld: readonly string[],
  organizationHeld: readonly string[],
): PermissionChecker {
  return createPermissionChecker(catalogue, memberHeld, { organization: createPermissionChecker(catalogue, organizationHeld) });
}
