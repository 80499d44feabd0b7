import { unwrap } from '@halaqa/api-client';
import { addLazyNamespace, applyDocumentLanguage, detectLanguage, initI18n, LANGUAGE_STORAGE_KEY, loadLanguage } from '@halaqa/i18n';
import { createSiteMap, type OrganizationProfile, type RemoteManifest, type RemoteManifestEntry } from '@halaqa/contracts';
import { addChromeTexts, installSite, queryClient, recordInstances } from '@halaqa/mfe-runtime';
import { session } from '@halaqa/session';
import { api } from './api';
import { domainPrefix } from './domain-prefix';
import { applyOrganizationHead } from './document-head';
import { embeddedSiteStart } from './site-start';
import { firstScreenShowsData, openedRemote, sendFirstScreenAhead, sendShellRequestsAhead } from './first-screen';
import { startupAccessContext } from '../site/access-context';
import { SHELL_NAMESPACE, shellTextLoaders } from '../i18n/shell-texts';
import { shell } from '../definition';
import { loadRemoteModule, registerManifest } from '../features/remotes/remote-loader';
import { readCachedPermissions } from '../features/session/permission-cache';
import { startLoadingRemoteApp } from '../features/remotes/use-remote-module';
import { answerVisitorPermissions } from '../features/session/use-permissions-query';
import { createStore, type AppStore } from '../store/store';
import { initialSessionState } from '../store/session-slice';
import { initialUiState } from '../store/ui-slice';
import { nextTask } from './next-task';

export interface PreparedShell {
  organization: OrganizationProfile;
  manifest: RemoteManifest;
  store: AppStore;
  /** The opened page loads data for its first screen (and formats it). */
  firstScreenShowsData: boolean;
}

/**
 * Everything the shell needs before its first render: the organization and
 * its remotes, the shell's texts in the page's language, the store, the
 * site map with its slot loader, and the first screen's requests sent ahead.
 */
export async function prepareShell(): Promise<PreparedShell> {
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
  // A visitor's are in the page, fresher than any cached copy: the chrome and the guard are drawn once, complete.
  const visitorPermissions = signedIn ? null : embedded?.visitorPermissions ?? null;
  if (visitorPermissions) answerVisitorPermissions(queryClient, visitorPermissions);
  const permissions = visitorPermissions ?? readCachedPermissions(localStorage);
  const store = createStore(initialUiState(language, localStorage), initialSessionState(signedIn, userId, portals, permissions));
  sendShellRequestsAhead(api, { permissions: !visitorPermissions });
  const startupAccess = startupAccessContext(organization, store.getState().session);
  sendFirstScreenAhead(site, window.location, startupAccess, api);
  // The requests are out: what follows is the browser's to interleave with other work.
  await nextTask();
  addLazyNamespace(SHELL_NAMESPACE, shellTextLoaders);
  await loadLanguage(language);
  applyDocumentLanguage(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  applyOrganizationHead(organization, document, __webpack_nonce__);
  registerManifest(manifest.remotes);
  const entries = new Map<string, RemoteManifestEntry>(manifest.remotes.map((remote) => [remote.name, remote]));
  const owner = openedRemote(site, window.location.pathname, startupAccess);
  const ownerEntry = owner && entries.get(owner);
  if (ownerEntry) startLoadingRemoteApp(queryClient, ownerEntry);
  installSite(site, (remote, module) => {
    const entry = entries.get(remote);
    return entry ? loadRemoteModule(entry, `slots/${module}`) : Promise.reject(new Error(`${remote} is not loaded`));
  });
  addChromeTexts(areas);
  recordInstances('shell');
  return { organization, manifest, store, firstScreenShowsData: firstScreenShowsData(site, window.location.pathname) };
}
