import { screen, waitFor, within } from '@testing-library/react';
import { answer, apiError, unhandled } from '@halaqa/session/src/testing/fake-api';
import { COURSE, EXAM, listItemFixture } from '../testing/exam-fixtures';
import { renderExam, resetExamState } from '../testing/render-exam';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetExamState();
});

describe('the course’s exams', () => {
  it('lists each exam with the member’s status and, where shown, the result', async () => {
    answer('GET', `courses/${COURSE}/exams`, {
      status: 200,
      body: { count: 2, data: [listItemFixture(), listItemFixture({ subsectionExamId: 41, title: 'Final', status: 'NOT_STARTED', result: null, attemptsUsed: 0, maxAttempts: null, timeLimitInMinutes: null })] },
    });
    await renderExam(`/lms/courses/${COURSE}/exams`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exams' })).toHaveFocus();
    const [first, second] = await screen.findAllByTestId('exam-row');
    expect(within(first!).getByRole('link', { name: 'Feedback basics exam' })).toHaveAttribute('href', `/lms/courses/${COURSE}/exams/${EXAM}`);
    expect(within(first!).getByTestId('exam-status')).toHaveTextContent('Graded');
    expect(within(first!).getByTestId('exam-result')).toHaveTextContent('70% · Passed');
    expect(first).toHaveTextContent('1 of 3 used');
    expect(second).toHaveTextContent('No time limit');
    expect(second).toHaveTextContent('0 used, no limit');
    expect(within(second!).queryByTestId('exam-result')).toBeNull();
  });

  it('keeps an instructor who views the course as a student in that view', async () => {
    answer('GET', `courses/${COURSE}/exams`, { status: 200, body: { count: 1, data: [listItemFixture()] } });
    await renderExam(`/lms/courses/${COURSE}/exams?viewAs=student`);
    const [row] = await screen.findAllByTestId('exam-row');
    expect(within(row!).getByRole('link', { name: 'Feedback basics exam' })).toHaveAttribute('href', `/lms/courses/${COURSE}/exams/${EXAM}?viewAs=student`);
  });

  it('says when there are none, in Arabic too', async () => {
    answer('GET', `courses/${COURSE}/exams`, { status: 200, body: { count: 0, data: [] } });
    await renderExam(`/lms/courses/${COURSE}/exams`, { language: 'ar' });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('لا توجد اختبارات في هذه');
  });

  it('offers to try again when the list cannot load', async () => {
    answer('GET', `courses/${COURSE}/exams`, apiError(500, 'srv-001'));
    await renderExam(`/lms/courses/${COURSE}/exams`);
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the way to the review queue', () => {
  it('is offered to those who teach the course, with how many attempts wait', async () => {
    answer('GET', `courses/${COURSE}/exams`, { status: 200, body: { count: 1, data: [listItemFixture()] } });
    answer('GET', `courses/${COURSE}/exam-reviews`, { status: 200, body: { count: 3, data: [] } });
    await renderExam(`/lms/courses/${COURSE}/exams`, { teaching: true });
    expect(await screen.findByRole('link', { name: 'Exams to review' })).toHaveAttribute('href', `/lms/courses/${COURSE}/exams/reviews`);
    expect(await screen.findByTestId('review-queue-count')).toHaveTextContent('3 attempts waiting');
  });

  it('is not offered to members, nor asked for', async () => {
    answer('GET', `courses/${COURSE}/exams`, { status: 200, body: { count: 1, data: [listItemFixture()] } });
    await renderExam(`/lms/courses/${COURSE}/exams`);
    await screen.findAllByTestId('exam-row');
    expect(screen.queryByTestId('review-queue-entry')).toBeNull();
  });

  it('is not offered when the API says the viewer does not teach the course after all', async () => {
    answer('GET', `courses/${COURSE}/exams`, { status: 200, body: { count: 1, data: [listItemFixture()] } });
    answer('GET', `courses/${COURSE}/exam-reviews`, apiError(403, 'perm-001'));
    await renderExam(`/lms/courses/${COURSE}/exams`, { teaching: true });
    await screen.findAllByTestId('exam-row');
    await waitFor(() => expect(screen.queryByTestId('review-queue-entry')).toBeNull());
  });
});
