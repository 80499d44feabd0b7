import type { OrganizationFlag } from './organization';

/** Member permission slugs named by routes (spec section 3 and 6). */
export type MemberPermission =
  | 'member-full-access'
  | 'access-courses'
  | 'access-external-courses'
  | 'access-communities'
  | 'access-events'
  | 'access-skills-development'
  | 'access-coaching';

/** Organization permission slugs named by routes. */
export type OrganizationPermission =
  | 'organization-everything'
  | 'organization-enabled'
  | 'organization-registration-enabled'
  | 'organization-lms'
  | 'organization-coaching'
  | 'organization-social-platform'
  | 'organization-social-events'
  | 'organization-learning-path'
  | 'organization-manage-external-courses';

/** The flags every route can carry (spec section 2). */
export interface RouteMeta {
  requiresLogin?: boolean;
  loggedOutOnly?: boolean;
  hideSidebar?: boolean;
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
}

/** A redirect whose target depends on an organization flag. */
export interface FlagRedirect {
  flag: OrganizationFlag;
  whenOn: string;
  whenOff: string;
}

export interface RouteDefinition {
  /** Absolute path with react-router params, e.g. `/lms/courses/:courseId/overview`. */
  path: string;
  /** Page name: the i18n key of its title (`pages.<page>`) and the component that renders it. */
  page: string;
  meta: RouteMeta;
  /** Redirect instead of rendering: a fixed path or one chosen by a flag. */
  redirect?: string | FlagRedirect;
}

export type RouteTable = readonly RouteDefinition[];
