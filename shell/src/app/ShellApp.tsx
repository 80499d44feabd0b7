import { useEffect, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter, Route, Routes, useNavigate } from '@halaqa/router';
import type { OrganizationProfile, RemoteManifest } from '@halaqa/contracts';
import { bus } from '@halaqa/bus';
import { AppProviders, pathForRole } from '@halaqa/mfe-runtime';
import { MainLayout } from './MainLayout';
import { AccessPublisher } from '../features/session/AccessPublisher';
import { SessionBridge } from '../features/session/SessionBridge';
import { ManifestContext } from '../site/manifest-context';
import { useAppDispatch, useAppSelector, type AppStore } from '../store/store';
import { languageChanged } from '../store/ui-slice';

function ThemedByLanguage({ organization, children }: { organization: OrganizationProfile; children: ReactNode }) {
  const language = useAppSelector((state) => state.ui.language);
  return <AppProviders organization={organization} language={language} withGlobalStyle>{children}</AppProviders>;
}

/** Any part of the site may ask the shell to navigate through the bus, to a path or to a role's page. */
function BusNavigation() {
  const navigate = useNavigate();
  useEffect(() => bus.on('navigate', (request) => {
    const to = 'to' in request ? request.to : pathForRole(request.role);
    if (to) navigate(to, { replace: request.replace });
  }), [navigate]);
  return null;
}

/**
 * A remote that switches the language (account settings, profile) says so on
 * the bus: the shell's copy drives the direction, the theme's fonts and the
 * language every remote is given.
 */
function BusLanguage() {
  const dispatch = useAppDispatch();
  useEffect(() => bus.on('language.changed', ({ language }) => { dispatch(languageChanged(language)); }), [dispatch]);
  return null;
}

export function ShellApp({ store, organization, manifest }: {
  store: AppStore;
  organization: OrganizationProfile;
  manifest: RemoteManifest;
}) {
  return (
    <ReduxProvider store={store}>
      <ManifestContext.Provider value={manifest}>
        <ThemedByLanguage organization={organization}>
          <BrowserRouter>
            <BusNavigation />
            <BusLanguage />
            <SessionBridge />
            <AccessPublisher />
            <Routes>
              <Route path="*" element={<MainLayout />} />
            </Routes>
          </BrowserRouter>
        </ThemedByLanguage>
      </ManifestContext.Provider>
    </ReduxProvider>
  );
}
