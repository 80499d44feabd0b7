import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@halaqa/i18n';
import { session } from '@halaqa/session';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { currentUserFixture, profileFixture } from '../../testing/fixtures';
import { renderPage, resetPageState } from '../../testing/render-page';

beforeEach(() => {
  answer('GET', 'auth', { status: 200, body: currentUserFixture() });
  answer('GET', 'auth/organizations', { status: 200, body: [
    { id: 1, name: 'Demo Academy', nameArabic: 'أكاديمية العرض', domainPrefix: 'demo', logoUrl: null },
    { id: 2, name: 'Nour Institute', nameArabic: 'معهد نور', domainPrefix: 'nour', logoUrl: '/nour.svg' },
  ] });
});
afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('account settings', () => {
  it("lists the person's organizations as links to their sites", async () => {
    await renderPage('/account-settings', { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Nour Institute' })).toHaveAttribute('href', 'http://nour.localhost/?lang=en');
    expect(screen.getByRole('link', { name: 'Demo Academy' })).toHaveAttribute('href', 'http://demo.localhost/?lang=en');
  });

  it('saves the preferred language and switches the interface to it', async () => {
    answer('PATCH', 'user', { status: 200, body: profileFixture({ preferredLanguage: 'ar' }) });
    await renderPage('/account-settings', { signedIn: true });
    await userEvent.selectOptions(await screen.findByLabelText('Preferred language'), 'ar');
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(requestsTo('PATCH', 'user')[0]!.body).toEqual({ preferredLanguage: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { name: 'إعدادات الحساب' })).toBeInTheDocument();
  });

  it('signs out of every device', async () => {
    answer('POST', 'auth/logout', { status: 204 });
    await renderPage('/account-settings', { signedIn: true });
    await userEvent.click(await screen.findByTestId('sign-out-everywhere'));
    await waitFor(() => expect(session.isSignedIn()).toBe(false));
    expect(requestsTo('POST', 'auth/logout')[0]!.body).toMatchObject({ removeAll: true });
  });

  it('chooses light or dark for this device, or back to following the device', async () => {
    await renderPage('/account-settings', { signedIn: true });
    const theme = await screen.findByRole('combobox', { name: 'Theme' });
    expect(theme).toHaveValue('system');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['Same as my device', 'Light', 'Dark']));
    await userEvent.selectOptions(theme, 'dark');
    expect(localStorage.getItem('halaqa.color-scheme')).toBe('dark');
    expect(theme).toHaveValue('dark');
    await userEvent.selectOptions(theme, 'system');
    expect(localStorage.getItem('halaqa.color-scheme')).toBeNull();
    expect(requestsTo('PATCH', 'user')).toEqual([]);
  });
});
