import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { session, TWO_FACTOR_STORAGE_KEY } from '@halaqa/session';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { currentUserFixture, tokensFixture } from '../../testing/fixtures';
import { renderPage, resetPageState } from '../../testing/render-page';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

async function logIn(email = 'sara@example.com', password = 'Halaqa!2026', labels = { email: 'Email', password: 'Password' }) {
  await userEvent.type(await screen.findByLabelText(labels.email), email);
  await userEvent.type(screen.getByLabelText(labels.password), password);
  await userEvent.click(screen.getByTestId('login-submit'));
}

describe('login', () => {
  it('asks for both fields and puts the focus on the first', async () => {
    await renderPage('/auth/login');
    await userEvent.click(await screen.findByTestId('login-submit'));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(requestsTo('POST', 'auth/login')).toHaveLength(0);
  });

  it('signs in and leaves the routing to the shell', async () => {
    const tokens = tokensFixture();
    answer('POST', 'auth/login', { status: 200, body: { status: 'signed-in', tokens, user: currentUserFixture() } });
    await renderPage('/auth/login');
    await logIn(' sara@example.com ');
    await waitFor(() => expect(session.isSignedIn()).toBe(true));
    // The access token stays in memory (the refresh token is the API's httpOnly cookie); storage only says who is signed in.
    expect(session.getTokens()?.accessToken).toBe(tokens.accessToken);
    expect(localStorage.getItem('auth')).not.toContain(tokens.accessToken);
    expect(session.getSnapshot()).toMatchObject({ signedIn: true, userId: 7 });
    expect(requestsTo('POST', 'auth/login')[0]!.body).toEqual({ email: 'sara@example.com', password: 'Halaqa!2026' });
    expect(requestsTo('POST', 'auth/login')[0]!.headers.get('x-organization')).toBe('demo');
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/login');
  });

  it('hands a two-factor token to the code screen', async () => {
    answer('POST', 'auth/login', { status: 200, body: { status: 'two-factor', twoFactorToken: 'tf-123', expiresAt: new Date().toISOString() } });
    await renderPage('/auth/login');
    await logIn();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/auth/verification-code'));
    expect(sessionStorage.getItem(TWO_FACTOR_STORAGE_KEY)).toBe('tf-123');
    expect(session.isSignedIn()).toBe(false);
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });

  it.each([
    ['auth-003', 401, 'The email or password is incorrect.'],
    ['auth-004', 429, 'Too many attempts. Wait a few minutes and try again.'],
    ['auth-009', 403, 'Your account is waiting for approval by the organization.'],
    ['auth-001', 403, 'This account has been disabled.'],
    ['auth-002', 403, 'This account does not belong to this organization.'],
  ])('says what %s means', async (code, status, text) => {
    answer('POST', 'auth/login', apiError(status, code));
    await renderPage('/auth/login');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(session.isSignedIn()).toBe(false);
  });

  it('links to registration only when the organization takes it', async () => {
    await renderPage('/auth/login');
    expect(await screen.findByTestId('register-link')).toHaveAttribute('href', '/register');
    expect(screen.getByTestId('forgot-password-link')).toHaveAttribute('href', '/auth/forget-password');
  });

  it('has no registration link when self-registration is off', async () => {
    const organization = organizationFixture();
    await renderPage('/auth/login', { organization: { ...organization, flags: { ...organization.flags, selfRegistrationEnabled: false } } });
    await screen.findByTestId('login-form');
    expect(screen.queryByTestId('register-link')).toBeNull();
  });

  it('speaks Arabic', async () => {
    answer('POST', 'auth/login', apiError(401, 'auth-003'));
    await renderPage('/auth/login', { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
    await logIn(undefined, undefined, { email: 'البريد الإلكتروني', password: 'كلمة المرور' });
    expect(await screen.findByRole('alert')).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });
});
