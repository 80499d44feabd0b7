// Renders a remote's route table as the shell mounts it, for component tests
// of its pages (the network is @halaqa/session/src/testing/fake-api).
import '@halaqa/session/src/testing/fake-api';
import { act, render } from '@testing-library/react';
import { createSiteMap, type DefinedRemote, type Language, type OrganizationProfile, type RemoteDefinition, type RouteSpec } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { addNamespace, changeLanguage, i18n, initI18n } from '@halaqa/i18n';
import type { AccessContext } from '@halaqa/permissions';
import { PERMISSION_CATALOGUE } from '@halaqa/permissions/src/catalogue';
import { MemoryRouter, useLocation } from '@halaqa/router';
import { session } from '@halaqa/session';
import { resetApi } from '@halaqa/session/src/testing/fake-api';
import { tokensFixture } from '@halaqa/session/src/testing/fixtures';
import { AppProviders } from '../AppProviders';
import { queryClient } from '../query-client';
import { RouteTableView, type PageComponents } from '../RouteTableView';
import { addChromeTexts } from '../site/chrome-texts';
import { installSite, type SlotLoader } from '../site/site';
import { publishAccess } from '../site/visitor-access';

export interface RemoteUnderTest {
  remote: DefinedRemote<Readonly<Record<string, RouteSpec>>>;
  pages: PageComponents;
  translations: { en: Record<string, unknown>; ar: Record<string, unknown> };
}

export interface RenderRouteOptions {
  language?: Language;
  organization?: OrganizationProfile;
  signedIn?: boolean;
  /** The member's permissions (default: every member permission). */
  memberPermissions?: readonly string[];
  /** Other areas of the site, for roles and slot fillers the page uses (default none: only this remote). */
  otherAreas?: readonly RemoteDefinition[];
  /** Slot fillers by `<remote>/<module>` (default: none loads). */
  slotFillers?: Readonly<Record<string, unknown>>;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The site as the shell installs it, with this remote, `otherAreas` and a slot loader serving `fillers`. */
export function installTestSite(areas: readonly RemoteDefinition[], fillers: Readonly<Record<string, unknown>> = {}) {
  const load: SlotLoader = async (remote, module) => {
    const filler = fillers[`${remote}/${module}`];
    if (!filler) throw new Error(`no test filler ${remote}/${module}`);
    return filler;
  };
  installSite(createSiteMap(areas), load);
  addChromeTexts(areas);
}

/** Who is visiting, as the shell publishes it: a visitor, or a member of an organization that has everything. */
export function testAccess(organization: OrganizationProfile, signedIn: boolean, memberPermissions: readonly string[] = ['member-full-access']): AccessContext {
  return {
    signedIn,
    flags: organization.flags,
    memberPermissions: signedIn ? memberPermissions : [],
    organizationPermissions: ['organization-everything'],
    hasGroups: false,
    catalogue: PERMISSION_CATALOGUE,
  };
}

/** Renders `remote`'s route table at `path` with the organization, the language, the shared query cache and the session. */
export async function renderRoute(remote: RemoteUnderTest, path: string, options: RenderRouteOptions = {}) {
  const organization = options.organization ?? organizationFixture();
  const language = options.language ?? 'en';
  const { definition } = remote.remote;
  if (!i18n.isInitialized) await initI18n(language, organization.terminology);
  addNamespace(definition.name, remote.translations);
  installTestSite([definition, ...(options.otherAreas ?? [])], options.slotFillers);
  publishAccess(testAccess(organization, options.signedIn ?? false, options.memberPermissions));
  await changeLanguage(language, null);
  if (options.signedIn) act(() => session.signIn(tokensFixture()));
  return render(
    <AppProviders organization={organization} language={language}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTableView routes={definition.routes} namespace={definition.name} pages={remote.pages} />
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
  publishAccess(null);
  if (session.isSignedIn()) await act(() => session.signOut({ callApi: false }));
  localStorage.clear();
}
