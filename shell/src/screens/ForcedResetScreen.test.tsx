import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@halaqa/i18n';
import { session } from '@halaqa/session';
import { memberSession, renderInShell } from '../test-support/render-in-shell';
import ForcedResetScreen from './ForcedResetScreen';

afterEach(async () => {
  await i18n.changeLanguage('en');
  jest.restoreAllMocks();
});

test('starts the keyboard in the form, and Log out and the language switch are a Shift+Tab away', async () => {
  await renderInShell(<ForcedResetScreen />, { session: memberSession() });
  const current = await screen.findByLabelText('Current password');
  await waitFor(() => expect(current).toHaveFocus());
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.tab({ shift: true });
  expect(screen.getByTestId('forced-reset-logout')).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByTestId('language-toggle')).toHaveFocus();
});

test('the language switch and Log out work from the forced-reset page', async () => {
  const signOut = jest.spyOn(session, 'signOut').mockResolvedValue(undefined);
  await renderInShell(<ForcedResetScreen />, { session: memberSession() });
  await screen.findByLabelText('Current password');
  await userEvent.click(screen.getByTestId('language-toggle'));
  await waitFor(() => expect(i18n.language).toBe('ar'));
  await userEvent.click(screen.getByTestId('forced-reset-logout'));
  expect(signOut).toHaveBeenCalledTimes(1);
});
