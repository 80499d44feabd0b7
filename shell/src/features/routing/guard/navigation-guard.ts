import type { RouteDefinition } from '@halaqa/contracts';
import { decideRouteAccess, DASHBOARD_PATH, type AccessContext, type AccessDecision } from '@halaqa/permissions';
import { LOGIN_PATH } from '@halaqa/session';
import { superTokenTarget } from './deep-links';

export const VERIFY_NUMBER_PATH = '/auth/verify-number';
export const ASSESSMENTS_PATH = '/assessments';
export const ALL_COURSES_PATH = '/lms/all-courses';

/** What the guard needs to know about the signed-in user (GET auth). */
export interface GuardUser {
  isPhoneVerified: boolean;
  forceResetPassword: boolean;
}

/** An organization assessment as far as routing is concerned (GET org-assessments-management). */
export interface GuardAssessment {
  id: number;
  status: 'pending' | 'started' | 'completed';
}

/** `undefined` means "still loading": the guard waits rather than guess. */
export interface GuardInput {
  pathname: string;
  search: string;
  /** The path of the page before this navigation (null on the first load). */
  previousPathname: string | null;
  signedIn: boolean;
  rememberedRoute: string | null;
  /** null when there is nothing cached and the first load has not answered (step 4). */
  access: AccessContext | null;
  /** The route's definition; undefined while its table (a remote's `./routes`) loads. */
  route: RouteDefinition | undefined;
  user: GuardUser | undefined;
  assessments: readonly GuardAssessment[] | undefined;
  /** Set by a sign-in made in this tab on a logged-out-only screen. */
  justSignedIn: boolean;
  /** Whether /lms/all-courses would let this user in (the after-sign-in target). */
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
  | { kind: 'wait'; for: 'permissions' | 'route' | 'user' | 'assessments'; effects: GuardEffects }
  | { kind: 'redirect'; to: string; step: 8 | 9 | 10; effects: GuardEffects }
  /** Render the route with the access decision of step 6 (403 page, not-allowed card or the page). */
  | { kind: 'render'; decision: AccessDecision; effects: GuardEffects };

const isAuthScreen = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');

/** Links from emails work whoever is signed in: they are not interrupted by steps 9 and 10. */
const EMAIL_LINK_PATHS = ['/auth/verify-email', '/auth/reset-password'];

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
export function clearsRememberedRoute(pathname: string, previousPathname: string | null, remembered: string | null): boolean {
  if (!isAuthScreen(pathname) || remembered === null) return false;
  if (previousPathname === null) return true;
  const rememberedPath = remembered.split('?')[0];
  return previousPathname !== rememberedPath && !isAuthScreen(previousPathname);
}

/** Spec section 4 "After login": the remembered route, else all courses when permitted, else the dashboard. */
export function afterSignInTarget(remembered: string | null, allCoursesAllowed: boolean): string {
  return remembered ?? (allCoursesAllowed ? ALL_COURSES_PATH : DASHBOARD_PATH);
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
    return { kind: 'sso-login', token: superToken, studentView: query.has('student_view'), to: superTokenTarget(input.pathname, input.search) };
  }

  // Step 2: SAML sign-on id.
  const ssoId = query.get('ssoid');
  if (ssoId) {
    if (input.signedIn) return { kind: 'saml-unavailable', to: withoutQueryKey(input.pathname, input.search, 'ssoid') };
    return { kind: 'store-sso-id', ssoId, to: LOGIN_PATH };
  }

  // Step 3: auth screens clear the remembered route.
  const effects: GuardEffects = {};
  let remembered = input.rememberedRoute;
  if (clearsRememberedRoute(input.pathname, input.previousPathname, remembered)) {
    effects.forgetRememberedRoute = true;
    remembered = null;
  }

  // Step 4: permissions, unless cached.
  if (!input.access) return { kind: 'wait', for: 'permissions', effects };

  // Step 5 (the page title) is the route's name: set where the page renders (usePageTitle).
  if (!input.route) return { kind: 'wait', for: 'route', effects };

  // Step 6: authentication and permission on the route's meta.
  const decision = decideRouteAccess(input.route.meta, input.access);
  if (decision.kind === 'not-authenticated') effects.rememberRoute = `${input.pathname}${input.search}`;

  if (input.signedIn) {
    // Step 7: the user and the organization's assessments (the forced reset blocks them: no need).
    if (!input.user) return { kind: 'wait', for: 'user', effects };
    if (!input.user.forceResetPassword && !input.assessments) return { kind: 'wait', for: 'assessments', effects };

    // Step 8: logged-out-only routes (after a sign-in here: where the user was going).
    if (decision.kind === 'redirect') {
      if (input.justSignedIn) {
        if (remembered) effects.forgetRememberedRoute = true;
        return { kind: 'redirect', to: afterSignInTarget(remembered, input.allCoursesAllowed), step: 8, effects };
      }
      return { kind: 'redirect', to: decision.to, step: 8, effects };
    }

    if (!EMAIL_LINK_PATHS.includes(input.pathname)) {
      // Step 9: the phone number must be verified; a verified user has nothing to do there.
      if (!input.user.isPhoneVerified) {
        if (input.pathname !== VERIFY_NUMBER_PATH) return { kind: 'redirect', to: VERIFY_NUMBER_PATH, step: 9, effects };
      } else if (input.pathname === VERIFY_NUMBER_PATH) {
        return { kind: 'redirect', to: DASHBOARD_PATH, step: 9, effects };
      } else {
        // Step 10: onboarding assessments come first (their own pages excepted).
        const assessment = pendingAssessment(input.assessments ?? []);
        const onAssessments = input.pathname === ASSESSMENTS_PATH || input.pathname.startsWith(`${ASSESSMENTS_PATH}/`);
        if (assessment && !onAssessments) {
          const to = assessment.status === 'started' ? `${ASSESSMENTS_PATH}/${assessment.id}` : ASSESSMENTS_PATH;
          return { kind: 'redirect', to, step: 10, effects };
        }
      }
    }
  }

  return { kind: 'render', decision, effects };
}
