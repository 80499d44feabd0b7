import type { MemberPermission, OrganizationFlags, OrganizationPermission, RouteMeta } from '@halaqa/contracts';
import { holdsAny } from './permission-check';

/** Who is asking, and what the organization allows. */
export interface AccessContext {
  signedIn: boolean;
  flags: OrganizationFlags;
  /** Permission slugs the user holds (empty for visitors). */
  memberPermissions: readonly string[];
  /**
   * Organization permission slugs of the tenant; `null` while the identity
   * layer does not provide them yet, in which case they are not checked.
   */
  organizationPermissions: readonly string[] | null;
  hasGroups: boolean;
}

export type AccessDecision =
  | { kind: 'allow' }
  /** The route does not exist for this organization (switched off). */
  | { kind: 'unavailable' }
  /** A visitor must sign in first: the 403 page, the route is remembered. */
  | { kind: 'not-authenticated' }
  /** Signed in but lacking permission: the not-allowed card. */
  | { kind: 'not-permitted' }
  /** Signed-in user on a logged-out-only route. */
  | { kind: 'redirect'; to: string };

export const DASHBOARD_PATH = '/dashboard';

/** Organization switches a route needs, whoever asks. */
function organizationFlagsPass(meta: RouteMeta, flags: OrganizationFlags): boolean {
  if (meta.featureFlags?.some((flag) => !flags[flag])) return false;
  if (meta.requiresSelfEnrollment && !flags.selfEnrollmentEnabled) return false;
  if (meta.requiresRegistrationEnabled && !flags.selfRegistrationEnabled) return false;
  if (meta.requiresLandingPage && !flags.landingPageEnabled) return false;
  return true;
}

function organizationPermissionsPass(required: readonly OrganizationPermission[] | undefined, held: readonly string[] | null): boolean {
  if (!required?.length || held === null) return true;
  return holdsAny(held, required);
}

/** The route access decision of spec section 4. */
export function decideRouteAccess(meta: RouteMeta, context: AccessContext): AccessDecision {
  if (!organizationFlagsPass(meta, context.flags)) return { kind: 'unavailable' };
  if (!organizationPermissionsPass(meta.organizationPermissions, context.organizationPermissions)) {
    return { kind: 'unavailable' };
  }

  // Visitors: member permissions are a signed-in matter (spec section 4); only
  // login-required routes and the anonymous-view switches stop them.
  if (!context.signedIn) {
    if (meta.requiresLogin) return { kind: 'not-authenticated' };
    if (meta.allowAnonymousCourseView && !context.flags.allowAnonymousCourseView) return { kind: 'not-authenticated' };
    if (meta.allowAnonymousEventView && !context.flags.allowAnonymousEventView) return { kind: 'not-authenticated' };
    return { kind: 'allow' };
  }

  if (meta.loggedOutOnly) return { kind: 'redirect', to: DASHBOARD_PATH };
  const required: readonly MemberPermission[] = meta.memberPermissions ?? [];
  if (required.length && !holdsAny(context.memberPermissions, required)) return { kind: 'not-permitted' };
  if (meta.requiresGroups && !context.hasGroups) return { kind: 'not-permitted' };
  return { kind: 'allow' };
}
