import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { answerCourse as answerCourseWithReviews } from '../testing/answer-course';
import { reviewPageFixture } from '../testing/overview-fixtures';

const PATH = '/lms/courses/11/review';
const ENROLLED = { enrollmentState: 'ENROLLED', isEnrolled: true, enrollment: { isPinned: false, isFinished: false, progress: 10 } } as const;
const myReview = { ...reviewPageFixture(1).data[0]!, rating: 3, text: 'Good pace.' };

/** Course 11, with two reviews unless the test says otherwise. */
const answerCourse = (overrides: Parameters<typeof answerCourseWithReviews>[0] = {}, reviews = 2) => answerCourseWithReviews(overrides, reviews);

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('course review page', () => {
  it('shows a visitor the reviews and a sign-in prompt', async () => {
    answerCourse({ enrollmentState: 'SIGN_IN' }, 12);
    await renderPage(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews of Leading Teams' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to review this Course' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('review')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(12));
    expect(requestsTo('GET', 'courses/11/reviews').map((r) => [r.query.get('skip'), r.query.get('take')])).toEqual([['0', '10'], ['10', '10']]);
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('tells a member who is not enrolled that only enrolled members review', async () => {
    answerCourse();
    await renderPage(PATH, { signedIn: true });
    expect(await screen.findByTestId('review-not-enrolled')).toHaveTextContent('Only members enrolled in this Course can review it.');
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('requires a rating, with the focus on the stars, and counts the characters', async () => {
    answerCourse(ENROLLED);
    answer('GET', 'courses/11/my-review', { status: 200, body: null });
    await renderPage(PATH, { signedIn: true });
    const text = await screen.findByLabelText(/Your comments/);
    await userEvent.type(text, 'Great');
    expect(screen.getByTestId('text-counter')).toHaveTextContent('5 of 2,000 characters');
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus());
    expect(requestsTo('PUT', 'courses/11/my-review')).toHaveLength(0);
  });

  it('refuses more than 2000 characters', async () => {
    answerCourse(ENROLLED);
    answer('GET', 'courses/11/my-review', { status: 200, body: null });
    await renderPage(PATH, { signedIn: true });
    const text = await screen.findByLabelText(/Your comments/);
    fireEvent.change(text, { target: { value: 'x'.repeat(2001) } });
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Keep it to 2000 characters or fewer')).toBeInTheDocument();
    expect(requestsTo('PUT', 'courses/11/my-review')).toHaveLength(0);
  });

  it('chooses stars with the keyboard and publishes the review', async () => {
    answerCourse(ENROLLED);
    answer('GET', 'courses/11/my-review', { status: 200, body: null });
    answer('PUT', 'courses/11/my-review', (request) => ({ status: 200, body: { ...myReview, ...(request.body as object) } }));
    const toasts: string[] = [];
    const off = bus.on('toast', ({ message }) => toasts.push(message));
    await renderPage(PATH, { signedIn: true });
    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    await userEvent.click(within(group).getByRole('radio', { name: '2 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.type(screen.getByLabelText(/Your comments/), '  Clear and practical.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(requestsTo('PUT', 'courses/11/my-review')).toHaveLength(1));
    expect(requestsTo('PUT', 'courses/11/my-review')[0]!.body).toEqual({ rating: 3, text: 'Clear and practical.' });
    await waitFor(() => expect(toasts).toEqual(['Your review was saved']));
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    off();
  });

  it('says clearly when the server refuses (rev-001)', async () => {
    answerCourse(ENROLLED);
    answer('GET', 'courses/11/my-review', { status: 200, body: null });
    answer('PUT', 'courses/11/my-review', apiError(409, 'rev-001'));
    await renderPage(PATH, { signedIn: true });
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Only members enrolled in this Course can review it.');
  });

  it('loads the existing review and deletes it after confirming', async () => {
    answerCourse(ENROLLED);
    answer('GET', 'courses/11/my-review', { status: 200, body: myReview });
    answer('DELETE', 'courses/11/my-review', { status: 204 });
    await renderPage(PATH, { signedIn: true });
    expect(await screen.findByLabelText(/Your comments/)).toHaveValue('Good pace.');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', 'courses/11/my-review')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(requestsTo('DELETE', 'courses/11/my-review')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Publish review' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Your comments/)).toHaveValue('');
  });

  it('speaks Arabic', async () => {
    answerCourse(ENROLLED);
    answer('GET', 'courses/11/my-review', { status: 200, body: null });
    await renderPage(PATH, { signedIn: true, language: 'ar' });
    expect(await screen.findByRole('radiogroup', { name: 'تقييمك بالنجوم' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'نجمتان' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: 'نشر التقييم' }));
    expect(await screen.findByText('اختر من 1 إلى 5 نجوم')).toBeInTheDocument();
  });
});
