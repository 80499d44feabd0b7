import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../testing/render-page';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('forget password', () => {
  it("asks the organization's reset address and says to check the email", async () => {
    answer('POST', 'reset-password/demo', { status: 202 });
    await renderPage('/auth/forget-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'sara@example.com');
    await userEvent.click(screen.getByTestId('forget-password-submit'));
    expect(await screen.findByTestId('forget-password-sent')).toHaveTextContent('If an account exists for sara@example.com');
    expect(requestsTo('POST', 'reset-password/demo')[0]!.body).toEqual({ email: 'sara@example.com' });
  });

  it('refuses an address that is not one', async () => {
    await renderPage('/auth/forget-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByTestId('forget-password-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('says when too many links were asked for', async () => {
    answer('POST', 'reset-password/demo', apiError(429, 'code-002'));
    await renderPage('/auth/forget-password', { language: 'ar' });
    await userEvent.type(await screen.findByLabelText('البريد الإلكتروني'), 'sara@example.com');
    await userEvent.click(screen.getByTestId('forget-password-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('تم طلب رموز كثيرة');
  });
});
