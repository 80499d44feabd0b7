import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { session } from '@halaqa/session';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { currentUserFixture, profileFixture } from '../../testing/fixtures';
import { renderPage, resetPageState } from '../../testing/render-page';

const toasts: string[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts.length = 0;
  off = bus.on('toast', (toast) => toasts.push(`${toast.type}:${toast.message}`));
  answer('GET', 'auth', { status: 200, body: currentUserFixture() });
  answer('GET', 'registration', { status: 200, body: [
    { id: 1, fieldKey: 'jobTitle', slug: 'job-title', typeSlug: 'text', group: null, sortOrder: 0, label: { en: 'Job title', ar: 'المسمى الوظيفي' }, modifiers: [], options: [] },
    { id: 2, fieldKey: 'academicLevel', slug: 'academic-level', typeSlug: 'select', group: null, sortOrder: 1, label: { en: 'Academic level', ar: 'المستوى الأكاديمي' }, modifiers: [], options: [{ value: 'master', label: { en: 'Master', ar: 'ماجستير' } }] },
  ] });
});
afterEach(async () => {
  off();
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('profile details', () => {
  it('edits the profile and says it was saved; the registration answers are read only', async () => {
    answer('GET', 'user', { status: 200, body: profileFixture() });
    answer('PATCH', 'user', ({ body }) => ({ status: 200, body: profileFixture(body as Record<string, unknown>) }));
    await renderPage('/profile/details', { signedIn: true });
    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue('Sara');
    expect(screen.getByLabelText('Years of experience (optional)')).toHaveValue('4');
    await waitFor(() => expect(screen.getByTestId('profile-extra-fields')).toHaveTextContent('Job titleNurseAcademic levelMaster'));
    await userEvent.clear(first);
    await userEvent.type(first, 'Sarah');
    await userEvent.type(screen.getByLabelText('Occupation (optional)'), 'Teacher');
    await userEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(toasts).toEqual(['success:Saved successfully']));
    expect(requestsTo('PATCH', 'user')[0]!.body).toMatchObject({ firstName: 'Sarah', occupation: 'Teacher', yearsOfExperience: 4, city: 'Riyadh', about: null, preferredLanguage: 'en' });
  });

  it('refuses a blank first name and a wrong number', async () => {
    answer('GET', 'user', { status: 200, body: profileFixture() });
    await renderPage('/profile/details', { signedIn: true });
    await userEvent.clear(await screen.findByLabelText('First name'));
    const years = screen.getByLabelText('Years of experience (optional)');
    await userEvent.clear(years);
    await userEvent.type(years, '200');
    await userEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(years).toHaveAccessibleDescription('Enter a whole number from 0 to 80');
    expect(requestsTo('PATCH', 'user')).toHaveLength(0);
  });

  it('has keyboard-reachable tabs marking the current one', async () => {
    answer('GET', 'user', { status: 200, body: profileFixture() });
    await renderPage('/profile/details', { signedIn: true });
    const tabs = await screen.findByRole('navigation', { name: 'Profile sections' });
    const details = screen.getByRole('link', { name: 'Profile Details' });
    expect(details).toHaveAttribute('aria-current', 'page');
    details.focus();
    fireEvent.keyDown(tabs, { key: 'ArrowRight' });
    expect(screen.getByRole('link', { name: 'Profile Image' })).toHaveFocus();
    fireEvent.keyDown(tabs, { key: 'End' });
    expect(screen.getByRole('link', { name: 'Security' })).toHaveFocus();
  });

  it('shows a retry when the profile cannot be loaded', async () => {
    answer('GET', 'user', apiError(500, 'srv-001'));
    await renderPage('/profile/details', { signedIn: true, language: 'ar' });
    expect(await screen.findByTestId('error-state')).toHaveTextContent('حدث خطأ ما');
  });
});

describe('profile image', () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('checks the type and size before uploading', async () => {
    answer('GET', 'user', { status: 200, body: profileFixture() });
    await renderPage('/profile/profile-image', { signedIn: true });
    const input = await screen.findByLabelText('Choose a picture');
    await userEvent.upload(input, file('a.gif', 'image/gif', 10), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    await userEvent.upload(input, file('big.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture is larger than 2 MB.');
    expect(screen.getByTestId('profile-image-upload')).toBeDisabled();
    expect(requestsTo('POST', 'media/upload')).toHaveLength(0);
  });

  it('previews, uploads and sets the new picture', async () => {
    answer('GET', 'user', { status: 200, body: profileFixture() });
    answer('POST', 'media/upload', { status: 201, body: { id: 55, url: '/api/media/55/content' } });
    answer('PATCH', 'user', { status: 200, body: profileFixture({ profileImageId: 55, profileImageUrl: '/api/media/55/content' }) });
    await renderPage('/profile/profile-image', { signedIn: true });
    await userEvent.upload(await screen.findByLabelText('Choose a picture'), file('me.png', 'image/png', 1000));
    expect(await screen.findByAltText('Preview of the new picture')).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByTestId('profile-image-upload'));
    await waitFor(() => expect(toasts).toEqual(['success:Saved successfully']));
    expect(requestsTo('POST', 'media/upload')).toHaveLength(1);
    expect(requestsTo('PATCH', 'user')[0]!.body).toEqual({ profileImageId: 55 });
    expect(await screen.findByAltText('Your profile picture')).toHaveAttribute('src', '/api/media/55/content');
  });
});

describe('security', () => {
  it('opens the change-password dialog', async () => {
    await renderPage('/profile/security', { signedIn: true });
    await userEvent.click(await screen.findByTestId('open-change-password'));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    // The form (its own chunk) has replaced the dialog's loading frame and taken the focus, as a member sees it.
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes the account with the password, then signs out and goes to login', async () => {
    answer('DELETE', 'auth', ({ body }) => ((body as { password: string }).password === 'Halaqa!2026' ? { status: 204 } : apiError(400, 'pwd-003')));
    await renderPage('/profile/security', { signedIn: true });
    await userEvent.click(await screen.findByTestId('open-delete-account'));
    const password = await screen.findByLabelText('Password');
    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByTestId('confirm-delete-account'));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is incorrect.'));
    expect(session.isSignedIn()).toBe(true);
    await userEvent.clear(password);
    await userEvent.type(password, 'Halaqa!2026');
    await userEvent.click(screen.getByTestId('confirm-delete-account'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/auth/login'));
    expect(session.isSignedIn()).toBe(false);
  });
});
