import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { fakeTodaySignedIn } from '../../../testing/fake-today';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { WITH_EVENT_PAGE } from '../../../testing/event-role-fixture';

const NOW = new Date('2026-01-15T10:00:00.000Z');
const activity = (overrides: Record<string, unknown>) => ({
  kind: 'CONTINUE_COURSE', courseId: 3, courseName: 'Algebra', coverImageUrl: null, dueAt: null, progress: null, ...overrides,
});

fakeTodaySignedIn(NOW);
afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('user activities', () => {
  it('lists the member’s events among the to-dos, linked to each event’s page, without progress', async () => {
    answer('GET', 'dashboard/student-activities', { status: 200, body: { count: 2, data: [
      { kind: 'EVENT_STARTS', eventId: 12, title: 'Tafsir Night', coverImageUrl: null, dueAt: '2026-01-16T18:00:00.000Z' },
      activity({ kind: 'COURSE_ENDS', courseId: 3, courseName: 'Algebra', dueAt: '2026-01-18T10:00:00.000Z', progress: 60 }),
    ] } });
    await renderPage('/dashboard/user-activities', WITH_EVENT_PAGE);
    const [event, course] = (await screen.findAllByTestId('activity')).map((row) => within(row));
    expect(event!.getByText('Event starts')).toBeInTheDocument();
    expect(event!.getByRole('link', { name: 'Tafsir Night' })).toHaveAttribute('href', '/event/12');
    expect(event!.queryByRole('progressbar')).toBeNull();
    expect(course!.getByRole('link', { name: 'Algebra' })).toHaveAttribute('href', '/lms/courses/3');
  });

  it('lists each to-do with its kind, course link, due date and progress', async () => {
    answer('GET', 'dashboard/student-activities', { status: 200, body: { count: 3, data: [
      activity({ kind: 'COURSE_ENDS', courseId: 3, courseName: 'Algebra', dueAt: '2026-01-18T10:00:00.000Z', progress: 60 }),
      activity({ kind: 'ENROLLMENT_CLOSES', courseId: 4, courseName: 'Geometry', dueAt: '2026-01-16T10:00:00.000Z' }),
      activity({ kind: 'REVIEW_COURSE', courseId: 5, courseName: 'Statistics' }),
    ] } });
    await renderPage('/dashboard/user-activities');
    const rows = await screen.findAllByTestId('activity');
    expect(rows).toHaveLength(3);
    const [ends, closes, review] = rows.map((row) => within(row));
    expect(ends!.getByText('Course ends')).toBeInTheDocument();
    expect(ends!.getByRole('link', { name: 'Algebra' })).toHaveAttribute('href', '/lms/courses/3');
    expect(ends!.getByText('in 3 days · Jan 18, 2026')).toHaveAttribute('datetime', '2026-01-18T10:00:00.000Z');
    expect(ends!.getByRole('progressbar', { name: 'Progress in “Algebra”' })).toHaveAttribute('aria-valuenow', '60');
    expect(closes!.getByText('tomorrow · Jan 16, 2026')).toBeInTheDocument();
    expect(closes!.getByRole('link', { name: 'Geometry' })).toHaveAttribute('href', '/lms/courses/4/overview');
    expect(closes!.queryByRole('progressbar')).toBeNull();
    expect(review!.getByText('Review the Course')).toBeInTheDocument();
    expect(review!.getByText('No date')).toBeInTheDocument();
    expect(review!.getByRole('link', { name: 'Statistics' })).toHaveAttribute('href', '/lms/courses/5/review');
  });

  it('pages with skip and take and keeps the page in the address', async () => {
    answer('GET', 'dashboard/student-activities', ({ query }) => ({ status: 200, body: {
      count: 25, data: [activity({ courseId: Number(query.get('skip')), courseName: `Course at ${query.get('skip')}` })],
    } }));
    await renderPage('/dashboard/user-activities');
    await screen.findByText('Course at 0');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Course at 10')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/user-activities?page=2');
    expect(screen.getByRole('heading', { level: 2, name: 'To-do list' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Course at 20')).toBeInTheDocument();
    expect(requestsTo('GET', 'dashboard/student-activities').map((r) => `${r.query.get('skip')}/${r.query.get('take')}`)).toEqual(['0/10', '10/10', '20/10']);
  });

  it('goes back to the last page when the page asked for is past the end', async () => {
    answer('GET', 'dashboard/student-activities', ({ query }) => ({ status: 200, body: {
      count: 12, data: Number(query.get('skip')) >= 12 ? [] : [activity({ courseName: `Course at ${query.get('skip')}` })],
    } }));
    await renderPage('/dashboard/user-activities?page=5');
    expect(await screen.findByText('Course at 10')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/user-activities?page=2');
  });

  it('says when there is nothing to do', async () => {
    answer('GET', 'dashboard/student-activities', { status: 200, body: { count: 0, data: [] } });
    await renderPage('/dashboard/user-activities');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Nothing to do right now');
    expect(screen.getByRole('link', { name: 'Go to my Courses' })).toHaveAttribute('href', '/lms/my-courses');
  });

  it('shows an error with a retry, and reads in Arabic', async () => {
    answer('GET', 'dashboard/student-activities', apiError(500, 'srv-001'));
    await renderPage('/dashboard/user-activities', { language: 'ar' });
    expect(await screen.findByTestId('error-state')).toHaveTextContent('حدث خطأ ما');
    answer('GET', 'dashboard/student-activities', { status: 200, body: { count: 1, data: [activity({ dueAt: '2026-01-18T10:00:00.000Z' })] } });
    await userEvent.click(screen.getByRole('button', { name: 'أعد المحاولة' }));
    const row = within(await screen.findByTestId('activity'));
    expect(row.getByText('تابع دورة')).toBeInTheDocument();
    const expected = `${new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(3, 'day')} · ${new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date('2026-01-18T10:00:00.000Z'))}`;
    expect(row.getByText(expected)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('أنشطتي');
  });
});
