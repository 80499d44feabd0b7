import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@halaqa/query';
import { useLocation, useNavigate } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import { bus } from '@halaqa/bus';
import { unwrap } from '@halaqa/api-client';
import { siteMap, useOrganization } from '@halaqa/mfe-runtime';
import { decideRouteAccess } from '@halaqa/permissions';
import {
  api, ASSESSMENTS_QUERY_KEY, forgetRememberedRoute, INSTRUCTOR_VIEW_STORAGE_KEY, peekRememberedRoute, rememberRoute,
  signInWithSsoToken, STORAGE_KEYS, useCurrentUser,
} from '@halaqa/session';
import { Button, ButtonRow, MessageCard, Spinner } from '@halaqa/ui';
import type { RouteDefinition } from '@halaqa/contracts';
import { useAppDispatch, useAppSelector } from '../../../store/store';
import { accessChecked, afterSignInHandled } from '../../../store/session-slice';
import { accessContext } from '../../../site/access-context';
import { routeAtPath, type CurrentRoute } from '../../../site/current-route';
import { shell } from '../../../definition';
import { runNavigationGuard, type GuardEffects, type GuardOutcome, type GuardSite } from './navigation-guard';

/** A remote's path its definition does not list: the guard lets the area's not-found page show. */
const UNKNOWN_ROUTE: RouteDefinition = { path: '*', page: 'notFound', meta: {} };

const guardSite = (): GuardSite => {
  const site = siteMap();
  return { pathFor: site.pathFor, deepLink: site.deepLink, routeAt: routeAtPath };
};

/** The path of the page before this one (guard step 3). */
function usePreviousPathname(pathname: string): string | null {
  const paths = useRef<{ current: string | null; previous: string | null }>({ current: null, previous: null });
  if (paths.current.current !== pathname) paths.current = { previous: paths.current.current, current: pathname };
  return paths.current.previous;
}

/** Whether the all-courses page would let the user in: the after-sign-in target. */
function allCoursesAllowed(access: ReturnType<typeof accessContext>): boolean {
  const route = siteMap().routeFor('allCourses');
  return route !== null && access !== null && decideRouteAccess(route.meta, access).kind === 'allow';
}

/**
 * The address a redirect left from, until the router shows the new one: the
 * router applies navigations in a transition, so the guard may run again on
 * the old address with the new state (the sign-in handled, the remembered
 * route forgotten) and must not send the user on a second time.
 */
function usePendingRedirect(here: string) {
  const from = useRef<string | null>(null);
  if (from.current !== null && from.current !== here) from.current = null;
  return {
    pending: from.current === here,
    leave: () => { from.current = here; },
  };
}

function applyEffects(effects: GuardEffects) {
  if (effects.forgetRememberedRoute) forgetRememberedRoute();
  if (effects.rememberRoute) rememberRoute(effects.rememberRoute);
}

/**
 * The React side of the navigation guard: gathers what runNavigationGuard
 * needs, carries out its outcome, and renders the page only when the
 * outcome says so. It runs again on every navigation and on every change of
 * session, user, permissions or assessments (the after-navigation re-check).
 */
export function NavigationGuard({ current, children }: { current: CurrentRoute; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const organization = useOrganization();
  const state = useAppSelector((root) => root.session);
  const previousPathname = usePreviousPathname(location.pathname);
  const access = accessContext(organization, state);
  const user = useCurrentUser();
  const needsAssessments = state.signedIn && user.data !== undefined && !user.data.forceResetPassword;
  const assessments = useQuery({
    queryKey: ASSESSMENTS_QUERY_KEY,
    queryFn: () => unwrap(api.GET('/api/org-assessments-management')),
    enabled: needsAssessments,
  });
  const route = current.route ?? UNKNOWN_ROUTE;
  const here = `${location.pathname}${location.search}`;
  const redirect = usePendingRedirect(here);

  const outcome: GuardOutcome = runNavigationGuard({
    pathname: location.pathname,
    search: location.search,
    site: guardSite(),
    previousPathname,
    signedIn: state.signedIn,
    rememberedRoute: peekRememberedRoute(),
    access,
    route,
    user: state.signedIn ? user.data : undefined,
    // Onboarding must not lock anyone out when the list cannot be read: no list, no forcing.
    assessments: assessments.isError ? [] : assessments.data,
    justSignedIn: state.justSignedIn,
    allCoursesAllowed: allCoursesAllowed(access),
  });
  const outcomeKey = `${here}|${JSON.stringify(outcome)}`;

  const ssoStarted = useRef<string | null>(null);
  useEffect(() => {
    // One navigation per address: a redirect already on its way is not made again.
    if (outcome.kind !== 'render' && outcome.kind !== 'wait' && redirect.pending) return;
    if ('effects' in outcome) applyEffects(outcome.effects);
    switch (outcome.kind) {
      case 'render':
        dispatch(accessChecked({
          shouldBeLoggedIn: outcome.decision.kind === 'not-authenticated',
          shouldHavePermission: outcome.decision.kind === 'not-permitted',
        }));
        // The sign-in is handled once its page is reached (spec section 4: one navigation).
        if (state.justSignedIn) dispatch(afterSignInHandled());
        return;
      case 'redirect':
        redirect.leave();
        navigate(outcome.to, { replace: true });
        return;
      case 'saml-unavailable':
        bus.emit('toast', { type: 'warning', message: t('guard.samlUnavailable') });
        redirect.leave();
        navigate(outcome.to, { replace: true });
        return;
      case 'store-sso-id':
        localStorage.setItem(STORAGE_KEYS.ssoId, outcome.ssoId);
        redirect.leave();
        navigate(outcome.to, { replace: true });
        return;
      case 'sso-login': {
        if (ssoStarted.current === outcome.token) return;
        ssoStarted.current = outcome.token;
        if (outcome.studentView) sessionStorage.setItem(INSTRUCTOR_VIEW_STORAGE_KEY, 'student');
        else sessionStorage.removeItem(INSTRUCTOR_VIEW_STORAGE_KEY);
        const { to } = outcome;
        void signInWithSsoToken(outcome.token).then((ok) => {
          if (!ok) bus.emit('toast', { type: 'error', message: t('guard.ssoFailed') });
          navigate(to, { replace: true });
        });
        return;
      }
      default:
    }
    // The key captures everything the outcome depends on: run once per distinct outcome.
  }, [outcomeKey]);

  useLeaveLoginRoutesOnSignOut(state.signedIn, route);
  useLandOnPermissionLoss(outcome, location.pathname);

  if (outcome.kind === 'render') return <>{children}</>;
  if (outcome.kind === 'wait' && outcome.for === 'user' && user.isError) {
    return (
      <MessageCard data-testid="guard-failed" role="alert">
        <p>{t('guard.userFailed')}</p>
        <ButtonRow><Button type="button" onClick={() => void user.refetch()}>{t('remotes.retry')}</Button></ButtonRow>
      </MessageCard>
    );
  }
  return <Spinner label={t('guard.checking')} testId="guard-waiting" />;
}

/** Spec section 4: after a sign-out (here or in another tab), a route that needs an account goes to login. */
function useLeaveLoginRoutesOnSignOut(signedIn: boolean, route: RouteDefinition) {
  const navigate = useNavigate();
  const was = useRef(signedIn);
  const requiresLogin = route.meta.requiresLogin === true;
  useEffect(() => {
    const login = siteMap().pathFor('login');
    if (was.current && !signedIn && requiresLogin && login) navigate(login, { replace: true });
    was.current = signedIn;
  }, [signedIn, requiresLogin, navigate]);
}

/**
 * Spec section 4: when a fresh copy of the permissions replaces the cached
 * one and the page the user is on no longer passes, go to the landing route.
 */
function useLandOnPermissionLoss(outcome: GuardOutcome, pathname: string) {
  const navigate = useNavigate();
  const permissions = useAppSelector((root) => root.session.permissions);
  const signedIn = useAppSelector((root) => root.session.signedIn);
  const last = useRef<{ permissions: unknown; signedIn: boolean; pathname: string; allowed: boolean } | null>(null);
  const allowed = outcome.kind === 'render' ? outcome.decision.kind === 'allow' : null;
  useEffect(() => {
    if (allowed === null) return;
    const before = last.current;
    last.current = { permissions, signedIn, pathname, allowed };
    if (before && before.allowed && !allowed && before.permissions !== permissions && before.signedIn === signedIn && before.pathname === pathname) {
      navigate(shell.paths.home(), { replace: true });
    }
  }, [allowed, permissions, signedIn, pathname, navigate]);
}
