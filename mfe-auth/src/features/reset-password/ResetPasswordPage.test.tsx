import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../testing/render-page';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

async function choose(password: string, confirm = password) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByTestId('reset-password-submit'));
}

describe('reset password', () => {
  it('without a token says the link is invalid and offers a new one', async () => {
    await renderPage('/auth/reset-password');
    expect(await screen.findByTestId('reset-password-invalid')).toBeInTheDocument();
    expect(screen.getByTestId('reset-password-request-new')).toHaveAttribute('href', '/auth/forget-password');
  });

  it('shows live hints and refuses a weak password or a different confirmation', async () => {
    await renderPage('/auth/reset-password?token=abc');
    await userEvent.type(await screen.findByLabelText('New password'), 'weakpass');
    expect(screen.getByTestId('password-rule-uppercase')).toHaveAttribute('data-met', 'false');
    expect(screen.getByTestId('password-rule-lowercase')).toHaveAttribute('data-met', 'true');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByText('The password does not meet every rule below')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(requestsTo('POST', 'reset-password/confirm')).toHaveLength(0);
  });

  it('saves the new password and links to login', async () => {
    answer('POST', 'reset-password/confirm', { status: 204 });
    await renderPage('/auth/reset-password?token=abc');
    await choose('Newpass!2026');
    expect(await screen.findByTestId('reset-password-done')).toBeInTheDocument();
    expect(screen.getByTestId('reset-password-login')).toHaveAttribute('href', '/auth/login');
    expect(requestsTo('POST', 'reset-password/confirm')[0]!.body).toEqual({ token: 'abc', password: 'Newpass!2026' });
  });

  it('says when the link is used or expired (code-001)', async () => {
    answer('POST', 'reset-password/confirm', apiError(400, 'code-001'));
    await renderPage('/auth/reset-password?token=used');
    await choose('Newpass!2026');
    expect(await screen.findByTestId('reset-password-invalid')).toHaveTextContent('This link is invalid or has expired');
  });
});
