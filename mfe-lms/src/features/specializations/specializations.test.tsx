import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { purchaseProps, withPurchaseAction } from '../../testing/purchase-action-fixture';
import { renderPage, resetPageState } from '../../testing/render-page';
import { courseCardFixture } from '../../testing/course-fixtures';
import type { SpecializationCardData, SpecializationOverview } from './api/types';

function specializationFixture(overrides: Partial<SpecializationCardData> = {}): SpecializationCardData {
  return {
    id: 8, name: 'People Leadership', briefDescription: 'Three courses, one path.', language: 'ENGLISH', coverImageUrl: null,
    courseCount: 2, isEnrolled: false, price: 0, oldPrice: null, isDiscounted: false, currencyCode: 'SAR', ...overrides,
  };
}

function overviewFixture(overrides: Partial<SpecializationOverview> = {}): SpecializationOverview {
  return {
    ...specializationFixture(),
    description: 'Lead people, then teams.',
    courses: [courseCardFixture({ id: 21, name: 'First steps' }), courseCardFixture({ id: 22, name: 'Next steps' })],
    enrollmentState: 'OPEN',
    ...overrides,
  };
}

const where = () => screen.getByTestId('where').textContent;

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('specializations', () => {
  it('lists specialization cards a page at a time', async () => {
    answer('GET', 'specializations', (request) => {
      const skip = Number(request.query.get('skip'));
      return { status: 200, body: { count: 14, data: Array.from({ length: skip ? 2 : 12 }, (_, i) => specializationFixture({ id: skip + i + 1, name: `Path ${skip + i + 1}`, isEnrolled: i === 0, price: i === 1 ? 30000 : 0 })) } };
    });
    await renderPage('/lms/specializations', { signedIn: true });
    const cards = await screen.findAllByTestId('specialization-card');
    expect(cards).toHaveLength(12);
    expect(screen.getByTestId('specialization-count')).toHaveTextContent('14 specializations');
    expect(within(cards[0]!).getByRole('link', { name: 'Path 1' })).toHaveAttribute('href', '/lms/specializations/1/overview');
    expect(cards[0]).toHaveTextContent('Enrolled');
    expect(cards[0]).toHaveTextContent('2 Courses');
    expect(cards[0]).toHaveTextContent('Free');
    expect(cards[1]).toHaveTextContent('SAR');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('specialization-card')).toHaveLength(2));
    expect(requestsTo('GET', 'specializations').map((r) => [r.query.get('skip'), r.query.get('take')])).toEqual([['0', '12'], ['12', '12']]);
    expect(where()).toBe('/lms/specializations?page=2');
  });

  it('says when there are none', async () => {
    answer('GET', 'specializations', { status: 200, body: { count: 0, data: [] } });
    await renderPage('/lms/specializations', { signedIn: true });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('There are no specializations yet.');
  });

  it('shows the courses in order and enrolls in all of them', async () => {
    answer('GET', 'specializations/8', { status: 200, body: overviewFixture() });
    answer('POST', 'specializations/8/enroll', () => {
      answer('GET', 'specializations/8', { status: 200, body: overviewFixture({ isEnrolled: true, enrollmentState: 'ENROLLED', courses: overviewFixture().courses.map((c) => ({ ...c, isEnrolled: true })) }) });
      return { status: 200, body: { specializationId: 8, enrolledCourseIds: [21, 22] } };
    });
    await renderPage('/lms/specializations/8/overview', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'People Leadership' })).toBeInTheDocument();
    const steps = screen.getByTestId('specialization-courses');
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['First steps', 'Next steps']);
    expect(within(steps).queryAllByTestId('enrolled')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByTestId('enrolled-note')).toHaveTextContent('You are enrolled.');
    expect(within(steps).getAllByTestId('enrolled')).toHaveLength(2);
    expect(requestsTo('POST', 'specializations/8/enroll')).toHaveLength(1);
  });

  it('says why enrolling is refused (enr-005)', async () => {
    answer('GET', 'specializations/8', { status: 200, body: overviewFixture() });
    answer('POST', 'specializations/8/enroll', apiError(409, 'enr-005'));
    await renderPage('/lms/specializations/8/overview', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await screen.findByTestId('enroll-error')).toHaveTextContent('This one has a price: it is bought through the cart.');
  });

  it('offers the commerce area\'s purchase action for a paid specialization, and says buying is off without one', async () => {
    const paid = overviewFixture({ price: 59900, enrollmentState: 'PAYMENT_REQUIRED' });
    answer('GET', 'specializations/8', { status: 200, body: paid });
    const view = await renderPage('/lms/specializations/8/overview', { signedIn: true, ...withPurchaseAction });
    const box = await screen.findByTestId('specialization-enrollment');
    expect(await within(box).findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    // Every render of the filler had the item's props.
    expect(new Set(purchaseProps.map((props) => JSON.stringify(props)))).toEqual(new Set([JSON.stringify({ itemType: 'SPECIALIZATION', itemId: '8', title: 'People Leadership' })]));
    expect(within(box).queryByRole('button', { name: 'Enroll' })).toBeNull();
    view.unmount();
    await resetPageState();

    answer('GET', 'specializations/8', { status: 200, body: paid });
    await renderPage('/lms/specializations/8/overview', { signedIn: true });
    const plain = await screen.findByTestId('specialization-enrollment');
    expect(await within(plain).findByTestId('payment-required')).toHaveTextContent('This is a paid item, and buying is not available here right now.');
    expect(within(plain).queryByRole('button')).toBeNull();
  });

  it('says not found for a specialization that is not there', async () => {
    answer('GET', 'specializations/8', apiError(404, 'req-002'));
    await renderPage('/lms/specializations/8/overview', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Specialization not found' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    answer('GET', 'specializations/8', { status: 200, body: overviewFixture() });
    await renderPage('/lms/specializations/8/overview', { signedIn: true, language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الدورات بالترتيب' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'سجّل الآن' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
