import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { currentUserFixture } from '@halaqa/session/src/testing/fixtures';
import { fakeTodaySignedIn } from '../../testing/fake-today';
import { renderPage, resetPageState } from '../../testing/render-page';
import { courseCardFixture } from '../../testing/course-fixtures';
import { myCourseFixture } from '../../testing/my-course-fixture';
import { WITH_EVENT_PAGE } from '../../testing/event-role-fixture';

const ok = (body: unknown) => ({ status: 200, body });
const statistics = { enrolled: 5, inProgress: 3, finished: 1, notStarted: 1, wishlisted: 2, specializations: 1, averageProgress: 47 };

/** Every block answered with data; each test replaces what it is about. */
function answerDashboard() {
  answer('GET', 'auth', ok(currentUserFixture()));
  answer('GET', 'users/7/course-statistics', ok(statistics));
  answer('GET', 'dashboard/enrolled-courses-by-progress', ok({ count: 1, data: [myCourseFixture({ id: 3, name: 'Algebra', progress: 80 })] }));
  answer('GET', 'dashboard/calendar', ok([]));
  answer('GET', 'dashboard/student-activities', ok({ count: 1, data: [
    { kind: 'CONTINUE_COURSE', courseId: 3, courseName: 'Algebra', coverImageUrl: null, dueAt: null, progress: 80 },
  ] }));
  answer('GET', 'courses/recommended', ok([courseCardFixture({ id: 9, name: 'Statistics 101' })]));
}

fakeTodaySignedIn(new Date(2026, 0, 15, 10, 0));
beforeEach(answerDashboard);
afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const block = (testId: string) => screen.findByTestId(testId);

describe('dashboard', () => {
  it('greets the member by name and fills every block', async () => {
    await renderPage('/dashboard', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sara' })).toBeInTheDocument();

    const stats = within(await block('dashboard-statistics'));
    expect(await stats.findByRole('link', { name: 'Enrolled: 5' })).toHaveAttribute('href', '/lms/my-courses');
    expect(stats.getByRole('link', { name: 'Finished: 1' })).toHaveAttribute('href', '/lms/finished-courses');
    expect(stats.getByRole('link', { name: 'Favorites: 2' })).toHaveAttribute('href', '/favorite/courses');
    expect(stats.getByText('47%')).toBeInTheDocument();

    const continueLearning = within(await block('dashboard-continue-learning'));
    expect(await continueLearning.findByRole('link', { name: 'Algebra' })).toHaveAttribute('href', '/lms/courses/3');
    expect(continueLearning.getByRole('progressbar', { name: 'Progress in “Algebra”' })).toHaveAttribute('aria-valuenow', '80');
    expect(continueLearning.getByRole('link', { name: 'See all my Courses' })).toHaveAttribute('href', '/lms/my-courses');
    expect(Object.fromEntries(requestsTo('GET', 'dashboard/enrolled-courses-by-progress')[0]!.query)).toEqual({ take: '4' });

    const activities = within(await block('dashboard-activities'));
    expect(await activities.findByText('Continue the Course')).toBeInTheDocument();
    expect(activities.getByRole('link', { name: 'See all my activities' })).toHaveAttribute('href', '/dashboard/user-activities');

    const recommended = within(await block('dashboard-recommended'));
    expect(await recommended.findByRole('heading', { level: 3, name: 'Statistics 101' })).toBeInTheDocument();
    expect(Object.fromEntries(requestsTo('GET', 'courses/recommended')[0]!.query)).toEqual({ take: '4' });
  });

  it('says when each block has nothing to show', async () => {
    answer('GET', 'users/7/course-statistics', ok({ ...statistics, enrolled: 0, inProgress: 0, finished: 0, notStarted: 0, wishlisted: 0, specializations: 0, averageProgress: 0 }));
    answer('GET', 'dashboard/enrolled-courses-by-progress', ok({ count: 0, data: [] }));
    answer('GET', 'dashboard/student-activities', ok({ count: 0, data: [] }));
    answer('GET', 'courses/recommended', ok([]));
    await renderPage('/dashboard', {});
    expect(await within(await block('dashboard-statistics')).findByTestId('empty-state')).toHaveTextContent('You have not enrolled in any Course yet');
    expect(await within(await block('dashboard-continue-learning')).findByTestId('empty-state')).toHaveTextContent('You have no Courses in progress');
    expect(await within(await block('dashboard-activities')).findByTestId('empty-state')).toHaveTextContent('Nothing to do right now');
    expect(await within(await block('dashboard-recommended')).findByTestId('empty-state')).toHaveTextContent('No recommendations right now');
    expect(await within(await block('dashboard-calendar')).findByTestId('calendar-day-empty')).toHaveTextContent('No Course dates this month');
  });

  it('lets each block fail on its own, with a retry', async () => {
    answer('GET', 'users/7/course-statistics', apiError(500, 'srv-001'));
    answer('GET', 'dashboard/enrolled-courses-by-progress', apiError(500, 'srv-001'));
    answer('GET', 'dashboard/calendar', apiError(500, 'srv-001'));
    answer('GET', 'courses/recommended', apiError(500, 'srv-001'));
    await renderPage('/dashboard', {});
    for (const id of ['dashboard-statistics', 'dashboard-continue-learning', 'dashboard-calendar', 'dashboard-recommended']) {
      expect(await within(await block(id)).findByTestId('error-state')).toHaveTextContent('Something went wrong');
    }
    // The to-do block still loaded.
    expect(await within(await block('dashboard-activities')).findByText('Algebra')).toBeInTheDocument();
    answer('GET', 'users/7/course-statistics', ok(statistics));
    await userEvent.click(within(await block('dashboard-statistics')).getByRole('button', { name: 'Try again' }));
    expect(await within(await block('dashboard-statistics')).findByRole('link', { name: 'Enrolled: 5' })).toBeInTheDocument();
  });
});

describe('dashboard calendar', () => {
  const entries = [
    { date: '2026-01-20T09:00:00.000Z', kind: 'COURSE_START', courseId: 3, courseName: 'Algebra' },
    { date: '2026-01-20T09:00:00.000Z', kind: 'ENROLLMENT_CLOSES', courseId: 4, courseName: 'Geometry' },
  ];

  it('shows this month, asks for its first to last day and lists a marked day’s dates', async () => {
    answer('GET', 'dashboard/calendar', ok(entries));
    await renderPage('/dashboard', {});
    const calendar = within(await block('dashboard-calendar'));
    expect(calendar.getByTestId('calendar-month')).toHaveTextContent('January 2026');
    expect(calendar.getByRole('grid', { name: 'January 2026' })).toBeInTheDocument();
    expect(calendar.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(Object.fromEntries(requestsTo('GET', 'dashboard/calendar')[0]!.query)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    const today = calendar.getByRole('button', { name: 'Thursday, January 15, 2026' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('tabindex', '0');
    const marked = await calendar.findByRole('button', { name: 'Tuesday, January 20, 2026, has Course dates' });
    expect(marked).toHaveAttribute('tabindex', '-1');
    expect(calendar.getByTestId('calendar-day-empty')).toHaveTextContent('Nothing on this day');
    await userEvent.click(marked);
    const list = calendar.getByTestId('calendar-day-entries');
    expect(list).toHaveTextContent('Course startsAlgebra');
    expect(list).toHaveTextContent('Enrollment closesGeometry');
    expect(within(list).getByRole('link', { name: 'Algebra' })).toHaveAttribute('href', '/lms/courses/3/overview');
  });

  it('lists an event’s dates with a link to the event’s page (when the site has one) beside the courses’', async () => {
    answer('GET', 'dashboard/calendar', ok([
      ...entries,
      { date: '2026-01-20T18:00:00.000Z', kind: 'EVENT_START', eventId: 12, title: 'Tafsir Night' },
      { date: '2026-01-20T20:00:00.000Z', kind: 'EVENT_ENROLLMENT_CLOSES', eventId: 13, title: 'Hajj Workshop' },
    ]));
    await renderPage('/dashboard', WITH_EVENT_PAGE);
    const calendar = within(await block('dashboard-calendar'));
    await userEvent.click(await calendar.findByRole('button', { name: 'Tuesday, January 20, 2026, has Course dates' }));
    const list = calendar.getByTestId('calendar-day-entries');
    expect(list).toHaveTextContent('Event startsTafsir Night');
    expect(list).toHaveTextContent('Event enrollment closesHajj Workshop');
    expect(within(list).getByRole('link', { name: 'Tafsir Night' })).toHaveAttribute('href', '/event/12');
    expect(within(list).getByRole('link', { name: 'Algebra' })).toHaveAttribute('href', '/lms/courses/3/overview');
  });

  it('moves between months with the buttons and asks for each month', async () => {
    await renderPage('/dashboard', {});
    const calendar = within(await block('dashboard-calendar'));
    await userEvent.click(calendar.getByRole('button', { name: 'Next month' }));
    expect(calendar.getByTestId('calendar-month')).toHaveTextContent('February 2026');
    await userEvent.click(calendar.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(calendar.getByRole('button', { name: 'Previous month' }));
    expect(calendar.getByTestId('calendar-month')).toHaveTextContent('December 2025');
    await waitFor(() => expect(requestsTo('GET', 'dashboard/calendar').map((r) => `${r.query.get('from')}..${r.query.get('to')}`)).toEqual([
      '2026-01-01..2026-01-31', '2026-02-01..2026-02-28', '2025-12-01..2025-12-31',
    ]));
  });

  it('moves the focus by arrow keys (into the next month) and selects with Enter', async () => {
    answer('GET', 'dashboard/calendar', ({ query }) => ok(query.get('from') === '2026-02-01'
      ? [{ date: '2026-02-05T00:00:00.000Z', kind: 'COURSE_END', courseId: 3, courseName: 'Algebra' }] : []));
    await renderPage('/dashboard', {});
    const calendar = within(await block('dashboard-calendar'));
    const today = calendar.getByRole('button', { name: 'Thursday, January 15, 2026' });
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    expect(calendar.getByRole('button', { name: 'Friday, January 16, 2026' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(calendar.getByRole('button', { name: 'Friday, January 23, 2026' })).toHaveFocus();
    expect(calendar.getByRole('button', { name: 'Friday, January 23, 2026' })).toHaveAttribute('tabindex', '0');
    expect(today).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    // 23 January + 14 days = 6 February: the grid turns to February.
    expect(calendar.getByTestId('calendar-month')).toHaveTextContent('February 2026');
    expect(calendar.getByRole('button', { name: 'Friday, February 6, 2026' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    const marked = await calendar.findByRole('button', { name: 'Thursday, February 5, 2026, has Course dates' });
    expect(marked).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(calendar.getByTestId('calendar-selected-day')).toHaveTextContent('Thursday, February 5');
    expect(calendar.getByTestId('calendar-day-entries')).toHaveTextContent('Course endsAlgebra');
  });

  it('speaks Arabic: Arabic month and day names, weeks from Saturday, arrows flipped', async () => {
    answer('GET', 'auth', ok(currentUserFixture()));
    await renderPage('/dashboard', { language: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'أهلًا بعودتك، سارة' })).toBeInTheDocument();
    const calendar = within(await block('dashboard-calendar'));
    expect(calendar.getByTestId('calendar-month')).toHaveTextContent('يناير 2026');
    expect(calendar.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'السبت');
    const today = calendar.getByRole('button', { name: new Intl.DateTimeFormat('ar', { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 15)) });
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowLeft' });
    expect(document.activeElement).toHaveAttribute('data-day', '2026-01-16');
    await userEvent.click(calendar.getByRole('button', { name: 'الشهر التالي' }));
    expect(calendar.getByTestId('calendar-month')).toHaveTextContent('فبراير 2026');
  });
});
