import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session, TWO_FACTOR_STORAGE_KEY } from '@halaqa/session';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { currentUserFixture, tokensFixture } from '../../testing/fixtures';
import { renderPage, resetPageState } from '../../testing/render-page';

afterEach(async () => {
  jest.useRealTimers();
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('verification code', () => {
  it('goes back to login without a two-factor token', async () => {
    await renderPage('/auth/verification-code');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/auth/login'));
  });

  it('checks the code has 6 digits, then says when the server refuses it', async () => {
    sessionStorage.setItem(TWO_FACTOR_STORAGE_KEY, 'tf-1');
    answer('POST', 'auth/2fa', apiError(401, 'auth-008'));
    await renderPage('/auth/verification-code');
    const input = await screen.findByLabelText('Verification code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '12a');
    await userEvent.click(screen.getByTestId('verification-code-submit'));
    expect(await screen.findByText('Enter the 6 digits of the code')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '123456');
    await userEvent.click(screen.getByTestId('verification-code-submit'));
    expect(await screen.findByText(/The code is wrong or has expired/)).toBeInTheDocument();
    expect(requestsTo('POST', 'auth/2fa')[0]!.body).toEqual({ twoFactorToken: 'tf-1', code: '123456' });
    expect(session.isSignedIn()).toBe(false);
  });

  it('signs in with the right code and forgets the token', async () => {
    sessionStorage.setItem(TWO_FACTOR_STORAGE_KEY, 'tf-1');
    answer('POST', 'auth/2fa', { status: 200, body: { status: 'signed-in', tokens: tokensFixture(), user: currentUserFixture() } });
    await renderPage('/auth/verification-code');
    await userEvent.type(await screen.findByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByTestId('verification-code-submit'));
    await waitFor(() => expect(session.isSignedIn()).toBe(true));
    expect(sessionStorage.getItem(TWO_FACTOR_STORAGE_KEY)).toBeNull();
  });

  it('lets a new code be sent after 30 seconds, and waits again after sending', async () => {
    jest.useFakeTimers({ now: Date.now() });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    sessionStorage.setItem(TWO_FACTOR_STORAGE_KEY, 'tf-1');
    answer('POST', 'auth/resend', { status: 200, body: { expiresAt: new Date().toISOString() } });
    await renderPage('/auth/verification-code');
    const resend = await screen.findByTestId('resend-code');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('Send a new code in 30 s');
    act(() => { jest.advanceTimersByTime(30_000); });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByTestId('code-resent')).toHaveTextContent('A new code is on its way.');
    expect(requestsTo('POST', 'auth/resend')[0]!.body).toEqual({ twoFactorToken: 'tf-1' });
    expect(resend).toBeDisabled();
  });
});
