import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from '@halaqa/router';
import type { Language, OrganizationProfile, RemoteManifest } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { addNamespace, changeLanguage, initI18n, i18n, setTerminology } from '@halaqa/i18n';
import { AppProviders } from '@halaqa/mfe-runtime';
import { installTestSite } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { PERMISSION_CATALOGUE } from '@halaqa/permissions/src/catalogue';
import { shell } from '../definition';
import { AccessPublisher } from '../features/session/AccessPublisher';
import { ManifestContext } from '../site/manifest-context';
import { SHELL_NAMESPACE, shellResources } from '../i18n/shell-resources';
import { createStore } from '../store/store';
import { initialSessionState, type SessionState } from '../store/session-slice';
import { initialUiState } from '../store/ui-slice';
import { FIXTURE_MANIFEST } from './site-fixture';


/** A visitor of an organization that has every feature, with the real permission catalogue. */
function visitorSession(): SessionState {
  return initialSessionState(false, null, undefined, {
    permissions: [...PERMISSION_CATALOGUE],
    organizationPermissions: ['organization-everything'],
    userPermissions: [],
    hasGroups: false,
  });
}

/** A signed-in member with every member permission (as the demo member), in a group unless told otherwise. */
export function memberSession(userPermissions: string[] = ['member-full-access'], userId = 7, hasGroups = true): Partial<SessionState> {
  return {
    signedIn: true,
    userId,
    permissionsOf: userId,
    permissions: { permissions: [...PERMISSION_CATALOGUE], organizationPermissions: ['organization-everything'], userPermissions, hasGroups },
  };
}

/**
 * Renders shell UI with the store, organization, manifest (installed as the
 * site, as start-up does), translations and a router.
 */
export async function renderInShell(ui: ReactNode, options: {
  organization?: OrganizationProfile;
  manifest?: RemoteManifest;
  language?: Language;
  path?: string;
  session?: Partial<SessionState>;
  /** Slot fillers by `<remote>/<module>`. */
  slotFillers?: Readonly<Record<string, ComponentType<never>>>;
} = {}) {
  const organization = options.organization ?? organizationFixture();
  const language = options.language ?? 'en';
  const manifest = options.manifest ?? FIXTURE_MANIFEST;
  if (!i18n.isInitialized) await initI18n(language, organization.terminology);
  setTerminology(organization.terminology);
  addNamespace(SHELL_NAMESPACE, shellResources);
  installTestSite([shell.definition, ...manifest.remotes], options.slotFillers);
  await changeLanguage(language, null);
  const session = { ...visitorSession(), permissionsOf: options.session?.userId ?? null, ...options.session };
  const store = createStore(initialUiState(language, null), session);
  const result = render(
    <ReduxProvider store={store}>
      <ManifestContext.Provider value={manifest}>
        <AppProviders organization={organization} language={language}>
          <AccessPublisher />
          <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
        </AppProviders>
      </ManifestContext.Provider>
    </ReduxProvider>,
  );
  return { ...result, store };
}
