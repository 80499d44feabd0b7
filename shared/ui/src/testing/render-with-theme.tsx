import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { Language } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { changeLanguage, I18nextProvider, i18n, initI18n } from '@halaqa/i18n';
import { ThemeRoot } from '../theme/ThemeRoot';

/** Initializes the shared i18n once for a test file (call in beforeAll). */
export async function setupI18n(language: Language = 'en') {
  if (!i18n.isInitialized) await initI18n(language, organizationFixture().terminology);
  await changeLanguage(language, null);
}

/** Renders `ui` inside the theme and i18n every root of the site has. */
export function renderWithTheme(ui: ReactElement, language: Language = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot organization={organizationFixture()} language={language}>{children}</ThemeRoot>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}
