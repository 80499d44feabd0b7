import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { COURSE } from '../testing/exam-fixtures';
import { renderExam, resetExamState } from '../testing/render-exam';
import { managedSummaryFixture, QUEUE } from '../testing/review-fixtures';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetExamState();
});

const PATH = `/lms/courses/${COURSE}/exams/reviews`;
const waiting = [
  managedSummaryFixture(),
  managedSummaryFixture({
    id: 901, attemptNumber: 2, examTitle: 'Final quiz', pendingReviews: 3, finishedAt: '2026-03-05T07:00:00.000Z',
    member: { userId: 32, name: 'Sara Haddad', email: 'member@demo.halaqa.test' },
  }),
];

describe('the review queue', () => {
  it('lists the attempts waiting for a review in the API’s order (longest waiting first), each leading to its grading', async () => {
    answer('GET', QUEUE, { status: 200, body: { count: 2, data: waiting } });
    await renderExam(PATH, { teaching: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exams to review' })).toHaveFocus();
    expect(screen.getByText('Attempts with answers waiting for the Instructor, the longest waiting first.')).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('review-queue-row');
    expect(first).toHaveTextContent('Huda Karim');
    expect(first).toHaveTextContent('Practice quiz: feedback essentials');
    expect(first).toHaveTextContent('1 answer');
    expect(within(first!).getByRole('link', { name: 'Grade — attempt 1 of Huda Karim at Practice quiz: feedback essentials' }))
      .toHaveAttribute('href', `/lms/courses/${COURSE}/exams/reviews/900`);
    expect(second).toHaveTextContent('Sara Haddad');
    expect(second).toHaveTextContent('3 answers');
    expect(second).toHaveTextContent('Final quiz · Attempt 2');
    expect(requestsTo('GET', QUEUE)[0]!.query.toString()).toBe('skip=0&take=20');
    expect(screen.getByRole('link', { name: 'See all exams' })).toHaveAttribute('href', `/lms/courses/${COURSE}/exams`);
  });

  it('pages through a long queue as the API pages it', async () => {
    answer('GET', QUEUE, (request) => ({
      status: 200,
      body: { count: 25, data: request.query.get('skip') === '0' ? waiting : [managedSummaryFixture({ id: 950, member: { userId: 40, name: 'Late Comer', email: 'l@x.test' } })] },
    }));
    await renderExam(PATH, { teaching: true });
    await screen.findAllByTestId('review-queue-row');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Late Comer')).toBeInTheDocument();
    expect(requestsTo('GET', QUEUE).map((request) => request.query.get('skip'))).toEqual(['0', '20']);
  });

  it('says when nothing waits, in Arabic too', async () => {
    answer('GET', QUEUE, { status: 200, body: { count: 0, data: [] } });
    await renderExam(PATH, { language: 'ar', teaching: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'اختبارات بانتظار المراجعة' })).toBeInTheDocument();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('لا توجد محاولة بانتظار المراجعة.');
  });

  it.each([[403, 'perm-001'], [404, 'req-002']])('shows the not-allowed card to someone who does not teach the course (%s %s)', async (status, code) => {
    answer('GET', QUEUE, apiError(status, code));
    await renderExam(PATH);
    expect(await screen.findByTestId('not-allowed')).toBeInTheDocument();
  });

  it('offers to try again when the queue cannot load', async () => {
    answer('GET', QUEUE, apiError(500, 'srv-001'));
    await renderExam(PATH, { teaching: true });
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    answer('GET', QUEUE, { status: 200, body: { count: 1, data: [waiting[0]!] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('review-queue-row')).toHaveLength(1);
  });
});
