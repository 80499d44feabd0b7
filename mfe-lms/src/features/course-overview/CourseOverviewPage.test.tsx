import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { queryClient } from '@halaqa/mfe-runtime';
import { STORAGE_KEYS } from '@halaqa/session';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import type { EnrollmentState } from '../../overview-ui/EnrollmentBox';
import { purchaseProps, withPurchaseAction } from '../../testing/purchase-action-fixture';
import { renderPage, resetPageState } from '../../testing/render-page';
import { answerCourse } from './testing/answer-course';
import { reviewPageFixture } from './testing/overview-fixtures';

const PATH = '/lms/courses/11/overview';
const where = () => screen.getByTestId('where').textContent;

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('course overview', () => {
  it('shows the course: header, facts, description, instructors, specializations', async () => {
    answerCourse();
    await renderPage(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leading Teams' })).toBeInTheDocument();
    const facts = screen.getByTestId('course-facts');
    expect(facts).toHaveTextContent('CategoryLeadership');
    expect(facts).toHaveTextContent('LanguageEnglish');
    expect(facts).toHaveTextContent('Duration6 weeks');
    expect(facts).toHaveTextContent('LocationRiyadh, Saudi Arabia');
    expect(screen.getByRole('heading', { name: 'About this Course' })).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard!')).toBeInTheDocument();
    expect(within(screen.getByTestId('instructors')).getByText('Huda Saleh')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'People Leadership' })).toHaveAttribute('href', '/lms/specializations/8/overview');
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    // A visitor has no heart.
    expect(screen.queryByTestId('wishlist-toggle')).toBeNull();
  });

  it('opens and closes syllabus sections with buttons', async () => {
    answerCourse();
    await renderPage(PATH);
    const first = await screen.findByRole('button', { name: /Week 1\s*Getting started/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Welcome video')).not.toBeVisible();
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Welcome video')).toBeVisible();
    expect(document.getElementById(first.getAttribute('aria-controls')!)).toHaveTextContent('Know your team.');
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the syllabus weeks once: the sections, not the free text that repeats them', async () => {
    answerCourse({ courseSyllabus: 'Getting started\nHard talks' });
    await renderPage(PATH);
    const syllabus = await screen.findByTestId('syllabus');
    expect(within(syllabus).getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByTestId('syllabus-text')).toBeNull();
    expect(screen.getAllByText(/Hard talks/)).toHaveLength(1);
  });

  it('shows the free syllabus text of a course without sections', async () => {
    answerCourse({ courseSyllabus: 'Week one: reading', syllabus: [] });
    await renderPage(PATH);
    expect(await screen.findByTestId('syllabus-text')).toHaveTextContent('Week one: reading');
  });

  it('enrolls in an open free course, then says Enrolled and reloads the courses queries', async () => {
    answerCourse();
    answer('POST', 'courses/11/enroll', () => {
      // As the server: from now on the course says the member is enrolled.
      answerCourse({ enrollmentState: 'ENROLLED', isEnrolled: true, enrollment: { isPinned: false, isFinished: false, progress: 0 } });
      return { status: 200, body: { courseId: 11, enrolledAt: '2026-03-01T00:00:00.000Z', isFinished: false } };
    });
    answer('GET', 'courses/11/my-review', { status: 200, body: null });
    await renderPage(PATH, { signedIn: true });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await screen.findByTestId('enrolled-note')).toHaveTextContent('You are enrolled.');
    expect(screen.getByTestId('enrolled-note')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to Course' })).toHaveAttribute('href', '/lms/courses/11');
    expect(requestsTo('POST', 'courses/11/enroll')).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['lms'] });
    expect(await screen.findByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/lms/courses/11/review');
    invalidate.mockRestore();
  });

  it.each([
    ['enr-004', 409, 'This Course is full.'],
    ['enr-003', 409, 'Enrollment has closed.'],
    ['enr-005', 409, 'This one has a price: it is bought through the cart.'],
  ])('says what %s means when enrolling fails', async (code, status, text) => {
    answerCourse();
    answer('POST', 'courses/11/enroll', apiError(status, code));
    await renderPage(PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await screen.findByTestId('enroll-error')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Enroll' })).toBeEnabled();
  });

  it.each<[EnrollmentState, string]>([
    // No area fills purchase.action@1 here (commerce is off): the box says buying is not available.
    ['PAYMENT_REQUIRED', 'This is a paid item, and buying is not available here right now.'],
    ['NOT_OPEN', 'Enrollment opens on Feb 1, 2026.'],
    ['CLOSED', 'Enrollment closed on Feb 28, 2026.'],
    ['FULL', 'Every place is taken.'],
    ['COMING_SOON', 'Coming soon: planned to start on Mar 1, 2026.'],
    ['SELF_ENROLLMENT_DISABLED', 'you cannot enroll yourself here'],
  ])('explains %s without an enroll button', async (state, text) => {
    answerCourse({ enrollmentState: state, price: state === 'PAYMENT_REQUIRED' ? 15000 : 0 });
    await renderPage(PATH, { signedIn: true });
    const box = await screen.findByTestId('enrollment-box');
    expect(box).toHaveTextContent(text);
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('offers the commerce area\'s purchase action (purchase.action@1) for a paid course, with what it buys', async () => {
    answerCourse({ enrollmentState: 'PAYMENT_REQUIRED', price: 15000 });
    await renderPage(PATH, { signedIn: true, ...withPurchaseAction });
    const box = await screen.findByTestId('enrollment-box');
    expect(await within(box).findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    // Every render of the filler had the item's props.
    expect(new Set(purchaseProps.map((props) => JSON.stringify(props)))).toEqual(new Set([JSON.stringify({ itemType: 'COURSE', itemId: '11', title: 'Leading Teams' })]));
    expect(box).not.toHaveTextContent(/not available/);
    expect(within(box).queryByRole('button', { name: 'Enroll' })).toBeNull();
  });

  it('shows the enrolled state with the way in, and the edit link when a review exists', async () => {
    answerCourse({ enrollmentState: 'ENROLLED', isEnrolled: true, enrollment: { isPinned: false, isFinished: false, progress: 20 } }, 2);
    answer('GET', 'courses/11/my-review', { status: 200, body: reviewPageFixture(1).data[0] });
    await renderPage(PATH, { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Go to Course' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit your review' })).toHaveAttribute('href', '/lms/courses/11/review');
  });

  it('asks a visitor to sign in to enroll, remembering the page', async () => {
    answerCourse({ enrollmentState: 'SIGN_IN' });
    await renderPage(PATH);
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in to enroll' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.previousRoute)).toBe(PATH);
    expect(where()).toBe('/auth/login');
  });

  it('toggles the heart at once, and puts it back with a toast when the call fails', async () => {
    answerCourse();
    let finish: (reply: { status: number }) => void = () => undefined;
    answer('PUT', 'courses/11/wishlist', () => new Promise((resolve) => { finish = resolve; }));
    await renderPage(PATH, { signedIn: true });
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    // Pressed before the server has answered.
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(requestsTo('PUT', 'courses/11/wishlist')).toHaveLength(1);
    answerCourse({ isWishlisted: true });
    finish({ status: 204 });
    await waitFor(() => expect(requestsTo('GET', 'courses/11').length).toBeGreaterThan(1));

    answer('DELETE', 'courses/11/wishlist', apiError(500, 'srv-001'));
    // The reload after the failure never answers: only the rollback can put the heart back.
    answer('GET', 'courses/11', () => new Promise(() => undefined));
    const toasts: string[] = [];
    const off = bus.on('toast', ({ message }) => toasts.push(message));
    await userEvent.click(heart);
    await waitFor(() => expect(toasts).toEqual(['Leading Teams could not be removed from your favorites. Try again.']));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo('DELETE', 'courses/11/wishlist')).toHaveLength(1);
    off();
  });

  it('summarizes the reviews and loads more on request', async () => {
    answerCourse({}, 7);
    await renderPage(PATH);
    const reviews = await screen.findByTestId('reviews');
    expect(await within(reviews).findAllByTestId('review')).toHaveLength(5);
    expect(within(reviews).getByTestId('reviews-summary')).toHaveTextContent('7 ratings');
    expect(within(reviews).getByLabelText('4 out of 5: 7 reviews')).toBeInTheDocument();
    await userEvent.click(within(reviews).getByRole('button', { name: 'More reviews' }));
    await waitFor(() => expect(within(reviews).getAllByTestId('review')).toHaveLength(7));
    expect(within(reviews).getAllByTestId('review')[5]).toHaveFocus();
    expect(requestsTo('GET', 'courses/11/reviews').map((r) => r.query.get('skip'))).toEqual(['0', '5']);
    expect(within(reviews).queryByRole('button', { name: 'More reviews' })).toBeNull();
  });

  it('says not found (req-002) with a way to all courses', async () => {
    answer('GET', 'courses/11', apiError(404, 'req-002'));
    answer('GET', 'courses/11/reviews', apiError(404, 'req-002'));
    await renderPage(PATH);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all Courses' })).toHaveAttribute('href', '/lms/all-courses');
  });

  it('asks a visitor to sign in where courses are for members (lms-001)', async () => {
    const organization = organizationFixture();
    answer('GET', 'courses/11', apiError(401, 'lms-001'));
    await renderPage(PATH, { organization: { ...organization, flags: { ...organization.flags, allowAnonymousCourseView: false } } });
    const prompt = await screen.findByTestId('sign-in-prompt');
    expect(within(prompt).getByRole('heading', { level: 1, name: 'Sign in to see this Course' })).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await userEvent.click(within(prompt).getByRole('link', { name: 'Sign in' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.previousRoute)).toBe(PATH);
  });

  it('offers no registration where the organization takes none', async () => {
    const organization = organizationFixture();
    answer('GET', 'courses/11', apiError(401, 'lms-001'));
    await renderPage(PATH, { organization: { ...organization, flags: { ...organization.flags, selfRegistrationEnabled: false } } });
    await screen.findByTestId('sign-in-prompt');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('does not ask the API for an id that is not one', async () => {
    await renderPage('/lms/courses/abc/overview');
    expect(await screen.findByTestId('course-not-found')).toBeInTheDocument();
  });

  it('speaks Arabic, right to left', async () => {
    answerCourse({ price: 15000, enrollmentState: 'PAYMENT_REQUIRED' });
    await renderPage(PATH, { language: 'ar', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'نبذة عن الدورة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('enrollment-box')).toHaveTextContent('هذا العنصر مدفوع، والشراء غير متاح هنا حاليًا.');
    expect(screen.getByTestId('course-facts')).toHaveTextContent(new Intl.NumberFormat('ar', { style: 'unit', unit: 'week', unitDisplay: 'long' }).format(6));
    expect(screen.getByRole('button', { name: 'المفضلة' })).toBeInTheDocument();
  });
});
