/**
 * The check without a catalogue: any bypass permission grants everything.
 * Only for callers that have not loaded `permissions-system` yet; with the
 * catalogue, use createPermissionChecker (contexts and prerequisites).
 */
export const BYPASS_PERMISSIONS: readonly string[] = [
  'member-full-access',
  'user-everything',
  'global-everything',
  'organization-everything',
];

/** True when `held` grants `slug` directly or through a bypass permission. */
export function holds(held: readonly string[], slug: string): boolean {
  return held.includes(slug) || held.some((permission) => BYPASS_PERMISSIONS.includes(permission));
}

/** True when `held` grants at least one of `slugs`. */
export function holdsAny(held: readonly string[], slugs: readonly string[]): boolean {
  return slugs.some((slug) => holds(held, slug));
}
