import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { unwrap } from '@halaqa/api-client';
import { addLazyNamespace, applyDocumentLanguage, detectLanguage, initI18n, LANGUAGE_STORAGE_KEY, loadLanguage } from '@halaqa/i18n';
import { createSiteMap, FIRST_SCREEN, type RemoteManifestEntry } from '@halaqa/contracts';
import { addChromeTexts, installProblemReporting, installSite, recordInstances, reportProblem } from '@halaqa/mfe-runtime';
import { api, domainPrefix } from './app/api';
import { applyOrganizationHead } from './app/document-head';
import { embeddedSiteStart, pageNonce } from './app/site-start';
import { sendFirstScreenAhead, sendShellRequestsAhead } from './app/first-screen';
import { startupAccessContext } from './site/access-context';
import { ShellApp } from './app/ShellApp';
import { StartupFailure } from './app/StartupFailure';
import { SHELL_NAMESPACE, shellTextLoaders } from './i18n/shell-texts';
import { shell } from './definition';
import { loadRemoteModule, registerManifest } from './features/remotes/remote-loader';
import { session } from '@halaqa/session';
import { readCachedPermissions } from './features/session/permission-cache';
import { createStore } from './store/store';
import { nextTask } from './app/next-task';
import { initialSessionState } from './store/session-slice';
import { initialUiState } from './store/ui-slice';

/** Resolve the organization, theme and translate the shell, register its remotes, render. */
async function start() {
  // The task that ran every start-up module ends here.
  await nextTask();
  // Before anything renders: styled-components' style tags carry the page's CSP nonce.
  __webpack_nonce__ = pageNonce(document);
  // First: a start-up failure is the failure most worth hearing about.
  installProblemReporting({ organization: domainPrefix, release: __webpack_hash__ });
  const root = createRoot(document.getElementById('root')!);
  // The server's first screen (when it wrote one) stands until the app has drawn the page behind it.
  const handingOver = document.getElementById(FIRST_SCREEN.elementId)
    ? import('./app/first-screen-handoff').then(({ handOverFirstScreen }) => handOverFirstScreen(document))
    : null;
  try {
    const language = detectLanguage(window.location.search, localStorage);
    // The server embeds both in the page; asked for only when it did not (a development server).
    const embedded = embeddedSiteStart(document, domainPrefix);
    const [organization, manifest] = embedded ? [embedded.organization, embedded.manifest] : await Promise.all([
      unwrap(api.GET('/api/organizations-dashboard/prefix/{prefix}', { params: { path: { prefix: domainPrefix } } })),
      unwrap(api.GET('/api/remote-manifest')),
    ]);
    await initI18n(language, organization.terminology);
    // The site as the definitions describe it: menus, route ownership, roles, deep links, slot fillers.
    const areas = [shell.definition, ...manifest.remotes];
    const site = createSiteMap(areas);
    // Who is signed in and the cached permissions: the first navigation need not wait for the API.
    const { signedIn, userId, portals } = session.getSnapshot();
    const store = createStore(initialUiState(language, localStorage), initialSessionState(signedIn, userId, portals, readCachedPermissions(localStorage)));
    sendShellRequestsAhead(api);
    sendFirstScreenAhead(site, window.location, startupAccessContext(organization, store.getState().session), api);
    addLazyNamespace(SHELL_NAMESPACE, shellTextLoaders);
    await loadLanguage(language);
    applyDocumentLanguage(language);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    applyOrganizationHead(organization, document, __webpack_nonce__);
    registerManifest(manifest.remotes);
    const entries = new Map<string, RemoteManifestEntry>(manifest.remotes.map((remote) => [remote.name, remote]));
    installSite(site, (remote, module) => {
      const entry = entries.get(remote);
      return entry ? loadRemoteModule(entry, `slots/${module}`) : Promise.reject(new Error(`${remote} is not loaded`));
    });
    addChromeTexts(areas);
    recordInstances('shell');
    await nextTask();
    // As a transition React renders the first screen in slices, yielding to the browser between them.
    startTransition(() => root.render(<ShellApp store={store} organization={organization} manifest={manifest} />));
  } catch (error) {
    console.error('[halaqa] start-up failed', error);
    reportProblem({ kind: 'error', error, area: 'shell' });
    void handingOver?.then((handOver) => handOver());
    root.render(<StartupFailure error={error} prefix={domainPrefix} />);
  }
}

void start();
