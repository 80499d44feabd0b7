import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme, setupI18n } from '../../testing/render-with-theme';
import { ChangePasswordDialog } from './ChangePasswordDialog';

jest.mock('@halaqa/session', () => ({ changePassword: jest.fn() }));

// Its own file: the form's code must not have been loaded by an earlier test.
describe('ChangePasswordDialog while its form loads', () => {
  beforeAll(() => setupI18n('en'));

  it('is open with the focus in it from the first frame, and the same dialog receives the form', async () => {
    const onClose = jest.fn();
    renderWithTheme(<ChangePasswordDialog forced={false} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBe(dialog);
  });
});
