import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { useQueryClient } from '@halaqa/query';
import type { RemoteAppProps, RemoteManifestEntry, RouteDefinition } from '@halaqa/contracts';
import { ErrorBoundary, redirectTarget, reportProblem, useChromeTexts, useOrganization } from '@halaqa/mfe-runtime';
import { Navigate } from '@halaqa/router';
import { Spinner } from '@halaqa/ui';
import { useAppSelector } from '../../store/store';
import { GuardedRoute } from '../../site/GuardedRoute';
import { NotFound } from '../../screens/GlobalScreens';
import { RemoteFallback } from './RemoteFallback';
import { RemoteMount } from './RemoteMount';
import { reloadPage } from './reload-page';
import { useRemoteApp } from './use-remote-module';
import { useShellNavigation } from './use-shell-navigation';

let pageLoadScreen = true;
/**
 * When the visitor began waiting for an area's screen: for the page load's
 * first, at navigation (time 0 of performance.now()); for later ones, when
 * the shell starts showing them.
 */
function screenStart(): number {
  if (!pageLoadScreen) return performance.now();
  pageLoadScreen = false;
  return 0;
}

function RemoteApp({ remote }: { remote: RemoteManifestEntry }) {
  const { t } = useTranslation('shell');
  const { areaName } = useChromeTexts();
  const organization = useOrganization();
  const language = useAppSelector((state) => state.ui.language);
  const { location, navigator } = useShellNavigation();
  const app = useRemoteApp(remote);
  const queryClient = useQueryClient();
  const [crashed, setCrashed] = useState(false);
  const [startedAt] = useState(screenStart);
  const props = useMemo<RemoteAppProps>(() => ({ location, navigator, organization, language }), [location, navigator, organization, language]);

  const retried = useRef(false);

  const retry = useCallback(() => {
    setCrashed(false);
    void queryClient.resetQueries({ queryKey: ['remote-module', remote.name] });
  }, [queryClient, remote.name]);
  // A remote whose entry was down loads again in place. One that still fails
  // may have half started (one of its chunks failed): the federation runtime
  // cannot start it again, so the second retry loads the page afresh.
  const retryLoad = useCallback(() => {
    if (retried.current) {
      reloadPage();
      return;
    }
    retried.current = true;
    retry();
  }, [retry]);

  if (app.isError) return <RemoteFallback remote={remote.name} onRetry={retryLoad} />;
  if (crashed) return <RemoteFallback remote={remote.name} onRetry={retry} />;
  if (!app.data) return <Spinner label={t('remotes.loading', { area: areaName(remote.name) })} testId="remote-loading" />;
  return (
    <ErrorBoundary area={remote.name} resetKey={remote.entry} fallback={(_, reset) => <RemoteFallback remote={remote.name} onRetry={() => { reset(); retry(); }} />}>
      <RemoteMount
        app={app.data}
        props={props}
        onError={(error) => {
          reportProblem({ kind: 'render-error', error, area: remote.name });
          setCrashed(true);
        }}
        onMounted={() => reportProblem({ kind: 'slow-page', area: remote.name, durationMs: performance.now() - startedAt })}
      />
    </ErrorBoundary>
  );
}

/**
 * The part of the page a remote owns: its route's guard, then the remote
 * itself. The route comes from the remote's definition (the manifest), so
 * the guard decides before any of the remote's code is downloaded.
 */
export function RemoteArea({ remote, route }: { remote: RemoteManifestEntry; route: RouteDefinition | null }) {
  const organization = useOrganization();
  const redirect = route ? redirectTarget(route, organization.flags) : null;
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <div data-testid="remote-area" data-remote={remote.name}>
      {route ? (
        <GuardedRoute route={route}>
          <RemoteApp remote={remote} />
        </GuardedRoute>
      ) : <NotFound />}
    </div>
  );
}
