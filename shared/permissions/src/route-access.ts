import type { Gate, MemberPermission, OrganizationFlags, OrganizationPermission, PermissionsAnswer, RouteMeta, SiteMap } from '@halaqa/contracts';
import type { PermissionDefinition } from './contexts';
import { holdsAny } from './permission-check';
import { createPermissionChecker } from './permission-checker';

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
  /**
   * The permission catalogue (from `permissions-system`). Given, checks use
   * contexts and prerequisites; absent, any bypass permission grants all.
   */
  catalogue?: readonly PermissionDefinition[];
}

/** Who is asking, as one answer of `permissions-system` tells it: a signed-in member's, or a visitor's. */
export function accessFromAnswer(signedIn: boolean, flags: OrganizationFlags, answer: PermissionsAnswer): AccessContext {
  return {
    signedIn,
    flags,
    memberPermissions: signedIn ? answer.userPermissions : [],
    organizationPermissions: answer.organizationPermissions,
    hasGroups: signedIn && answer.hasGroups,
    catalogue: answer.permissions,
  };
}

export type AccessDecision =
  | { kind: 'allow' }
  /** The route does not exist for this organization (switched off). */
  | { kind: 'unavailable' }
  /** A visitor must sign in first: the 403 page, the route is remembered. */
  | { kind: 'not-authenticated' }
  /** Signed in but lacking permission: the not-allowed card. */
  | { kind: 'not-permitted' }
  /** Signed-in user on a logged-out-only route: guard step 8 sends them to the dashboard. */
  | { kind: 'redirect'; to: 'dashboard' };

/** Organization switches a route needs, whoever asks. */
function organizationFlagsPass(meta: RouteMeta, flags: OrganizationFlags): boolean {
  if (meta.featureFlags?.some((flag) => !flags[flag])) return false;
  if (meta.requiresSelfEnrollment && !flags.selfEnrollmentEnabled) return false;
  if (meta.requiresRegistrationEnabled && !flags.selfRegistrationEnabled) return false;
  if (meta.requiresLandingPage && !flags.landingPageEnabled) return false;
  return true;
}

/** holdsAny for the route's two checks, with the catalogue when there is one. */
function checkers(context: AccessContext) {
  const { catalogue } = context;
  if (!catalogue) {
    return {
      organization: (required: readonly string[]) => holdsAny(context.organizationPermissions ?? [], required),
      member: (required: readonly string[]) => holdsAny(context.memberPermissions, required),
    };
  }
  const organization = context.organizationPermissions === null
    ? undefined
    : createPermissionChecker(catalogue, context.organizationPermissions);
  const member = createPermissionChecker(catalogue, context.memberPermissions, { organization });
  return {
    organization: (required: readonly string[]) => organization?.holdsAny(required) ?? false,
    member: (required: readonly string[]) => member.holdsAny(required),
  };
}

function organizationPermissionsPass(
  required: readonly OrganizationPermission[] | undefined,
  context: AccessContext,
  check: ReturnType<typeof checkers>,
): boolean {
  if (!required?.length || context.organizationPermissions === null) return true;
  return check.organization(required);
}

/** The route access decision of spec section 4. */
export function decideRouteAccess(meta: RouteMeta, context: AccessContext): AccessDecision {
  if (!organizationFlagsPass(meta, context.flags)) return { kind: 'unavailable' };
  const check = checkers(context);
  if (!organizationPermissionsPass(meta.organizationPermissions, context, check)) {
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

  if (meta.loggedOutOnly) return { kind: 'redirect', to: 'dashboard' };
  const required: readonly MemberPermission[] = meta.memberPermissions ?? [];
  if (required.length && !check.member(required)) return { kind: 'not-permitted' };
  if (meta.requiresGroups && !context.hasGroups) return { kind: 'not-permitted' };
  return { kind: 'allow' };
}

/** The route at `pathname` when the guard lets `context` open it; null when it would not, or no route is there. */
export function openableRoute(site: SiteMap, pathname: string, context: AccessContext): ReturnType<SiteMap['routeAt']> {
  const opened = site.routeAt(pathname);
  return opened && decideRouteAccess(opened.route.meta, context).kind === 'allow' ? opened : null;
}

/**
 * Whether a menu entry or slot filler is offered: its audience, then the
 * access rule of the route it leads to (the guard's decision), then its own
 * extra rule. Each rule is decided whole: merging two "any of" permission
 * lists would loosen both.
 */
export function passesGate(gate: Gate, routeMeta: RouteMeta | null, context: AccessContext): boolean {
  if (gate.audience === 'members' && !context.signedIn) return false;
  if (gate.audience === 'visitors' && context.signedIn) return false;
  return [routeMeta, gate.meta].every((meta) => !meta || decideRouteAccess(meta, context).kind === 'allow');
}
