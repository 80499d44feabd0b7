import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { ATTEMPT, COURSE, EXAM, landingFixture, NOW, summaryFixture, viewFixture } from '../testing/exam-fixtures';
import { renderExam, resetExamState } from '../testing/render-exam';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetExamState();
  jest.useRealTimers();
});

const LANDING = `courses/${COURSE}/exams/${EXAM}`;

describe('exam landing', () => {
  it('states the rules from the settings, the attempts and the previous scores, with the way to each review', async () => {
    answer('GET', LANDING, {
      status: 200,
      body: landingFixture({
        attempts: { used: 1, left: 2, canStart: true, refusal: null, nextAttemptAt: null },
        previous: [summaryFixture()],
        result: { percentage: 70, isPassed: true, method: 'HIGHEST' },
      }),
    });
    await renderExam(`/lms/courses/${COURSE}/exams/${EXAM}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback basics exam' })).toHaveFocus();
    const rules = screen.getByTestId('exam-rules');
    expect(rules).toHaveTextContent('10 questions.');
    expect(rules).toHaveTextContent('You have 30 minutes once you start');
    expect(rules).toHaveTextContent('You pass with 60% or more.');
    expect(rules).toHaveTextContent('You have up to 3 attempts.');
    expect(rules).toHaveTextContent('Between two attempts, wait 10 minutes.');
    expect(rules).toHaveTextContent('Your result is your best attempt.');
    expect(screen.getByTestId('attempts-summary')).toHaveTextContent('You have used 1 attempt.2 attempts left.');
    expect(screen.getByTestId('exam-result')).toHaveTextContent('Your result (your best attempt): 70% · Passed');
    const row = screen.getByTestId('previous-attempt');
    expect(within(row).getByTestId('attempt-score')).toHaveTextContent('7 of 10 points · 70% · Passed');
    expect(within(row).getByRole('link', { name: 'Review attempt 1' })).toHaveAttribute('href', `/lms/courses/${COURSE}/exams/review/${ATTEMPT}`);
    expect(screen.getByRole('button', { name: 'Retake the exam' })).toBeEnabled();
  });

  it('starts an attempt with this browser’s device id and opens the runner', async () => {
    answer('GET', LANDING, { status: 200, body: landingFixture() });
    answer('POST', `${LANDING}/attempts`, { status: 201, body: viewFixture() });
    await renderExam(`/lms/courses/${COURSE}/exams/${EXAM}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
    expect(await screen.findByTestId('exam-attempt')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`/lms/courses/${COURSE}/exams/${EXAM}/start`);
    const [start] = requestsTo('POST', `${LANDING}/attempts`);
    const deviceId = (start!.body as { deviceId: string }).deviceId;
    expect(deviceId).toMatch(/^[a-z0-9]{32}$/);
    expect(start!.headers.get('x-exam-device')).toBe(deviceId);
    expect(localStorage.getItem('halaqa.exam-device')).toBe(deviceId);
  });

  it('offers resume and, after a confirmation, restart of the open attempt', async () => {
    answer('GET', LANDING, { status: 200, body: landingFixture({ openAttempt: { id: ATTEMPT, deadlineAt: null }, attempts: { used: 1, left: 2, canStart: false, refusal: null, nextAttemptAt: null } }) });
    answer('POST', `${LANDING}/attempts`, apiError(403, 'exm-002'));
    await renderExam(`/lms/courses/${COURSE}/exams/${EXAM}`);
    expect(await screen.findByRole('button', { name: 'Resume your attempt' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = screen.getByRole('dialog', { name: 'Restart the exam?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish it and start again' }));
    expect(await screen.findByTestId('start-error')).toHaveTextContent('You have used all the attempts this exam allows.');
    expect(requestsTo('POST', `${LANDING}/attempts`)[0]!.body).toEqual({ deviceId: expect.any(String), restart: true });
  });

  it('explains a refusal and counts down to the retake by the server’s clock', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    // The test machine's clock is not the server's (NOW is a fixed date): the countdown follows the server's.
    let calls = 0;
    answer('GET', LANDING, () => {
      calls += 1;
      return calls === 1
        ? { status: 200, body: landingFixture({ attempts: { used: 1, left: 2, canStart: false, refusal: 'exm-003', nextAttemptAt: '2026-03-05T10:01:30.000Z' }, previous: [summaryFixture()], serverNow: NOW }) }
        : { status: 200, body: landingFixture({ attempts: { used: 1, left: 2, canStart: true, refusal: null, nextAttemptAt: null }, previous: [summaryFixture()] }) };
    });
    await renderExam(`/lms/courses/${COURSE}/exams/${EXAM}`);
    expect(await screen.findByTestId('start-refusal')).toHaveTextContent('You can retake this exam a little later.');
    expect(screen.getByTestId('retake-countdown')).toHaveTextContent('You can retake it in 1 minute, 30 seconds');
    await act(async () => { jest.advanceTimersByTime(60_000); });
    expect(screen.getByTestId('retake-countdown')).toHaveTextContent('You can retake it in 30 seconds');
    expect(screen.queryByRole('button', { name: 'Retake the exam' })).toBeNull();
    await act(async () => { jest.advanceTimersByTime(31_000); });
    expect(await screen.findByRole('button', { name: 'Retake the exam' })).toBeEnabled();
  });

  it('shows in place in the outline item: a second-level title that leaves the focus to the item', async () => {
    answer('GET', LANDING, { status: 200, body: landingFixture() });
    await renderExam(`/lms/courses/${COURSE}/content/${EXAM}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Feedback basics exam' })).not.toHaveFocus();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('speaks Arabic', async () => {
    answer('GET', LANDING, { status: 200, body: landingFixture({ attempts: { used: 0, left: 2, canStart: false, refusal: 'exm-001', nextAttemptAt: null } }) });
    await renderExam(`/lms/courses/${COURSE}/exams/${EXAM}`, { language: 'ar' });
    expect(await screen.findByTestId('start-refusal')).toHaveTextContent('هذا الاختبار غير متاح لك الآن.');
    expect(screen.getByTestId('exam-rules')).toHaveTextContent('لديك حتى 3 محاولات.');
  });
});

describe('the landing for those who teach the course', () => {
  it('leads to the review queue, saying when nothing waits, in Arabic too', async () => {
    answer('GET', LANDING, { status: 200, body: landingFixture() });
    answer('GET', `courses/${COURSE}/exam-reviews`, { status: 200, body: { count: 0, data: [] } });
    await renderExam(`/lms/courses/${COURSE}/exams/${EXAM}`, { teaching: true, language: 'ar' });
    expect(await screen.findByRole('link', { name: 'اختبارات بانتظار المراجعة' })).toHaveAttribute('href', `/lms/courses/${COURSE}/exams/reviews`);
    expect(await screen.findByTestId('review-queue-count')).toHaveTextContent('لا شيء بانتظار المراجعة');
  });
});
