import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { ATTEMPT, COURSE } from '../testing/exam-fixtures';
import { renderExam, resetExamState } from '../testing/render-exam';
import { gradingQuestions, MANAGED, managedAttemptFixture, managedSummaryFixture } from '../testing/review-fixtures';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetExamState();
});

const PATH = `/lms/courses/${COURSE}/exams/reviews/${ATTEMPT}`;
const ESSAY_REVIEW = `courses/${COURSE}/exam-attempts/${ATTEMPT}/answers/3/review`;
const APPROVE = `courses/${COURSE}/exam-attempts/${ATTEMPT}/approve`;
const REJECT = `courses/${COURSE}/exam-attempts/${ATTEMPT}/reject`;

const savedEssayReview = (points: number) => ({
  status: 200,
  body: {
    review: {
      attemptQuestionId: 3, points, note: null, media: [], ratings: [{ criterionId: 51, ratingId: 511, points: 3 }, { criterionId: 52, ratingId: 521, points: 2 }],
      reviewerId: 3, reviewedAt: '2026-03-05T10:00:00.000Z',
    },
    pendingReviews: 0,
  },
});

const cards = async () => screen.findAllByTestId('graded-question');

describe('grading an attempt', () => {
  it('shows each answer: auto-graded ones with their grade and the correct answer, recordings playing in place', async () => {
    answer('GET', MANAGED, { status: 200, body: managedAttemptFixture() });
    await renderExam(PATH, { teaching: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grading: Huda Karim, attempt 1' })).toHaveFocus();
    const facts = screen.getByTestId('attempt-facts');
    expect(facts).toHaveTextContent('Practice quiz: feedback essentials');
    expect(within(facts).getByTestId('attempt-status')).toHaveTextContent('Awaiting review');
    expect(screen.getByTestId('pending-reviews')).toHaveTextContent('1 answer is left to review.');
    const [choice, matching, essay, recording] = await cards();
    expect(within(choice!).getByTestId('verdict')).toHaveTextContent('Wrong');
    expect(within(choice!).getByTestId('member-answer')).toHaveTextContent('Answer: Good job');
    expect(within(choice!).getByTestId('correct-answer')).toHaveTextContent('Correct answer: Your summary named the three causes');
    expect(within(choice!).getByTestId('graded-points')).toHaveTextContent('0 of 1 points');
    expect(within(choice!).getByTestId('graded-explanation')).toHaveTextContent('Specific feedback names what happened.');
    expect(within(matching!).getByTestId('member-answer')).toHaveTextContent('Situation → Where it happened');
    expect(within(matching!).getByTestId('correct-answer')).toHaveTextContent('Impact → What you felt');
    expect(within(essay!).getByTestId('verdict')).toHaveTextContent('Awaiting review');
    expect(within(essay!).getByTestId('graded-points')).toHaveTextContent('To review, out of 5 points');
    expect(within(essay!).getByTestId('review-state')).toHaveTextContent('Not reviewed yet');
    expect(within(essay!).queryByTestId('correct-answer')).toBeNull();
    expect(within(recording!).getByTestId('verdict')).toHaveTextContent('Reviewed');
    const file = within(recording!).getByTestId('answer-file');
    expect(file.querySelector('audio')).toHaveAttribute('src', '/api/media/61/content?sig=a');
    expect(within(file).getByRole('link', { name: 'Open feedback.webm' })).toHaveAttribute('href', '/api/media/61/content?sig=a');
    expect(within(recording!).getByRole('textbox', { name: 'Points (out of 2)' })).toHaveValue('2');
    expect(within(recording!).getByRole('textbox', { name: /Note for the Student/ })).toHaveValue('Clear.');
  });

  it('lists the attempt’s events, the cheat-detection ones marked', async () => {
    answer('GET', MANAGED, { status: 200, body: managedAttemptFixture() });
    await renderExam(PATH, { teaching: true });
    const events = await screen.findAllByTestId('attempt-event');
    expect(events.map((event) => event.getAttribute('data-type'))).toEqual(['STARTED', 'TAB_HIDDEN', 'SECOND_DEVICE', 'SUBMITTED']);
    expect(events[1]).toHaveTextContent('Left the exam\'s tab');
    expect(events[1]).toHaveTextContent('Cheat detection');
    expect(events[2]).toHaveTextContent('Opened the attempt on a second device');
    expect(events[2]).toHaveTextContent('device phone-1234');
    expect(within(events[0]!).queryByText('Cheat detection')).toBeNull();
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date('2026-03-04T09:10:05.000Z'));
    expect(within(events[1]!).getByText(when)).toHaveAttribute('datetime', '2026-03-04T09:10:05.000Z');
    expect(screen.getByTestId('attempt-events')).toHaveTextContent(`Times in your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`);
  });

  it('saves the essay’s review from its rubric, says it is saved, then lets the attempt be approved', async () => {
    answer('GET', MANAGED, { status: 200, body: managedAttemptFixture() });
    answer('PUT', ESSAY_REVIEW, savedEssayReview(5));
    answer('POST', APPROVE, (request) => ({ status: 200, body: managedSummaryFixture({ status: 'GRADED', isApproved: true, isReviewed: true, pendingReviews: 0, reviewNote: (request.body as { note: string | null }).note, result: { score: 8, totalScore: 10, percentage: 80, isPassed: true } }) }));
    await renderExam(PATH, { teaching: true });
    const essay = (await cards())[2]!;
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(screen.getByTestId('approve-blocked')).toHaveTextContent('Review the 1 answer left before approving.');

    await userEvent.selectOptions(within(essay).getByRole('combobox', { name: 'Structure (up to 3 points) (optional)' }), 'All three parts: 3 points');
    await userEvent.selectOptions(within(essay).getByRole('combobox', { name: /^Focus/ }), 'On behaviour: 2 points');
    expect(within(essay).getByTestId('rubric-points')).toHaveTextContent('Points from the rubric: 5 of 5');
    expect(within(essay).queryByRole('textbox', { name: /Points/ })).toBeNull();
    expect(within(essay).getByTestId('review-state')).toHaveTextContent('Changes not saved yet');
    await userEvent.type(within(essay).getByRole('textbox', { name: /Note for the Student/ }), 'Clear and kind.');
    await userEvent.click(within(essay).getByRole('button', { name: 'Save review' }));

    await waitFor(() => expect(within(essay).getByTestId('review-state')).toHaveTextContent(/^Review saved /));
    expect(requestsTo('PUT', ESSAY_REVIEW)[0]!.body).toEqual({
      ratings: [{ criterionId: 51, ratingId: 511 }, { criterionId: 52, ratingId: 521 }], note: '<p>Clear and kind.</p>', mediaIds: [],
    });
    expect(within(essay).getByTestId('verdict')).toHaveTextContent('Reviewed');
    expect(screen.getByTestId('pending-reviews')).toHaveTextContent('No answer is left to review.');

    // What the attempt reads as once approved (the screen reads it again after a decision).
    const graded = managedSummaryFixture({ status: 'GRADED', isApproved: true, isReviewed: true, pendingReviews: 0, result: { score: 8, totalScore: 10, percentage: 80, isPassed: true } });
    answer('GET', MANAGED, { status: 200, body: managedAttemptFixture(gradingQuestions(), { attempt: graded }) });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this attempt?' });
    expect(within(dialog).queryByTestId('unsaved-reviews')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByTestId('decision-done')).toHaveTextContent('The attempt was approved and graded.');
    expect(screen.getByTestId('decision-done')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo('POST', APPROVE)[0]!.body).toEqual({ note: null });
    expect(screen.getByTestId('attempt-status')).toHaveTextContent('Graded');
    expect(screen.getByTestId('attempt-score')).toHaveTextContent('Score: 8 of 10 points (80%) · Passed');
    expect(await screen.findByRole('button', { name: 'Approve again' })).toBeEnabled();
  });

  it('checks the points before asking the API, and says what the API refuses (grd-001)', async () => {
    answer('GET', MANAGED, { status: 200, body: managedAttemptFixture() });
    answer('PUT', ESSAY_REVIEW, apiError(400, 'grd-001'));
    await renderExam(PATH, { teaching: true });
    const essay = (await cards())[2]!;
    await userEvent.click(within(essay).getByRole('button', { name: 'Save review' }));
    const points = within(essay).getByRole('textbox', { name: /Points \(out of 5\)/ });
    expect(await within(essay).findByText('Enter the points, from 0 to the question\'s points.')).toBeInTheDocument();
    expect(points).toHaveFocus();
    await userEvent.type(points, '9');
    await userEvent.click(within(essay).getByRole('button', { name: 'Save review' }));
    expect(await within(essay).findByText('The points must be a number from 0 to the question\'s points.')).toBeInTheDocument();
    expect(requestsTo('PUT', ESSAY_REVIEW)).toHaveLength(0);
    await userEvent.clear(points);
    await userEvent.type(points, '4,5');
    await userEvent.click(within(essay).getByRole('button', { name: 'Save review' }));
    expect(await within(essay).findByTestId('form-error')).toHaveTextContent('The points must be between 0 and the question\'s points.');
    expect(requestsTo('PUT', ESSAY_REVIEW)[0]!.body).toMatchObject({ points: 4.5 });
  });

  it('warns of unsaved reviews, asks why before rejecting, and says the API’s refusal (exm-007)', async () => {
    answer('GET', MANAGED, { status: 200, body: managedAttemptFixture() });
    answer('POST', REJECT, apiError(409, 'exm-007'));
    await renderExam(PATH, { teaching: true });
    const recording = (await cards())[3]!;
    await userEvent.type(within(recording).getByRole('textbox', { name: /Note for the Student/ }), ' More.');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this attempt?' });
    expect(within(dialog).getByTestId('unsaved-reviews')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why, for the Student.')).toBeInTheDocument();
    expect(requestsTo('POST', REJECT)).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note for the Student' }), 'Not your own work.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent('This attempt cannot do that in its current state.');
    expect(requestsTo('POST', REJECT)[0]!.body).toEqual({ note: 'Not your own work.' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes no review or decision on an attempt still open', async () => {
    const open = managedAttemptFixture(gradingQuestions(), { attempt: managedSummaryFixture({ status: 'IN_PROGRESS', finishedAt: null, finishedBy: null }) });
    answer('GET', MANAGED, { status: 200, body: open });
    await renderExam(PATH, { teaching: true });
    expect(await screen.findByTestId('attempt-open')).toHaveTextContent('This attempt is still open');
    expect(screen.queryByTestId('answer-review-form')).toBeNull();
    expect(screen.getByTestId('decision-unavailable')).toBeInTheDocument();
  });

  it('reads in Arabic, right to left', async () => {
    answer('GET', MANAGED, { status: 200, body: managedAttemptFixture() });
    await renderExam(PATH, { language: 'ar', teaching: true });
    expect(await screen.findByRole('heading', { level: 1, name: /^التصحيح: Huda Karim، المحاولة/ })).toBeInTheDocument();
    expect(screen.getByTestId('attempt-events')).toHaveTextContent('غادر تبويب الاختبار');
    expect(screen.getByRole('heading', { level: 2, name: 'القرار' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'احفظ المراجعة' })).toHaveLength(2);
  });

  it('says not found for an attempt of another course', async () => {
    answer('GET', MANAGED, apiError(404, 'req-002'));
    await renderExam(PATH, { teaching: true });
    expect(await screen.findByTestId('exam-not-found')).toBeInTheDocument();
  });

  it('shows the not-allowed card to someone who does not manage courses', async () => {
    answer('GET', MANAGED, apiError(403, 'perm-001'));
    await renderExam(PATH);
    expect(await screen.findByTestId('not-allowed')).toBeInTheDocument();
  });
});
