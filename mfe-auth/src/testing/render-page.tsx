import './fake-api';
import { act, render } from '@testing-library/react';
import type { Language, OrganizationProfile } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { addNamespace, changeLanguage, i18n, initI18n } from '@halaqa/i18n';
import { AppProviders, queryClient, RouteTableView } from '@halaqa/mfe-runtime';
import { MemoryRouter, useLocation } from '@halaqa/router';
import { session } from '@halaqa/session';
import { pages } from '../pages';
import { remote, routes } from '../routes';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { resetApi } from './fake-api';
import { tokensFixture } from './fixtures';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * Renders mfe-auth's route table at `path`, as the shell mounts it: the
 * organization, the language, the shared query cache, the session.
 */
export async function renderPage(path: string, options: { language?: Language; organization?: OrganizationProfile; signedIn?: boolean } = {}) {
  const organization = options.organization ?? organizationFixture();
  const language = options.language ?? 'en';
  if (!i18n.isInitialized) await initI18n(language, organization.terminology);
  addNamespace(remote, { en, ar });
  await changeLanguage(language, null);
  if (options.signedIn) act(() => session.signIn(tokensFixture()));
  return render(
    <AppProviders organization={organization} language={language}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTableView routes={routes} namespace={remote} pages={pages} />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Between tests: no session, no cache, no answers, English. */
export async function resetPageState() {
  resetApi();
  queryClient.clear();
  sessionStorage.clear();
  if (session.isSignedIn()) await act(() => session.signOut({ callApi: false }));
  localStorage.clear();
}
