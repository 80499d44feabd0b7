import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineRemote } from '@halaqa/contracts';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { currentUserFixture } from '../../testing/fixtures';
import { renderPage, resetPageState } from '../../testing/render-page';

/** The learning area's overview pages, by role, as mfe-lms gives them. */
const overviews = defineRemote({
  name: 'mfe-overviews-fixture',
  prefixes: [],
  routes: {
    courseOverview: { path: '/lms/courses/:courseId/overview', role: 'courseOverview' },
    specializationOverview: { path: '/lms/specializations/:specializationId/overview', role: 'specializationOverview' },
  },
  texts: { en: { area: 'Learning', labels: {} }, ar: { area: 'التعلم', labels: {} } },
}).definition;
const WITH_OVERVIEWS = { signedIn: true, otherAreas: [rolesFixture, overviews] } as const;

/** The payment history's order page, by role, as mfe-commerce gives it. */
const paymentHistory = defineRemote({
  name: 'mfe-payment-history-fixture',
  prefixes: [],
  routes: { orderDetails: { path: '/profile/payment-history/:orderId', role: 'orderDetails' } },
  texts: { en: { area: 'Commerce', labels: {} }, ar: { area: 'التجارة', labels: {} } },
}).definition;

const entry = (overrides: Record<string, unknown>) => ({
  id: 1, type: 'password-changed', text: 'Password changed', createdAt: '2026-03-03T14:05:00.000Z',
  device: null, address: null, courseId: null, specializationId: null, orderId: null, ...overrides,
});

const ENGLISH = [
  entry({ id: 9, type: 'sign-in', text: 'Signed in from Chrome on Linux', device: 'Chrome on Linux', address: '203.0.113.7', createdAt: '2026-03-04T09:30:00.000Z' }),
  entry({ id: 8, type: 'specialization-enrolled', text: 'Enrolled in the specialization “Data Science”', specializationId: 4 }),
  entry({ id: 7, type: 'course-enrolled', text: 'Enrolled in “Algebra”', courseId: 12 }),
  entry({ id: 6, type: 'password-changed', text: 'Password changed' }),
];

const when = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

beforeEach(() => {
  answer('GET', 'auth', { status: 200, body: currentUserFixture() });
});
afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('activity log', () => {
  it('lists each entry with its type, text, date and time; sign-ins with the device and address; enrollments link to the overview', async () => {
    answer('GET', 'activity-log', { status: 200, body: { count: 4, data: ENGLISH } });
    await renderPage('/activity-log', WITH_OVERVIEWS);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Activity Log' });
    expect(heading).toHaveFocus();
    const rows = await screen.findAllByTestId('activity-entry');
    expect(rows).toHaveLength(4);
    const [signIn, specialization, course, password] = rows.map((row) => within(row));

    expect(signIn!.getByText('Sign-in')).toBeInTheDocument();
    expect(signIn!.getByText('Signed in from Chrome on Linux')).toBeInTheDocument();
    expect(signIn!.getByText(when('2026-03-04T09:30:00.000Z', 'en'))).toHaveAttribute('datetime', '2026-03-04T09:30:00.000Z');
    expect(signIn!.getByText('Device')).toBeInTheDocument();
    expect(signIn!.getByTestId('activity-device')).toHaveTextContent('Chrome on Linux');
    expect(signIn!.getByText('IP address')).toBeInTheDocument();
    expect(signIn!.getByTestId('activity-address')).toHaveTextContent('203.0.113.7');
    expect(signIn!.queryByRole('link')).toBeNull();

    expect(specialization!.getByText('Specialization enrollment')).toBeInTheDocument();
    expect(specialization!.getByRole('link', { name: 'Enrolled in the specialization “Data Science”' })).toHaveAttribute('href', '/lms/specializations/4/overview');
    expect(course!.getByText('Course enrollment')).toBeInTheDocument();
    expect(course!.getByRole('link', { name: 'Enrolled in “Algebra”' })).toHaveAttribute('href', '/lms/courses/12/overview');

    expect(password!.getByText('Security')).toBeInTheDocument();
    expect(password!.getByText('Password changed')).toBeInTheDocument();
    expect(password!.getByText(when('2026-03-03T14:05:00.000Z', 'en'))).toBeInTheDocument();
    expect(password!.queryByTestId('activity-device')).toBeNull();

    // One page, newest first as the API gives it: no page buttons.
    expect(screen.queryByTestId('pagination')).toBeNull();
    const [request] = requestsTo('GET', 'activity-log');
    expect(`${request!.query.get('skip')}/${request!.query.get('take')}`).toBe('0/15');
    expect(request!.headers.get('x-lang')).toBe('en');
  });

  it('reads in Arabic, right to left, with the dates in the Arabic locale', async () => {
    answer('GET', 'activity-log', { status: 200, body: { count: 2, data: [
      entry({ id: 2, type: 'sign-in', text: 'تسجيل دخول من Chrome on Linux', device: 'Chrome on Linux', address: '203.0.113.7', createdAt: '2026-03-04T09:30:00.000Z' }),
      entry({ id: 1, type: 'course-enrolled', text: 'التسجيل في «الجبر»', courseId: 12 }),
    ] } });
    await renderPage('/activity-log', { ...WITH_OVERVIEWS, language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'سجل النشاط' })).toHaveFocus();
    const [signIn, course] = (await screen.findAllByTestId('activity-entry')).map((row) => within(row));
    expect(signIn!.getByText('تسجيل دخول', { exact: true })).toBeInTheDocument();
    expect(signIn!.getByText('تسجيل دخول من Chrome on Linux')).toBeInTheDocument();
    expect(signIn!.getByText(when('2026-03-04T09:30:00.000Z', 'ar'))).toBeInTheDocument();
    expect(signIn!.getByText('الجهاز')).toBeInTheDocument();
    expect(signIn!.getByText('عنوان IP')).toBeInTheDocument();
    expect(signIn!.getByTestId('activity-address')).toHaveAttribute('dir', 'ltr');
    expect(course!.getByText('التسجيل في دورة')).toBeInTheDocument();
    expect(course!.getByRole('link', { name: 'التسجيل في «الجبر»' })).toHaveAttribute('href', '/lms/courses/12/overview');
    expect(requestsTo('GET', 'activity-log')[0]!.headers.get('x-lang')).toBe('ar');
  });

  it('pages 15 at a time, keeps the page in the address and moves the focus to the heading', async () => {
    answer('GET', 'activity-log', ({ query }) => ({ status: 200, body: {
      count: 40, data: [entry({ id: 100 - Number(query.get('skip')), text: `Entry at ${query.get('skip')}` })],
    } }));
    await renderPage('/activity-log', WITH_OVERVIEWS);
    await screen.findByText('Entry at 0');
    const pages = screen.getByRole('navigation', { name: 'Activity log pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Entry at 15')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/activity-log?page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Activity Log' })).toHaveFocus();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Entry at 30')).toBeInTheDocument();
    expect(requestsTo('GET', 'activity-log').map((r) => `${r.query.get('skip')}/${r.query.get('take')}`)).toEqual(['0/15', '15/15', '30/15']);
  });

  it('goes back to the last page when the page asked for is past the end', async () => {
    answer('GET', 'activity-log', ({ query }) => ({ status: 200, body: {
      count: 20, data: Number(query.get('skip')) >= 20 ? [] : [entry({ text: `Entry at ${query.get('skip')}` })],
    } }));
    await renderPage('/activity-log?page=4', WITH_OVERVIEWS);
    expect(await screen.findByText('Entry at 15')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/activity-log?page=2');
  });

  it.each([
    ['en', 'No activity yet.'],
    ['ar', 'لا يوجد نشاط بعد.'],
  ] as const)('says when there is no activity yet (%s)', async (language, text) => {
    answer('GET', 'activity-log', { status: 200, body: { count: 0, data: [] } });
    await renderPage('/activity-log', { ...WITH_OVERVIEWS, language });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(text);
    expect(screen.queryByTestId('activity-log')).toBeNull();
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('shows an error with a retry that loads the log', async () => {
    answer('GET', 'activity-log', apiError(500, 'srv-001'));
    await renderPage('/activity-log', WITH_OVERVIEWS);
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    answer('GET', 'activity-log', { status: 200, body: { count: 1, data: [entry({ text: 'Password changed' })] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('activity-entry')).toHaveTextContent('Password changed');
  });

  it('shows an enrollment as plain text when the learning area is switched off', async () => {
    answer('GET', 'activity-log', { status: 200, body: { count: 1, data: [entry({ type: 'course-enrolled', text: 'Enrolled in “Algebra”', courseId: 12 })] } });
    await renderPage('/activity-log', { signedIn: true });
    const row = within(await screen.findByTestId('activity-entry'));
    expect(row.getByText('Enrolled in “Algebra”')).toBeInTheDocument();
    expect(row.queryByRole('link')).toBeNull();
  });

  it('shows purchases and refunds, each leading to its order in the payment history', async () => {
    answer('GET', 'activity-log', { status: 200, body: { count: 3, data: [
      entry({ id: 3, type: 'refund-decided', text: 'Refund of “Algebra”: 1,150.00 SAR', orderId: 41 }),
      entry({ id: 2, type: 'refund-requested', text: 'Asked for a refund of “Algebra”', orderId: 41 }),
      entry({ id: 1, type: 'order-completed', text: 'Order completed: “Algebra”', orderId: 41 }),
    ] } });
    await renderPage('/activity-log', { signedIn: true, otherAreas: [rolesFixture, paymentHistory] });
    const [refund, request, purchase] = (await screen.findAllByTestId('activity-entry')).map((row) => within(row));
    expect(refund!.getByText('Refund')).toBeInTheDocument();
    expect(refund!.getByRole('link', { name: 'Refund of “Algebra”: 1,150.00 SAR' })).toHaveAttribute('href', '/profile/payment-history/41');
    expect(request!.getByText('Refund request')).toBeInTheDocument();
    expect(purchase!.getByText('Purchase')).toBeInTheDocument();
    expect(purchase!.getByRole('link', { name: 'Order completed: “Algebra”' })).toHaveAttribute('href', '/profile/payment-history/41');
  });

  it('shows a purchase as plain text where the payment history is not offered', async () => {
    answer('GET', 'activity-log', { status: 200, body: { count: 1, data: [entry({ type: 'order-completed', text: 'Order completed: “Algebra”', orderId: 41 })] } });
    await renderPage('/activity-log', { signedIn: true });
    const row = within(await screen.findByTestId('activity-entry'));
    expect(row.getByText('Order completed: “Algebra”')).toBeInTheDocument();
    expect(row.queryByRole('link')).toBeNull();
  });

  it('shows skeletons while the log loads', async () => {
    let release: () => void = () => {};
    answer('GET', 'activity-log', () => new Promise((resolve) => {
      release = () => resolve({ status: 200, body: { count: 0, data: [] } });
    }));
    await renderPage('/activity-log', WITH_OVERVIEWS);
    expect(screen.getByTestId('loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading your activity…')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('GET', 'activity-log')).toHaveLength(1));
    release();
    expect(await screen.findByTestId('empty-state')).toBeInTheDocument();
  });
});
