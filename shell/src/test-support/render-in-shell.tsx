import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from '@halaqa/router';
import type { Language, OrganizationProfile, RemoteManifest } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { addNamespace, changeLanguage, initI18n, i18n, setTerminology } from '@halaqa/i18n';
import { AppProviders } from '@halaqa/mfe-runtime';
import { ManifestContext } from '../features/tenant/tenant-context';
import { SHELL_NAMESPACE, shellResources } from '../i18n/shell-resources';
import { PERMISSION_CATALOGUE } from '@halaqa/permissions';
import { createStore } from '../store/store';
import { initialSessionState, type SessionState } from '../store/session-slice';
import { initialUiState } from '../store/ui-slice';

export const ALL_REMOTES: RemoteManifest = {
  organizationId: 1,
  remotes: [
    { name: 'mfe-auth', entry: '/remotes/mfe-auth/remoteEntry.js?v=1', prefixes: ['/auth'] },
    { name: 'mfe-lms', entry: '/remotes/mfe-lms/remoteEntry.js?v=1', prefixes: ['/lms'] },
    { name: 'mfe-social', entry: '/remotes/mfe-social/remoteEntry.js?v=1', prefixes: ['/social'] },
  ],
};

/** A visitor of an organization that has every feature, with the real permission catalogue. */
export function visitorSession(): SessionState {
  return initialSessionState(false, null, undefined, {
    permissions: [...PERMISSION_CATALOGUE],
    organizationPermissions: ['organization-everything'],
    userPermissions: [],
  });
}

/** Renders shell UI with the store, organization, manifest, translations and a router. */
export async function renderInShell(ui: ReactNode, options: {
  organization?: OrganizationProfile;
  manifest?: RemoteManifest;
  language?: Language;
  path?: string;
  session?: Partial<SessionState>;
} = {}) {
  const organization = options.organization ?? organizationFixture();
  const language = options.language ?? 'en';
  if (!i18n.isInitialized) await initI18n(language, organization.terminology);
  setTerminology(organization.terminology);
  addNamespace(SHELL_NAMESPACE, shellResources);
  await changeLanguage(language, null);
  const store = createStore(initialUiState(language, null), { ...visitorSession(), ...options.session });
  const result = render(
    <ReduxProvider store={store}>
      <ManifestContext.Provider value={options.manifest ?? ALL_REMOTES}>
        <AppProviders organization={organization} language={language}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
        </AppProviders>
      </ManifestContext.Provider>
    </ReduxProvider>,
  );
  return { ...result, store };
}
