import { screen } from '@testing-library/react';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { renderInShell } from '../../test-support/render-in-shell';
import { AppBar } from './AppBar';

const nour = () => {
  const base = organizationFixture();
  return organizationFixture({
    name: 'Nour Institute',
    nameArabic: 'معهد نور',
    terminology: {
      ...base.terminology,
      course: { en: { singular: 'Program', plural: 'Programs' }, ar: { singular: 'برنامج', plural: 'برامج' } },
    },
    flags: { ...base.flags, selfRegistrationEnabled: false },
  });
};

describe('AppBar for visitors', () => {
  it('shows the organization, the visitor tabs, log in and register', async () => {
    await renderInShell(<AppBar isMobile={false} />);
    expect(screen.getByTestId('org-name')).toHaveTextContent('Demo Academy');
    expect(screen.getByTestId('home-link')).toHaveAttribute('href', '/');
    const tabs = screen.getByTestId('top-tabs');
    expect(tabs).toHaveTextContent('Courses');
    expect(tabs).toHaveTextContent('Contact us');
    expect(screen.getByTestId('login-button')).toHaveAttribute('href', '/auth/login');
    expect(screen.getByTestId('register-button')).toHaveAttribute('href', '/register');
  });

  it("uses the organization's words and hides register when self-registration is off", async () => {
    await renderInShell(<AppBar isMobile={false} />, { organization: nour() });
    expect(screen.getByTestId('top-tabs')).toHaveTextContent('Programs');
    expect(screen.queryByTestId('register-button')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await renderInShell(<AppBar isMobile={false} />, { organization: nour(), language: 'ar' });
    expect(screen.getByTestId('org-name')).toHaveTextContent('معهد نور');
    expect(screen.getByTestId('top-tabs')).toHaveTextContent('برامج');
    expect(screen.getByTestId('language-toggle')).toHaveTextContent('English');
  });

  it.each(['en', 'ar'] as const)('names the language switch after what it shows, then what it does (%s)', async (language) => {
    await renderInShell(<AppBar isMobile={false} />, { language });
    const toggle = screen.getByTestId('language-toggle');
    const shown = language === 'en' ? 'العربية' : 'English';
    expect(toggle).toHaveTextContent(shown);
    expect(toggle).toHaveAccessibleName(language === 'en' ? 'العربية: Change language to Arabic' : 'English: تغيير اللغة إلى الإنجليزية');
    expect(toggle.querySelector(`[lang="${language === 'en' ? 'ar' : 'en'}"]`)).toHaveTextContent(shown);
  });

  it('offers the menu button instead of tabs on small screens', async () => {
    await renderInShell(<AppBar isMobile />);
    expect(screen.getByTestId('mobile-menu-button')).toBeInTheDocument();
    expect(screen.queryByTestId('top-tabs')).not.toBeInTheDocument();
  });
});
