import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@halaqa/mfe-runtime';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@halaqa/session';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { currentUserFixture } from '../../testing/fixtures';
import { renderPage, resetPageState } from '../../testing/render-page';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('verify number', () => {
  it('sends a code to the prefilled number, verifies it and hands the verified user to the guard', async () => {
    let verified = false;
    answer('GET', 'auth', () => ({ status: 200, body: currentUserFixture({ isPhoneVerified: verified }) }));
    answer('POST', 'phone-verification/send', { status: 200, body: { expiresAt: new Date().toISOString() } });
    answer('POST', 'phone-verification/verify', ({ body }) => (
      (body as { code: string }).code === '111111'
        ? (verified = true, { status: 200, body: currentUserFixture({ isPhoneVerified: true }) })
        : apiError(400, 'auth-014')
    ));
    await renderPage('/auth/verify-number', { signedIn: true });
    expect(await screen.findByLabelText('Phone number')).toHaveValue('+966512345678');
    await userEvent.click(screen.getByTestId('send-code'));
    const code = await screen.findByLabelText('Code from the text message');
    expect(screen.getByTestId('verify-number-page')).toHaveTextContent('We sent a 6-digit code to +966512345678');
    expect(screen.getByTestId('resend-code')).toBeDisabled();

    await userEvent.type(code, '999999');
    await userEvent.click(screen.getByTestId('verify-code'));
    expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());

    await userEvent.clear(code);
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByTestId('verify-code'));
    // The page hands the verified user to the guard, which moves the member on.
    await waitFor(() => expect(queryClient.getQueryData<CurrentUser>(CURRENT_USER_QUERY_KEY)?.isPhoneVerified).toBe(true));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/verify-number');
    expect(requestsTo('POST', 'phone-verification/verify').at(-1)!.body).toEqual({ phoneNumber: '+966512345678', code: '111111' });
  });

  it.each([
    ['auth-011', 409, 'This phone number is already used by another account.'],
    ['auth-012', 400, 'This phone number is not valid.'],
  ])('puts %s on the phone field', async (code, status, text) => {
    answer('GET', 'auth', { status: 200, body: currentUserFixture({ phoneNumber: null }) });
    answer('POST', 'phone-verification/send', apiError(status, code));
    await renderPage('/auth/verify-number', { signedIn: true });
    const phone = await screen.findByLabelText('Phone number');
    expect(phone).toHaveValue('');
    await userEvent.type(phone, '+966500000000');
    await userEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(text)));
  });

  it('shows a retry when the user cannot be loaded', async () => {
    let calls = 0;
    answer('GET', 'auth', () => (++calls === 1 ? apiError(500, 'srv-001') : { status: 200, body: currentUserFixture() }));
    await renderPage('/auth/verify-number', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Phone number')).toHaveValue('+966512345678');
  });
});
