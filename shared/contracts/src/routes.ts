import type { OrganizationFlag } from './organization';
import type { RouteRole } from './route-roles';

/** Member permission slugs named by routes (spec section 3 and 6). */
export type MemberPermission =
  | 'member-full-access'
  | 'access-courses'
  | 'access-external-courses'
  | 'access-communities'
  | 'access-events'
  | 'access-skills-development'
  | 'access-coaching';

/**
 * Organization permission slugs (context 3): the features an organization
 * has, and the manage (CRUD) permissions it can hand to its administrators.
 */
export type OrganizationPermission =
  | 'organization-everything'
  | 'organization-enabled'
  | 'organization-registration-enabled'
  | 'organization-lms'
  | 'organization-coaching'
  | 'organization-social-platform'
  | 'organization-social-events'
  | 'organization-learning-path'
  | 'manage-courses'
  | 'manage-external-courses'
  | 'manage-members'
  | 'manage-specializations'
  | 'manage-social-groups'
  | 'manage-social-events'
  | 'manage-learning-paths'
  | 'manage-checklists'
  | 'manage-support-teams';

/** Bypass permissions of the user (2) and global (1) contexts. */
export type PlatformPermission = 'user-everything' | 'global-everything';

/** Every permission slug of the catalogue (shared/permissions PERMISSION_CATALOGUE). */
export type PermissionSlug = MemberPermission | OrganizationPermission | PlatformPermission;

/** The flags every route can carry (spec section 2). */
export interface RouteMeta {
  requiresLogin?: boolean;
  loggedOutOnly?: boolean;
  hideSidebar?: boolean;
  /** The page stands alone: no app bar and no announcement banner. */
  hideAppBar?: boolean;
  /** The user needs at least one of these (checked with bypass and prerequisites). */
  memberPermissions?: MemberPermission[];
  organizationPermissions?: OrganizationPermission[];
  /** Every listed organization flag must be on. */
  featureFlags?: OrganizationFlag[];
  requiresSelfEnrollment?: boolean;
  /** Anonymous visitors may see it only when the organization allows anonymous course view. */
  allowAnonymousCourseView?: boolean;
  allowAnonymousEventView?: boolean;
  requiresRegistrationEnabled?: boolean;
  /** Hidden unless the organization's landing-page switch is on. */
  requiresLandingPage?: boolean;
  /** Needs the user to belong to at least one group. */
  requiresGroups?: boolean;
  /** An authentication screen: visiting it clears the remembered route (guard step 3). */
  authScreen?: boolean;
  /** Opened from an email link: works whoever is signed in, not interrupted by guard steps 9 and 10. */
  fromEmail?: boolean;
}

/** A redirect whose target depends on an organization flag. */
export interface FlagRedirect {
  flag: OrganizationFlag;
  whenOn: string;
  whenOff: string;
}

/** One request of a page's first screen: exactly as the page sends it (test: each remote's first-screen test). */
export interface FirstScreenCall {
  /** An API GET path (`/api/...`, the manifest's schema checks it); `{name}` takes the route's parameter `:name`. */
  path: string;
  query?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * A route as the shell and the remote's router see it (the data of a remote
 * definition, see remote-definition.ts, which derives it from page keys).
 */
export interface RouteDefinition {
  /** Absolute path with react-router params, e.g. `/lms/courses/:courseId/overview`. */
  path: string;
  /** Page key: the i18n key of its title (`pages.<page>`) and the component that renders it. */
  page: string;
  meta: RouteMeta;
  /** Redirect instead of rendering: a fixed path or one chosen by a flag. */
  redirect?: string | FlagRedirect;
  /** The platform role this page plays (login, dashboard, ...), see route-roles.ts. */
  role?: RouteRole;
  /**
   * The requests the page makes as soon as it opens (without a query in its
   * address): the shell sends them while the remote's code is still on its
   * way, and the page's own identical request gets their answer.
   */
  firstScreen?: FirstScreenCall[];
  /**
   * The API operation (OpenAPI operationId) that loads the page's data: the
   * API's gate on it must agree with `meta` for every role
   * (api/test/route-gates-agree.test.ts).
   */
  data?: string;
}

export type RouteTable = readonly RouteDefinition[];
