// Renders a remote's route table as the shell mounts it, for component tests
// of its pages (the network is @halaqa/session/src/testing/fake-api).
import '@halaqa/session/src/testing/fake-api';
import { act, render } from '@testing-library/react';
import type { Language, OrganizationProfile, RouteTable } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { addNamespace, changeLanguage, i18n, initI18n } from '@halaqa/i18n';
import { MemoryRouter, useLocation } from '@halaqa/router';
import { session } from '@halaqa/session';
import { resetApi } from '@halaqa/session/src/testing/fake-api';
import { tokensFixture } from '@halaqa/session/src/testing/fixtures';
import { AppProviders } from '../AppProviders';
import { queryClient } from '../query-client';
import { RouteTableView, type PageComponents } from '../RouteTableView';

export interface RemoteUnderTest {
  remote: string;
  routes: RouteTable;
  pages: PageComponents;
  translations: { en: Record<string, unknown>; ar: Record<string, unknown> };
}

export interface RenderRouteOptions {
  language?: Language;
  organization?: OrganizationProfile;
  signedIn?: boolean;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Renders `remote`'s route table at `path` with the organization, the language, the shared query cache and the session. */
export async function renderRoute(remote: RemoteUnderTest, path: string, options: RenderRouteOptions = {}) {
  const organization = options.organization ?? organizationFixture();
  const language = options.language ?? 'en';
  if (!i18n.isInitialized) await initI18n(language, organization.terminology);
  addNamespace(remote.remote, remote.translations);
  await changeLanguage(language, null);
  if (options.signedIn) act(() => session.signIn(tokensFixture()));
  return render(
    <AppProviders organization={organization} language={language}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTableView routes={remote.routes} namespace={remote.remote} pages={remote.pages} />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Between tests: no session, no cache, no answers, English. */
export async function resetRouteState() {
  resetApi();
  queryClient.clear();
  sessionStorage.clear();
  if (session.isSignedIn()) await act(() => session.signOut({ callApi: false }));
  localStorage.clear();
}
