import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@halaqa/session';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { currentUserFixture, tokensFixture } from '../../testing/fixtures';
import { renderPage, resetPageState } from '../../testing/render-page';
import type { RegistrationField } from '../../registration-fields/registration-field';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const FORM: RegistrationField[] = [
  { id: 2, fieldKey: 'phoneNumber', slug: 'phone-number', typeSlug: 'phone', group: 'contact', sortOrder: 1, label: { en: 'Phone number', ar: 'رقم الجوال' }, modifiers: [{ slug: 'optional' }], options: [] },
  { id: 1, fieldKey: 'jobTitle', slug: 'job-title', typeSlug: 'text', group: 'profile', sortOrder: 0, label: { en: 'Job title', ar: 'المسمى الوظيفي' }, modifiers: [{ slug: 'required' }], options: [] },
  {
    id: 3, fieldKey: 'academicLevel', slug: 'academic-level', typeSlug: 'select', group: 'profile', sortOrder: 2,
    label: { en: 'Academic level', ar: 'المستوى الأكاديمي' }, modifiers: [{ slug: 'required' }],
    options: [{ value: 'bachelor', label: { en: 'Bachelor', ar: 'بكالوريوس' } }, { value: 'master', label: { en: 'Master', ar: 'ماجستير' } }],
  },
];

/** Fills a field in one input event: typing letter by letter is not what these tests are about, and it is slow. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillAccount() {
  await fill(await screen.findByLabelText('First name'), 'Sara');
  await fill(screen.getByLabelText('Last name'), 'Ali');
  await fill(screen.getByLabelText('First name in Arabic (optional)'), 'سارة');
  await fill(screen.getByLabelText('Email'), 'sara@example.com');
  await fill(screen.getByLabelText('Password'), 'Halaqa!2026');
  await fill(screen.getByLabelText('Confirm password'), 'Halaqa!2026');
}

async function fillForm() {
  await fill(screen.getByLabelText('Job title'), 'Nurse');
  await userEvent.selectOptions(screen.getByLabelText('Academic level'), 'master');
  await fill(screen.getByLabelText('Phone number (optional)'), '0551234567');
}

describe('register', () => {
  beforeEach(() => {
    answer('GET', 'registration', { status: 200, body: FORM });
    answer('POST', 'auth/verify-email-exists', { status: 200, body: { exists: false } });
  });

  it("shows the organization's form, grouped and in order, and requires what is required", async () => {
    await renderPage('/register');
    const profile = await screen.findByTestId('registration-group-profile');
    expect(screen.getByRole('group', { name: 'Your profile' })).toBe(profile);
    expect([...profile.querySelectorAll('input, select')].map((el) => el.getAttribute('name'))).toEqual(['extra.jobTitle', 'extra.academicLevel']);
    expect(screen.getByTestId('registration-group-contact')).toHaveTextContent('Contact details');
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Academic level')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Phone number (optional)')).not.toHaveAttribute('aria-invalid');
    expect(requestsTo('POST', 'auth/register')).toHaveLength(0);
  });

  it('registers and signs in', async () => {
    answer('POST', 'auth/register', { status: 200, body: { status: 'signed-in', tokens: tokensFixture(), user: currentUserFixture() } });
    await renderPage('/register');
    await fillAccount();
    await fillForm();
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(session.isSignedIn()).toBe(true));
    expect(requestsTo('POST', 'auth/register')[0]!.body).toEqual({
      email: 'sara@example.com', password: 'Halaqa!2026', firstName: 'Sara', lastName: 'Ali', arFirstName: 'سارة', arLastName: null,
      preferredLanguage: 'en', extraFields: { jobTitle: 'Nurse', academicLevel: 'master', phoneNumber: '0551234567' },
    });
  });

  it('says the account awaits approval and does not sign in', async () => {
    answer('POST', 'auth/register', { status: 200, body: { status: 'pending-approval' } });
    await renderPage('/register');
    await fillAccount();
    await fillForm();
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-pending')).toHaveTextContent('Your account awaits approval');
    expect(session.isSignedIn()).toBe(false);
  });

  it('says an email is in use as soon as the field is left', async () => {
    answer('POST', 'auth/verify-email-exists', { status: 200, body: { exists: true } });
    await renderPage('/register');
    const email = await screen.findByLabelText('Email');
    await userEvent.type(email, 'taken@example.com');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists.'));
    expect(requestsTo('POST', 'auth/verify-email-exists')[0]!.body).toEqual({ email: 'taken@example.com' });
    await userEvent.type(email, 'x');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it.each([
    ['auth-011', 409, 'Phone number (optional)', 'This phone number is already used by another account.'],
    ['reg-002', 400, 'Job title', 'Check this answer.'],
    ['pwd-001', 400, 'Password', 'The password does not meet every rule.'],
    ['auth-013', 409, 'Email', 'An account with this email already exists.'],
  ])('puts the server refusal %s on its field', async (code, status, label, text) => {
    answer('POST', 'auth/register', apiError(status, code, 'Registration field "jobTitle" is required'));
    await renderPage('/register');
    await fillAccount();
    await fillForm();
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text)));
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveFocus());
  });

  it('labels the form in Arabic', async () => {
    await renderPage('/register', { language: 'ar' });
    expect(await screen.findByLabelText('المسمى الوظيفي')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ماجستير' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'أنشئ حسابك' })).toBeInTheDocument();
  });
});
