import type { RouteDefinition, SiteMap } from '@halaqa/contracts';
import { decideRouteAccess, type AccessContext, type AccessDecision } from '@halaqa/permissions';
import { superTokenTarget } from './deep-links';

/** What the guard needs to know about the signed-in user (GET auth). */
interface GuardUser {
  isPhoneVerified: boolean;
  forceResetPassword: boolean;
}

/** An organization assessment as far as routing is concerned (GET org-assessments-management). */
export interface GuardAssessment {
  id: number;
  status: 'pending' | 'started' | 'completed';
}

/** The site's pages the guard names by role, its deep links, and the route of any path. */
export type GuardSite = Pick<SiteMap, 'pathFor' | 'deepLink'> & {
  /** The route a path shows (null for none): whether the previous page was an auth screen. */
  routeAt(pathname: string): RouteDefinition | null;
};

/** `undefined` means "still loading": the guard waits rather than guess. */
export interface GuardInput {
  pathname: string;
  search: string;
  site: GuardSite;
  /** The path of the page before this navigation (null on the first load). */
  previousPathname: string | null;
  signedIn: boolean;
  rememberedRoute: string | null;
  /** null when there is nothing cached and the first load has not answered (step 4). */
  access: AccessContext | null;
  /** The route's definition (from the loaded definitions: known at once). */
  route: RouteDefinition;
  user: GuardUser | undefined;
  assessments: readonly GuardAssessment[] | undefined;
  /** Set by a sign-in made in this tab on a logged-out-only screen. */
  justSignedIn: boolean;
  /** Whether the all-courses page would let this user in (the after-sign-in target). */
  allCoursesAllowed: boolean;
}

/** Side effects the binding carries out; the decision itself stays pure. */
export interface GuardEffects {
  forgetRememberedRoute?: boolean;
  rememberRoute?: string;
}

export type GuardOutcome =
  /** Step 1: sign in with the single-sign-on token, set the instructor view, then go to `to`. */
  | { kind: 'sso-login'; token: string; studentView: boolean; to: string }
  /** Step 2, signed in: SAML sign-on is a later issue; say so and drop the value. */
  | { kind: 'saml-unavailable'; to: string }
  /** Step 2, visitor: keep the SAML sign-on id for after login and go to login. */
  | { kind: 'store-sso-id'; ssoId: string; to: string }
  | { kind: 'wait'; for: 'permissions' | 'user' | 'assessments'; effects: GuardEffects }
  | { kind: 'redirect'; to: string; step: 8 | 9 | 10; effects: GuardEffects }
  /** Render the route with the access decision of step 6 (403 page, not-allowed card or the page). */
  | { kind: 'render'; decision: AccessDecision; effects: GuardEffects };

const isAuthScreen = (route: RouteDefinition | null) => route?.meta.authScreen === true;

function withoutQueryKey(pathname: string, search: string, key: string): string {
  const query = new URLSearchParams(search);
  query.delete(key);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Step 3. Visiting auth screens clears the remembered route, except on the
 * way the 403 page leads: from the remembered page itself to login, and
 * between auth screens (login to verification-code). Otherwise a visitor
 * stopped at a page could never come back to it after signing in.
 */
export function clearsRememberedRoute(input: Pick<GuardInput, 'route' | 'previousPathname' | 'rememberedRoute' | 'site'>): boolean {
  const { route, previousPathname, rememberedRoute, site } = input;
  if (!isAuthScreen(route) || rememberedRoute === null) return false;
  if (previousPathname === null) return true;
  const rememberedPath = rememberedRoute.split('?')[0];
  return previousPathname !== rememberedPath && !isAuthScreen(site.routeAt(previousPathname));
}

/** Spec section 4 "After login": the remembered route, else all courses when permitted, else the dashboard. */
export function afterSignInTarget(remembered: string | null, allCoursesAllowed: boolean, site: Pick<SiteMap, 'pathFor'>): string | null {
  return remembered ?? (allCoursesAllowed ? site.pathFor('allCourses') : null) ?? site.pathFor('dashboard');
}

/** Step 10: the assessment a user must take first, if any (a started one before a pending one). */
export function pendingAssessment(assessments: readonly GuardAssessment[]): GuardAssessment | null {
  return assessments.find((a) => a.status === 'started') ?? assessments.find((a) => a.status === 'pending') ?? null;
}

/**
 * The navigation guard of spec section 2, its ten steps in order. Pure: the
 * binding (NavigationGuard) gathers the input, runs the outcome's effects,
 * and asks again whenever the input changes, which is also the
 * after-navigation re-check.
 */
export function runNavigationGuard(input: GuardInput): GuardOutcome {
  const query = new URLSearchParams(input.search);

  // Step 1: single-sign-on link.
  const superToken = query.get('super_token');
  if (superToken) {
    return { kind: 'sso-login', token: superToken, studentView: query.has('student_view'), to: superTokenTarget(input.pathname, input.search, input.site) };
  }

  // Step 2: SAML sign-on id.
  const ssoId = query.get('ssoid');
  if (ssoId) {
    if (input.signedIn) return { kind: 'saml-unavailable', to: withoutQueryKey(input.pathname, input.search, 'ssoid') };
    const login = input.site.pathFor('login');
    if (login) return { kind: 'store-sso-id', ssoId, to: login };
  }

  // Step 3: auth screens clear the remembered route.
  const effects: GuardEffects = {};
  let remembered = input.rememberedRoute;
  if (clearsRememberedRoute(input)) {
    effects.forgetRememberedRoute = true;
    remembered = null;
  }

  // Step 4: permissions, unless cached.
  if (!input.access) return { kind: 'wait', for: 'permissions', effects };

  // Step 5 (the page title) is the route's name: set where the page renders (usePageTitle).

  // Step 6: authentication and permission on the route's meta.
  const decision = decideRouteAccess(input.route.meta, input.access);
  if (decision.kind === 'not-authenticated') effects.rememberRoute = `${input.pathname}${input.search}`;

  if (input.signedIn) {
    // Step 7: the user and the organization's assessments (the forced reset blocks them: no need).
    if (!input.user) return { kind: 'wait', for: 'user', effects };
    if (!input.user.forceResetPassword && !input.assessments) return { kind: 'wait', for: 'assessments', effects };

    // Step 8: logged-out-only routes (after a sign-in here: where the user was going).
    if (decision.kind === 'redirect') {
      const to = input.justSignedIn ? afterSignInTarget(remembered, input.allCoursesAllowed, input.site) : input.site.pathFor(decision.to);
      if (input.justSignedIn && remembered) effects.forgetRememberedRoute = true;
      if (to) return { kind: 'redirect', to, step: 8, effects };
    }

    // Links from emails work whoever is signed in: steps 9 and 10 do not interrupt them.
    if (!input.route.meta.fromEmail) {
      const redirect = onboardingRedirect(input);
      if (redirect) return { kind: 'redirect', to: redirect.to, step: redirect.step, effects };
    }
  }

  return { kind: 'render', decision, effects };
}

/**
 * Steps 9 and 10: the phone number must be verified (a verified user has
 * nothing to do on that page), then onboarding assessments come first
 * (their own pages excepted). Each leads to the page of its role, where the
 * area that has it is switched on.
 */
function onboardingRedirect(input: GuardInput): { to: string; step: 9 | 10 } | null {
  const { site, route, user } = input;
  const role = route.role;
  if (!user?.isPhoneVerified) {
    const verify = site.pathFor('verifyNumber');
    return verify && role !== 'verifyNumber' ? { to: verify, step: 9 } : null;
  }
  if (role === 'verifyNumber') {
    const dashboard = site.pathFor('dashboard');
    return dashboard ? { to: dashboard, step: 9 } : null;
  }
  const assessment = pendingAssessment(input.assessments ?? []);
  if (!assessment || role === 'assessments' || role === 'assessment') return null;
  const to = assessment.status === 'started' ? site.pathFor('assessment', assessment.id) : site.pathFor('assessments');
  return to ? { to, step: 10 } : null;
}
