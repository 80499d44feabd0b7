/**
 * Bypass permissions: holding one grants every permission of its context
 * (spec section 6). Full contexts, prerequisites and sets come with the
 * identity layer; this is the part routes need.
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
