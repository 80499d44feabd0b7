import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { changePassword } from '@halaqa/session';
import { renderWithTheme, setupI18n } from '../../testing/render-with-theme';
import { ChangePasswordDialog } from './ChangePasswordDialog';

jest.mock('@halaqa/session', () => ({ changePassword: jest.fn() }));
const changePasswordMock = changePassword as jest.MockedFunction<typeof changePassword>;

const STRONG = 'Newpass!2026';

async function open(props: { forced?: boolean } = {}) {
  const onClose = jest.fn();
  const onChanged = jest.fn();
  renderWithTheme(<ChangePasswordDialog forced={props.forced ?? false} onClose={onClose} onChanged={onChanged} />);
  await screen.findByLabelText('Current password');
  return { onClose, onChanged };
}

async function fill(oldPassword: string, newPassword: string, confirm = newPassword) {
  if (oldPassword) await userEvent.type(screen.getByLabelText('Current password'), oldPassword);
  if (newPassword) await userEvent.type(screen.getByLabelText('New password'), newPassword);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
}

const save = () => userEvent.click(screen.getByTestId('change-password-save'));

describe('ChangePasswordDialog', () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(() => changePasswordMock.mockReset());

  it('validates on submit: required fields, the rules, the confirmation; the first error gets the focus', async () => {
    await open();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    expect(screen.queryByTestId('field-error')).toBeNull();
    await save();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('The password does not meet every rule below'));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('This field is required');
    expect(changePasswordMock).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs and a new password equal to the old one', async () => {
    await open();
    await fill(STRONG, STRONG, 'Other!2026x');
    await save();
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('The new password cannot be the same as the old one')).toBeInTheDocument();
    expect(changePasswordMock).not.toHaveBeenCalled();
  });

  it('shows live hints for the rules the new password breaks', async () => {
    await open();
    await userEvent.type(screen.getByLabelText('New password'), 'abcdefgh');
    expect(screen.getByTestId('password-rule-lowercase')).toHaveAttribute('data-met', 'true');
    expect(screen.getByTestId('password-rule-uppercase')).toHaveAttribute('data-met', 'false');
  });

  it('saves: disabled while saving, then the success toast, onChanged and close', async () => {
    let finish!: (value: { ok: true }) => void;
    changePasswordMock.mockReturnValue(new Promise((resolve) => { finish = resolve; }));
    const toasts: string[] = [];
    const off = bus.on('toast', (toast) => toasts.push(`${toast.type}:${toast.message}`));
    const { onClose, onChanged } = await open();
    await fill('Halaqa!2026', STRONG);
    await save();
    expect(changePasswordMock).toHaveBeenCalledWith('Halaqa!2026', STRONG);
    expect(screen.getByTestId('change-password-save')).toBeDisabled();
    expect(screen.getByTestId('change-password-save')).toHaveTextContent('Saving…');
    finish({ ok: true });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(toasts).toEqual(['success:Your password was changed']);
    off();
  });

  it.each([
    ['passwordSameAsOld', 'The new password cannot be the same as the old one'],
    ['oldPasswordRule', 'The current password is incorrect, or the new one breaks a password rule'],
    ['somethingWentWrong', 'Something went wrong'],
  ] as const)('shows the %s message and stays open', async (messageKey, text) => {
    changePasswordMock.mockResolvedValue({ ok: false, messageKey });
    const { onChanged, onClose } = await open();
    await fill('Halaqa!2026', STRONG);
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onChanged).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('change-password-save')).toBeEnabled();
  });

  it('has a close button and Escape unless the reset is forced', async () => {
    const { onClose } = await open();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByTestId('change-password-dialog-close'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed when forced, and is a panel of the page rather than a modal dialog', async () => {
    const { onClose } = await open({ forced: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.queryByTestId('change-password-dialog-close')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByText('You must choose a new password before you continue.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks Arabic', async () => {
    await setupI18n('ar');
    renderWithTheme(<ChangePasswordDialog forced onChanged={jest.fn()} />, 'ar');
    expect(await screen.findByRole('region', { name: 'تغيير كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور الحالية')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('change-password-save'));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(3);
    await act(() => setupI18n('en'));
  });
});
