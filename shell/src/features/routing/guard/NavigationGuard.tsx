import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import { bus } from '@halaqa/bus';
import { unwrap } from '@halaqa/api-client';
import { useOrganization } from '@halaqa/mfe-runtime';
import { decideRouteAccess } from '@halaqa/permissions';
import {
  api, ASSESSMENTS_QUERY_KEY, forgetRememberedRoute, INSTRUCTOR_VIEW_STORAGE_KEY, LOGIN_PATH, peekRememberedRoute, rememberRoute,
  signInWithSsoToken, STORAGE_KEYS, useCurrentUser,
} from '@halaqa/session';
import { Button, ButtonRow, MessageCard, Spinner } from '@halaqa/ui';
import type { RouteDefinition } from '@halaqa/contracts';
import { useAppDispatch, useAppSelector } from '../../../store/store';
import { accessChecked, afterSignInHandled } from '../../../store/session-slice';
import { useRemoteModule } from '../../remotes/use-remote-module';
import { useManifest } from '../../tenant/tenant-context';
import { accessContext } from '../access-context';
import { matchRoute } from '../match-route';
import type { CurrentRoute } from '../use-current-route';
import { ALL_COURSES_PATH, runNavigationGuard, type GuardEffects, type GuardOutcome } from './navigation-guard';

/** A route whose table failed to load: the guard lets the area's fallback show. */
const UNKNOWN_ROUTE: RouteDefinition = { path: '*', page: 'unavailable', meta: {} };

function guardRoute(current: CurrentRoute): RouteDefinition | undefined {
  if (current.area !== 'remote') return current.route;
  if (current.status === 'failed') return UNKNOWN_ROUTE;
  return current.status === 'ready' ? (current.route ?? UNKNOWN_ROUTE) : undefined;
}

/** The path of the page before this one (guard step 3). */
function usePreviousPathname(pathname: string): string | null {
  const paths = useRef<{ current: string | null; previous: string | null }>({ current: null, previous: null });
  if (paths.current.current !== pathname) paths.current = { previous: paths.current.current, current: pathname };
  return paths.current.previous;
}

/** Whether /lms/all-courses would let the user in: the after-sign-in target (only asked right after a sign-in). */
function useAllCoursesAllowed(enabled: boolean) {
  const manifest = useManifest();
  const organization = useOrganization();
  const session = useAppSelector((state) => state.session);
  const lms = manifest.remotes.find((remote) => remote.name === 'mfe-lms') ?? null;
  const routes = useRemoteModule(enabled ? lms : null, 'routes');
  const context = accessContext(organization, session);
  if (!enabled || !lms || routes.isError) return { loading: false, allowed: false };
  if (!routes.data || !context) return { loading: true, allowed: false };
  const route = matchRoute(routes.data.routes, ALL_COURSES_PATH);
  return { loading: false, allowed: route !== null && decideRouteAccess(route.meta, context).kind === 'allow' };
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
  const allCourses = useAllCoursesAllowed(state.justSignedIn);
  const route = guardRoute(current);

  const outcome: GuardOutcome = runNavigationGuard({
    pathname: location.pathname,
    search: location.search,
    previousPathname,
    signedIn: state.signedIn,
    rememberedRoute: peekRememberedRoute(),
    access,
    route,
    user: state.signedIn ? user.data : undefined,
    // Onboarding must not lock anyone out when the list cannot be read: no list, no forcing.
    assessments: assessments.isError ? [] : assessments.data,
    justSignedIn: state.justSignedIn,
    allCoursesAllowed: allCourses.allowed,
  });
  const waitingForTarget = outcome.kind === 'redirect' && outcome.step === 8 && state.justSignedIn && allCourses.loading;
  const outcomeKey = `${location.pathname}${location.search}|${JSON.stringify(outcome)}|${waitingForTarget}`;

  const ssoStarted = useRef<string | null>(null);
  useEffect(() => {
    if ('effects' in outcome) applyEffects(outcome.effects);
    switch (outcome.kind) {
      case 'render':
        dispatch(accessChecked({
          shouldBeLoggedIn: outcome.decision.kind === 'not-authenticated',
          shouldHavePermission: outcome.decision.kind === 'not-permitted',
        }));
        if (state.justSignedIn) dispatch(afterSignInHandled());
        return;
      case 'redirect':
        if (waitingForTarget) return;
        if (outcome.step === 8 && state.justSignedIn) dispatch(afterSignInHandled());
        navigate(outcome.to, { replace: true });
        return;
      case 'saml-unavailable':
        bus.emit('toast', { type: 'warning', message: t('guard.samlUnavailable') });
        navigate(outcome.to, { replace: true });
        return;
      case 'store-sso-id':
        localStorage.setItem(STORAGE_KEYS.ssoId, outcome.ssoId);
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
function useLeaveLoginRoutesOnSignOut(signedIn: boolean, route: RouteDefinition | undefined) {
  const navigate = useNavigate();
  const was = useRef(signedIn);
  const requiresLogin = route?.meta.requiresLogin === true;
  useEffect(() => {
    if (was.current && !signedIn && requiresLogin) navigate(LOGIN_PATH, { replace: true });
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
      navigate('/', { replace: true });
    }
  }, [allowed, permissions, signedIn, pathname, navigate]);
}
