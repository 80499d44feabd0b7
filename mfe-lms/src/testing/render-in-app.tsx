import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Language } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { addNamespace, changeLanguage, i18n, initI18n } from '@halaqa/i18n';
import { AppProviders } from '@halaqa/mfe-runtime';
import { MemoryRouter } from '@halaqa/router';
import { translations } from '../i18n/translations';

/** Renders one component of mfe-lms with the providers and router every page has (no route table). */
export async function renderInApp(ui: ReactElement, language: Language = 'en') {
  const organization = organizationFixture();
  if (!i18n.isInitialized) await initI18n(language, organization.terminology);
  addNamespace('mfe-lms', translations);
  await changeLanguage(language, null);
  return render(
    <AppProviders organization={organization} language={language}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
