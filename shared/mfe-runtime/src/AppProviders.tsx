import type { ReactNode } from 'react';
import { QueryClientProvider } from '@halaqa/query';
import type { Language, OrganizationProfile } from '@halaqa/contracts';
import { I18nextProvider, i18n } from '@halaqa/i18n';
import { ThemeRoot } from '@halaqa/ui';
import { OrganizationContext } from './organization-context';
import { queryClient } from './query-client';

/** The providers every React root of the site (shell and remotes) is wrapped in. */
export function AppProviders({ organization, language, withGlobalStyle, children }: {
  organization: OrganizationProfile;
  language: Language;
  withGlobalStyle?: boolean;
  children: ReactNode;
}) {
  return (
    <OrganizationContext.Provider value={organization}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ThemeRoot organization={organization} language={language} withGlobalStyle={withGlobalStyle}>
            {children}
          </ThemeRoot>
        </QueryClientProvider>
      </I18nextProvider>
    </OrganizationContext.Provider>
  );
}
