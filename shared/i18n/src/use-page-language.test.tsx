import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { usePageLanguage } from './use-page-language';

/** The hook's answer under an i18next instance set to `language`. */
async function pageLanguageIn(language: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: {} });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
  return renderHook(() => usePageLanguage(), { wrapper }).result.current;
}

describe('usePageLanguage', () => {
  it('is the language i18next speaks', async () => {
    expect(await pageLanguageIn('ar')).toBe('ar');
    expect(await pageLanguageIn('en')).toBe('en');
  });

  it('falls back to English for a language the platform does not have', async () => {
    expect(await pageLanguageIn('fr')).toBe('en');
  });
});
