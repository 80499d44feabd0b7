import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { outbox } from '../offline/outbox';
import { answerOpenAttempt, ATTEMPT_PATH, RUNNER_ADDRESS, setOnline } from '../testing/answer-attempt';
import { ATTEMPT, everyTypeQuestions, summaryFixture, viewFixture } from '../testing/exam-fixtures';
import { renderExam, resetExamState } from '../testing/render-exam';

// ProseMirror needs layout jsdom does not have: the editor is a labelled text area here (its own tests are in shared/ui).
jest.mock('@halaqa/ui/rich-text-editor', () => ({
  RichTextEditor: ({ label, value, onChange, testId }: { label: string; value: string; onChange: (html: string) => void; testId?: string }) => (
    <label>{label}<textarea data-testid={testId} value={value} onChange={(event) => onChange(event.target.value)} /></label>
  ),
}));

jest.setTimeout(15_000);

afterEach(async () => {
  const calls = [...unhandled];
  jest.useRealTimers();
  setOnline(true);
  await resetExamState();
  await outbox.clear(ATTEMPT);
  expect(calls).toEqual([]);
});

const card = (number: number) => screen.getAllByTestId('question')
  .find((section) => within(section).getByTestId('question-heading').textContent?.startsWith(`Question ${number} `))!;

describe('autosave and the offline queue', () => {
  it('keeps answering offline, says how many answers wait, and sends them in order when the network is back', async () => {
    const log = answerOpenAttempt();
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    await screen.findByTestId('exam-attempt');

    act(() => setOnline(false));
    expect(screen.getByTestId('save-status')).toHaveTextContent('Offline – 0 answers waiting');
    await user.click(within(card(3)).getByRole('radio', { name: 'True' }));
    await user.click(within(card(1)).getByRole('radio', { name: 'Nice' }));
    await user.type(within(card(4)).getByRole('textbox', { name: 'Your answer' }), 'SBI');
    await user.click(within(card(1)).getByRole('radio', { name: 'Good job' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Offline – 3 answers waiting'));
    // Written down in this browser (IndexedDB), the newer answer of question 1 in place of the older one.
    // Typing is written down once it pauses, after the click that followed it.
    await waitFor(async () => expect((await outbox.list(ATTEMPT)).map((entry) => entry.attemptQuestionId)).toEqual([3, 1, 4]));
    expect(log.saves).toEqual([]);

    act(() => setOnline(true));
    await waitFor(() => expect(log.saves).toHaveLength(3));
    expect(log.saves.map(({ attemptQuestionId, response, sequence }) => [attemptQuestionId, response, sequence])).toEqual([
      [3, { choice: 0 }, 1], [1, { choice: 0 }, 2], [4, { text: 'SBI' }, 1],
    ]);
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(await outbox.list(ATTEMPT)).toEqual([]);
  });

  it('sends a failed save again with the same idempotency key, until the server takes it', async () => {
    const view = viewFixture();
    const log = answerOpenAttempt(view);
    let failures = 1;
    const keys: string[] = [];
    answer('PUT', `${ATTEMPT_PATH}/answers/3`, (request) => {
      keys.push((request.body as { idempotencyKey: string }).idempotencyKey);
      if (failures-- > 0) return apiError(503, 'srv-001');
      return { status: 200, body: { attemptQuestionId: 3, sequence: 1, savedAt: '2026-03-05T10:01:00.000Z', applied: true } };
    });
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    await user.click(within(await screen.findByRole('radiogroup', { name: /Question 3/ })).getByRole('radio', { name: 'True' }));
    await waitFor(() => expect(keys).toHaveLength(2), { timeout: 4000 });
    expect(keys[0]).toBe(keys[1]);
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(log.saves).toEqual([]);
  });

  it('resumes with every saved answer: what this browser still holds, newer than the server’s, shows and is sent', async () => {
    const questions = everyTypeQuestions();
    questions[3] = { ...questions[3]!, response: { text: 'old' }, sequence: 2 };
    questions[0] = { ...questions[0]!, response: { choice: 2 }, sequence: 4 };
    await outbox.add({ kind: 'answer', attemptId: ATTEMPT, attemptQuestionId: 4, response: { text: 'newer, typed offline' }, sequence: 3, idempotencyKey: 'offline-key-1', page: 3 });
    // Older than what the server has (another browser saved since): the server's answer shows.
    await outbox.add({ kind: 'answer', attemptId: ATTEMPT, attemptQuestionId: 1, response: { choice: 0 }, sequence: 3, idempotencyKey: 'offline-key-2', page: 0 });
    const log = answerOpenAttempt(viewFixture(questions));
    await renderExam(RUNNER_ADDRESS);
    expect(await within(await screen.findByTestId('exam-attempt')).findByDisplayValue('newer, typed offline')).toBeInTheDocument();
    expect(within(card(1)).getByRole('radio', { name: 'Nice' })).toBeChecked();
    await waitFor(() => expect(log.saves.map((save) => save.idempotencyKey)).toEqual(['offline-key-1', 'offline-key-2']));
  });

  it('resumes one question at a time at the page the server says, and moves on only once this page’s answers are saved', async () => {
    const questions = everyTypeQuestions();
    const onePage = (page: number) => viewFixture(questions, { oneQuestionAtATime: true, multiDirectional: false, page, pageCount: 11 });
    const first = { ...onePage(4), questions: questions.filter((question) => question.page === 4) };
    const log = answerOpenAttempt(first);
    answer('POST', `${ATTEMPT_PATH}/next`, (request) => {
      const from = (request.body as { fromPage: number }).fromPage;
      // Saves of the page left behind arrived first.
      expect(log.saves.map((save) => save.attemptQuestionId)).toEqual([5]);
      return { status: 200, body: { ...onePage(from + 1), questions: questions.filter((question) => question.page === from + 1) } };
    });
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    expect(await screen.findByRole('heading', { level: 2, name: /Question 5/ })).toBeInTheDocument();
    expect(screen.getByText('Question 5 of 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const navigator = screen.getByTestId('navigator');
    expect(within(navigator).getByRole('button', { name: 'Question 4: not answered' })).toBeDisabled();
    expect(within(navigator).getByRole('button', { name: 'Question 5: not answered' })).toHaveAttribute('aria-current', 'step');

    await user.type(screen.getByRole('textbox', { name: 'Your answer (a number)' }), '4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { level: 2, name: /Question 6/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(requestsTo('POST', `${ATTEMPT_PATH}/next`)[0]!.body).toEqual({ fromPage: 4 });
    expect(within(navigator).getByRole('button', { name: 'Question 5: answered' })).toBeDisabled();
  });
});

describe('submitting', () => {
  it('names the unanswered questions, waits offline and says so, then submits when the network is back', async () => {
    const log = answerOpenAttempt();
    answer('POST', `${ATTEMPT_PATH}/submit`, () => {
      expect(log.saves.map((save) => save.attemptQuestionId)).toEqual([1]);
      return { status: 200, body: summaryFixture({ result: { score: 1, totalScore: 15, percentage: 6.67, isPassed: false } }) };
    });
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    await screen.findByTestId('exam-attempt');
    act(() => setOnline(false));
    await user.click(within(card(1)).getByRole('radio', { name: 'Nice' }));
    await user.click(within(card(3)).getByRole('button', { name: 'Flag for review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit your attempt?' });
    expect(within(dialog).getByTestId('unanswered')).toHaveTextContent('Questions 2, 3, 4, 5, 6, 7, 8, 9, 10, and 11 have no answer.');
    expect(within(dialog).getByTestId('flagged')).toHaveTextContent('You flagged question 3 for review.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit now' }));
    expect(await screen.findByTestId('submit-waiting')).toHaveTextContent('You are offline. Your attempt will be submitted when the connection is back');
    expect(requestsTo('POST', `${ATTEMPT_PATH}/submit`)).toHaveLength(0);

    act(() => setOnline(true));
    const finished = await screen.findByTestId('attempt-finished');
    expect(finished).toHaveTextContent('Score: 1 of 15 points (7%) · Not passed');
    expect(within(finished).getByRole('link', { name: 'Review your answers' })).toHaveAttribute('href', `/lms/courses/11/exams/review/${ATTEMPT}`);
    expect(requestsTo('POST', `${ATTEMPT_PATH}/submit`)[0]!.body).toEqual({ idempotencyKey: expect.stringMatching(/^[a-z0-9]{24}$/) });
    expect(log.flags).toEqual([{ attemptQuestionId: 3, flagged: true }]);
  });
});

describe('the timer', () => {
  it('counts the server’s time and tells screen readers at 5 minutes and 1 minute left, then locks the answers', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    answerOpenAttempt(viewFixture(everyTypeQuestions(), { serverNow: '2026-03-05T10:00:00.000Z', deadlineAt: '2026-03-05T10:06:00.000Z' }));
    await renderExam(RUNNER_ADDRESS);
    await screen.findByTestId('exam-attempt');
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('06:00');
    const announcement = screen.getByTestId('timer-announcement');
    expect(announcement).toHaveTextContent('');
    await act(async () => { jest.advanceTimersByTime(61_000); });
    expect(timer).toHaveTextContent('04:59');
    expect(announcement).toHaveTextContent('5 minutes left.');
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
    await act(async () => { jest.advanceTimersByTime(4 * 60_000); });
    expect(announcement).toHaveTextContent('1 minute left.');
    await act(async () => { jest.advanceTimersByTime(60_000); });
    expect(announcement).toHaveTextContent('Time is up.');
    expect(within(card(1)).getByRole('radio', { name: 'Nice' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

describe('instant feedback and cheat detection', () => {
  it('checks an answer where the exam allows it, then locks it', async () => {
    answerOpenAttempt(viewFixture(everyTypeQuestions(), { showCorrectAnswerInstantly: true }));
    answer('POST', `${ATTEMPT_PATH}/answers/1/check`, {
      status: 200,
      body: { attemptQuestionId: 1, isCorrect: false, pointsAwarded: 0, correct: { choice: 1 }, explanation: '<p>Specific names what happened.</p>', optionExplanations: [{ index: 0, explanation: 'Too vague' }] },
    });
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    await screen.findByTestId('exam-attempt');
    expect(within(card(1)).getByRole('button', { name: 'Check answer' })).toBeDisabled();
    await user.click(within(card(1)).getByRole('radio', { name: 'Good job' }));
    await user.click(within(card(1)).getByRole('button', { name: 'Check answer' }));
    const feedback = await within(card(1)).findByTestId('answer-feedback');
    expect(feedback).toHaveTextContent('Not correct · 0 of 1 points');
    expect(feedback).toHaveTextContent('Specific names what happened.');
    expect(card(1)).toHaveTextContent('Too vague');
    expect(within(card(1)).getByRole('radio', { name: 'Good job' })).toBeDisabled();
    expect(requestsTo('PUT', `${ATTEMPT_PATH}/answers/1`)).toHaveLength(1);
  });

  it('reports leaving the page, copying and pasting when the attempt has cheat detection on', async () => {
    const log = answerOpenAttempt(viewFixture(everyTypeQuestions(), { isCheatDetectionEnabled: true }));
    await renderExam(RUNNER_ADDRESS);
    await screen.findByTestId('exam-attempt');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => { document.dispatchEvent(new Event('visibilitychange')); });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => { document.dispatchEvent(new Event('copy')); });
    act(() => { document.dispatchEvent(new Event('paste')); });
    await waitFor(() => expect(log.events.map((event) => event.type)).toEqual(['TAB_HIDDEN', 'COPY', 'PASTE']));
    expect(new Set(log.events.map((event) => event.clientKey)).size).toBe(3);
  });
});

describe('without an open attempt', () => {
  it('leads back to the landing', async () => {
    answer('GET', 'courses/11/exams/40', { status: 200, body: (await import('../testing/exam-fixtures')).landingFixture() });
    await renderExam(RUNNER_ADDRESS);
    expect(await screen.findByTestId('no-open-attempt')).toHaveTextContent('You have no attempt in progress for this exam.');
    expect(screen.getByRole('link', { name: 'Back to the exam' })).toHaveAttribute('href', '/lms/courses/11/exams/40');
  });
});
