import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@halaqa/session';
import { renderInShell } from '../../test-support/render-in-shell';
import { AvatarMenu } from './AvatarMenu';

const user: CurrentUser = {
  id: 7, organizationId: 1, email: 'member@demo.halaqa.test', firstName: 'Sara', lastName: 'Haddad',
  arFirstName: 'سارة', arLastName: 'حداد', preferredLanguage: 'en', isVerified: true, phoneNumber: '+966500000001',
  isPhoneVerified: true, forceResetPassword: false, portals: { isAdministrator: false, isInstructor: false },
  profileImageUrl: null, masqueradedBy: null,
};

// The menu's data comes through the session package; the API itself is tested over HTTP.
jest.mock('@halaqa/session', () => {
  const actual = jest.requireActual('@halaqa/session');
  return {
    ...actual,
    useCurrentUser: () => ({ data: user }),
    api: { GET: jest.fn(async () => ({ data: [], response: { ok: true, status: 200 } })) },
  };
});

const signedIn = (portals = { isAdministrator: false, isInstructor: false }) => ({ signedIn: true, userId: 7, portals });

describe('AvatarMenu', () => {
  it('opens on the button, moves with the arrow keys, closes on Escape and gives focus back', async () => {
    await renderInShell(<AvatarMenu />, { session: signedIn() });
    const button = screen.getByTestId('avatar-button');
    expect(button).toHaveTextContent('SH');
    // Its name starts with what it shows, then says whose menu it opens.
    expect(button).toHaveAccessibleName('SH: Account menu of Sara Haddad');
    await userEvent.click(button);
    const menu = screen.getByTestId('avatar-menu');
    expect(menu).toHaveTextContent('Sara Haddad');
    expect(menu).toHaveTextContent('member@demo.halaqa.test');
    const entries = screen.getAllByRole('menuitem');
    await waitFor(() => expect(entries[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(entries[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(entries.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(entries[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('avatar-menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('offers the admin and instructor dashboards only to those portals', async () => {
    const { unmount } = await renderInShell(<AvatarMenu />, { session: signedIn() });
    await userEvent.click(screen.getByTestId('avatar-button'));
    expect(screen.queryByRole('menuitem', { name: /admin/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /instructor/i })).not.toBeInTheDocument();
    unmount();

    await renderInShell(<AvatarMenu />, { session: signedIn({ isAdministrator: true, isInstructor: true }) });
    await userEvent.click(screen.getByTestId('avatar-button'));
    expect(screen.getByRole('menuitem', { name: /admin/i })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /instructor/i })).toBeInTheDocument();
  });

  it('shows the Arabic name on Arabic pages', async () => {
    await renderInShell(<AvatarMenu />, { session: signedIn(), language: 'ar' });
    await userEvent.click(screen.getByTestId('avatar-button'));
    expect(screen.getByTestId('avatar-menu-who')).toHaveTextContent('سارة حداد');
  });
});
