import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { recordToasts } from '../../testing/record-toasts';
import { renderPage, resetPageState } from '../../testing/render-page';
import { myCourseFixture } from '../../testing/my-course-fixture';

const page = (data: unknown[], count = data.length) => ({ status: 200, body: { count, data } });

const toasts = recordToasts();
afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('my courses tabs', () => {
  it('lists the unfinished courses under the current "My Courses" tab', async () => {
    answer('GET', 'courses/my-courses', page([myCourseFixture({ id: 1, name: 'Algebra', progress: 35 })]));
    await renderPage('/lms/my-courses', { signedIn: true });
    const card = await screen.findByTestId('course-card');
    expect(within(card).getByRole('progressbar', { name: 'Progress in “Algebra”' })).toHaveAttribute('aria-valuenow', '35');
    expect(within(card).getByRole('link', { name: 'Continue “Algebra”' })).toHaveAttribute('href', '/lms/courses/1');
    expect(screen.getByRole('heading', { level: 1, name: 'My Courses' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Courses lists' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['My Courses', 'Finished Courses', 'All Courses']);
    expect(within(tabs).getByRole('link', { name: 'My Courses' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Finished Courses' })).not.toHaveAttribute('aria-current');
    const query = requestsTo('GET', 'courses/my-courses')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ completed: 'false', skip: '0', take: '12' });
  });

  it('asks for finished courses on the "Finished" tab and moves the focus onto it after a tab is followed', async () => {
    answer('GET', 'courses/my-courses', ({ query }) => (query.get('completed') === 'true'
      ? page([myCourseFixture({ id: 2, name: 'Geometry', isFinished: true, progress: 100, finishedAt: '2026-02-01T10:00:00.000Z' })])
      : page([myCourseFixture({ id: 1 })])));
    await renderPage('/lms/my-courses', { signedIn: true });
    await screen.findByTestId('course-card');
    await userEvent.click(screen.getByRole('link', { name: 'Finished Courses' }));
    expect(await screen.findByText('Finished on Feb 1, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/lms/finished-courses');
    const finishedTab = screen.getByRole('link', { name: 'Finished Courses' });
    expect(finishedTab).toHaveAttribute('aria-current', 'page');
    expect(finishedTab).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Open “Geometry”' })).toBeInTheDocument();
    expect(requestsTo('GET', 'courses/my-courses').map((r) => r.query.get('completed'))).toEqual(['false', 'true']);
  });

  it('leaves out "All courses" where members cannot enroll themselves, and says there is nothing yet', async () => {
    answer('GET', 'courses/my-courses', page([]));
    const organization = organizationFixture();
    await renderPage('/lms/my-courses', { signedIn: true, organization: { ...organization, flags: { ...organization.flags, selfEnrollmentEnabled: false } } });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not enrolled in any Course yet');
    expect(screen.queryByRole('link', { name: 'Browse all Courses' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All Courses' })).toBeNull();
  });

  it('offers the catalogue from the empty list when members may enroll themselves', async () => {
    answer('GET', 'courses/my-courses', page([]));
    await renderPage('/lms/my-courses', { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Browse all Courses' })).toHaveAttribute('href', '/lms/all-courses');
  });

  it('shows an error with a retry that asks again', async () => {
    answer('GET', 'courses/my-courses', apiError(500, 'srv-001'));
    await renderPage('/lms/finished-courses', { signedIn: true });
    const error = await screen.findByTestId('error-state');
    answer('GET', 'courses/my-courses', page([myCourseFixture({ isFinished: true })]));
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('course-card')).toBeInTheDocument();
  });

  it('pages with skip and take, keeping the page in the address', async () => {
    answer('GET', 'courses/my-courses', ({ query }) => page(
      [myCourseFixture({ id: 100 + Number(query.get('skip')), name: `Course at ${query.get('skip')}` })], 30,
    ));
    await renderPage('/lms/my-courses', { signedIn: true });
    await screen.findByText('Course at 0');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Course at 24')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/lms/my-courses?page=3');
    expect(screen.getByRole('heading', { level: 2, name: 'Courses list' })).toHaveFocus();
    expect(requestsTo('GET', 'courses/my-courses').map((r) => r.query.get('skip'))).toEqual(['0', '24']);
  });
});

describe('pin toggle', () => {
  it('pins at once and keeps it when the API agrees; the list reloads', async () => {
    answer('GET', 'courses/my-courses', page([myCourseFixture({ id: 5, name: 'Algebra' })]));
    answer('PUT', 'courses/5/pin', { status: 204 });
    await renderPage('/lms/my-courses', { signedIn: true });
    const toggle = await screen.findByRole('button', { name: 'Pin “Algebra” to the top' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    answer('GET', 'courses/my-courses', page([myCourseFixture({ id: 5, name: 'Algebra', isPinned: true })]));
    await userEvent.click(toggle);
    await waitFor(() => expect(requestsTo('GET', 'courses/my-courses')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Pin “Algebra” to the top' })).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo('PUT', 'courses/5/pin')[0]!.body).toEqual({ isPinned: true });
    expect(toasts).toEqual([]);
  });

  it('shows the change before the answer and takes it back with a toast when the API refuses', async () => {
    answer('GET', 'courses/my-courses', page([myCourseFixture({ id: 5, name: 'Algebra', isPinned: true })]));
    let refuse: () => void = () => undefined;
    answer('PUT', 'courses/5/pin', () => new Promise((resolve) => { refuse = () => resolve(apiError(500, 'srv-001')); }));
    await renderPage('/lms/my-courses', { signedIn: true });
    const toggle = await screen.findByRole('button', { name: 'Pin “Algebra” to the top' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(toggle).toHaveTextContent('Pin');
    await waitFor(() => expect(requestsTo('PUT', 'courses/5/pin')).toHaveLength(1));
    expect(requestsTo('PUT', 'courses/5/pin')[0]!.body).toEqual({ isPinned: false });
    // The reload after the failure never answers: only the rollback can restore the pin.
    answer('GET', 'courses/my-courses', () => new Promise(() => undefined));
    refuse();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(toasts).toEqual(['error:“Algebra” could not be unpinned. Try again.']);
  });
});

describe('my courses in Arabic', () => {
  it('reads right to left with the organization’s words', async () => {
    answer('GET', 'courses/my-courses', page([myCourseFixture({ id: 1, name: 'الجبر', progress: 50 })]));
    await renderPage('/lms/my-courses', { signedIn: true, language: 'ar' });
    await screen.findByTestId('course-card');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('دوراتي');
    expect(screen.getByRole('link', { name: 'متابعة «الجبر»' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'التقدم في «الجبر»' })).toHaveAttribute('aria-valuenow', '50');
  });
});
