import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { currentUserFixture } from '../../testing/fixtures';
import { renderPage, resetPageState } from '../../testing/render-page';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('verify email', () => {
  it('verifies the token once as the page opens', async () => {
    answer('POST', 'auth/verify-email', { status: 200, body: { verified: true } });
    await renderPage('/auth/verify-email?token=tok');
    expect(await screen.findByTestId('verify-email-verified')).toHaveTextContent('Your email is verified');
    expect(screen.getByTestId('verify-email-continue')).toHaveAttribute('href', '/auth/login');
    expect(requestsTo('POST', 'auth/verify-email').map((r) => r.body)).toEqual([{ token: 'tok' }]);
  });

  it('says when the link is invalid or expired, and a signed-in person can ask for another', async () => {
    answer('POST', 'auth/verify-email', apiError(400, 'code-001'));
    answer('POST', 'auth/verify-email/resend', { status: 202 });
    answer('GET', 'auth', { status: 200, body: currentUserFixture() });
    await renderPage('/auth/verify-email?token=old', { signedIn: true });
    expect(await screen.findByTestId('verify-email-invalid')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('verify-email-resend'));
    expect(await screen.findByTestId('verify-email-resent')).toBeInTheDocument();
  });

  it('offers a retry when the call fails for another reason', async () => {
    let calls = 0;
    answer('POST', 'auth/verify-email', () => (++calls === 1 ? apiError(500, 'srv-001') : { status: 200, body: { verified: true } }));
    await renderPage('/auth/verify-email?token=tok', { language: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ ما');
    await userEvent.click(screen.getByRole('button', { name: 'أعد المحاولة' }));
    expect(await screen.findByTestId('verify-email-verified')).toHaveTextContent('تم التحقق من بريدك');
  });
});
