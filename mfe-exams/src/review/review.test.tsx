import { screen, within } from '@testing-library/react';
import { answer, apiError, unhandled } from '@halaqa/session/src/testing/fake-api';
import type { ReviewedQuestion } from '../api/types';
import { ATTEMPT, COURSE, everyTypeQuestions, reviewFixture, summaryFixture } from '../testing/exam-fixtures';
import { renderExam, resetExamState } from '../testing/render-exam';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetExamState();
});

const REVIEW = `courses/${COURSE}/exam-attempts/${ATTEMPT}/review`;
const [choice, , , short, , , , , essay] = everyTypeQuestions();

describe('an attempt’s review', () => {
  it('shows each answer with right or wrong, points, the correct answer, the explanations and the review note', async () => {
    const questions: ReviewedQuestion[] = [
      {
        ...choice!, response: { choice: 0 }, pointsAwarded: 0, isCorrect: false, needsReview: false, review: null, correct: { choice: 1 },
        explanation: '<p>Specific feedback names what happened.</p>', optionExplanations: [{ index: 0, explanation: 'Too vague' }],
      },
      { ...short!, response: { text: 'sbi' }, pointsAwarded: 1, isCorrect: true, needsReview: false, review: null, correct: { texts: ['SBI'] } },
      {
        ...essay!, response: { html: '<p>Be kind</p>' }, pointsAwarded: 4, isCorrect: null, needsReview: false,
        review: { note: '<p>Good examples.</p>', points: 4, media: [{ id: 3, fileName: 'notes.pdf', mime: 'application/pdf', url: '/api/media/3/content?sig=x' }] },
      },
    ];
    answer('GET', REVIEW, { status: 200, body: reviewFixture(questions) });
    await renderExam(`/lms/courses/${COURSE}/exams/review/${ATTEMPT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review of attempt 1' })).toHaveFocus();
    expect(screen.getByTestId('review-score')).toHaveTextContent('Score: 7 of 10 points (70%) · Passed');
    const [first, second, third] = screen.getAllByTestId('review-question');
    expect(within(first!).getByTestId('verdict')).toHaveTextContent('Wrong');
    expect(within(first!).getByTestId('member-answer')).toHaveTextContent('Your answer: Good job');
    expect(within(first!).getByTestId('review-points')).toHaveTextContent('0 of 1 points');
    expect(within(first!).getByTestId('correct-answer')).toHaveTextContent('Correct answer: Your summary named the three causes');
    expect(within(first!).getByTestId('option-explanations')).toHaveTextContent('Good job — Too vague');
    expect(within(first!).getByTestId('review-explanation')).toHaveTextContent('Specific feedback names what happened.');
    expect(within(second!).getByTestId('verdict')).toHaveTextContent('Right');
    expect(within(second!).getByTestId('correct-answer')).toHaveTextContent('SBI');
    const note = within(third!).getByTestId('instructor-review');
    expect(note).toHaveTextContent('Good examples.');
    expect(note).toHaveTextContent('4 of 5 points');
    expect(within(note).getByRole('link', { name: 'notes.pdf' })).toHaveAttribute('href', '/api/media/3/content?sig=x');
  });

  it('shows the note the instructor gave when deciding the attempt', async () => {
    answer('GET', REVIEW, {
      status: 200,
      body: reviewFixture([{ ...choice!, response: { choice: 1 }, needsReview: false, review: null }], {
        attempt: summaryFixture({ reviewNote: 'Rejected: this is not your own work.' }),
      }),
    });
    await renderExam(`/lms/courses/${COURSE}/exams/review/${ATTEMPT}`);
    expect(await screen.findByTestId('attempt-review-note')).toHaveTextContent('Note from the Instructor on this attempt: Rejected: this is not your own work.');
  });

  it('shows only what the API returns: no verdict, points, correct answer or score when the settings hide them', async () => {
    const questions: ReviewedQuestion[] = [
      { ...choice!, response: { choice: 0 }, needsReview: false, review: null },
      { ...short!, response: null, needsReview: false, review: null },
    ];
    answer('GET', REVIEW, {
      status: 200,
      body: reviewFixture(questions, { attempt: summaryFixture({ result: null }), settings: { showCorrectAnswerOnReview: false, showResultAtEnd: false } }),
    });
    await renderExam(`/lms/courses/${COURSE}/exams/review/${ATTEMPT}`);
    const cards = await screen.findAllByTestId('review-question');
    expect(screen.queryByTestId('review-score')).toBeNull();
    expect(screen.getByText('This exam does not show scores.')).toBeInTheDocument();
    expect(screen.getByText('This exam does not show the correct answers.')).toBeInTheDocument();
    for (const id of ['verdict', 'review-points', 'correct-answer', 'review-explanation', 'option-explanations', 'instructor-review']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(within(cards[0]!).getByTestId('member-answer')).toHaveTextContent('Good job');
    expect(within(cards[1]!).getByTestId('no-answer')).toHaveTextContent('No answer.');
  });

  it('refuses an attempt that is not the member’s as not found', async () => {
    answer('GET', REVIEW, apiError(404, 'req-002'));
    await renderExam(`/lms/courses/${COURSE}/exams/review/${ATTEMPT}`);
    expect(await screen.findByTestId('exam-not-found')).toHaveTextContent('Exam not found');
    expect(screen.getByRole('link', { name: 'See the exams' })).toHaveAttribute('href', `/lms/courses/${COURSE}/exams`);
  });
});
