import { screen, within } from '@testing-library/react';
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
