import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unhandled } from '@halaqa/session/src/testing/fake-api';
import { outbox } from '../offline/outbox';
import { answerOpenAttempt, RUNNER_ADDRESS, setOnline } from '../testing/answer-attempt';
import { ATTEMPT } from '../testing/exam-fixtures';
import { renderExam, resetExamState } from '../testing/render-exam';

// ProseMirror needs layout jsdom does not have: the editor is a labelled text area here (its own tests are in shared/ui).
jest.mock('@halaqa/ui/rich-text-editor', () => ({
  RichTextEditor: ({ label, value, onChange, testId }: { label: string; value: string; onChange: (html: string) => void; testId?: string }) => (
    <label>{label}<textarea data-testid={testId} value={value} onChange={(event) => onChange(event.target.value)} /></label>
  ),
}));

afterEach(async () => {
  const calls = [...unhandled];
  setOnline(true);
  await resetExamState();
  await outbox.clear(ATTEMPT);
  expect(calls).toEqual([]);
});

const questionCard = (number: number) => screen.getAllByTestId('question')
  .find((card) => within(card).getByTestId('question-heading').textContent?.startsWith(`Question ${number} `))!;

describe('answer controls, by keyboard', () => {
  it('choice questions: a radio group moved with the arrows, checkboxes toggled with Space', async () => {
    const log = answerOpenAttempt();
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback basics exam' })).toHaveFocus();

    const single = within(questionCard(1)).getByRole('radiogroup', { name: /Question 1.*Which is specific feedback\?/ });
    const radios = within(single).getAllByRole('radio');
    radios[0]!.focus();
    await user.keyboard(' ');
    expect(radios[0]).toBeChecked();
    // Each change waits for its save: a newer answer replaces one still queued (the outbox's rule), so without the wait the count would depend on timing.
    await waitFor(() => expect(log.saves).toHaveLength(1));
    await user.keyboard('{ArrowDown}');
    expect(within(single).getByRole('radio', { name: 'Your summary named the three causes' })).toBeChecked();
    await waitFor(() => expect(log.saves).toHaveLength(2));

    const multiple = within(questionCard(2)).getByRole('group', { name: /Question 2/ });
    within(multiple).getByRole('checkbox', { name: 'Timely' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(log.saves).toHaveLength(3));
    await user.tab();
    await user.tab();
    expect(within(multiple).getByRole('checkbox', { name: 'Specific' })).toHaveFocus();
    await user.keyboard(' ');

    within(questionCard(3)).getByRole('radio', { name: 'False' }).focus();
    await user.keyboard(' ');

    await waitFor(() => expect(log.saves).toHaveLength(5));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(log.saves.map(({ attemptQuestionId, response, sequence }) => [attemptQuestionId, response, sequence])).toEqual([
      [1, { choice: 0 }, 1], [1, { choice: 1 }, 2], [2, { choices: [0] }, 1], [2, { choices: [0, 2] }, 2], [3, { choice: 1 }, 1],
    ]);
    expect(new Set(log.saves.map((save) => save.idempotencyKey)).size).toBe(5);
  });

  it('text, number and blanks: typed, saved once typing pauses; a number written the Arabic way is sent as a number', async () => {
    const log = answerOpenAttempt();
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    await screen.findByTestId('exam-attempt');

    await user.click(within(questionCard(4)).getByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('SBI model');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saving…');

    const number = within(questionCard(5)).getByRole('textbox', { name: 'Your answer (a number)' });
    number.focus();
    await user.keyboard('x');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(within(questionCard(5)).getByText('This is not a number yet: it is not saved.')).toBeInTheDocument();
    await user.keyboard('{Backspace}٣٫٥');
    expect(number).toHaveAttribute('aria-invalid', 'false');

    const blanks = questionCard(6);
    expect(within(blanks).getByTestId('fill-blanks')).toHaveTextContent('Feedback should be and .');
    within(blanks).getByRole('textbox', { name: 'Blank 1 of 2' }).focus();
    await user.keyboard('specific');
    await user.tab();
    expect(within(blanks).getByRole('textbox', { name: 'Blank 2 of 2' })).toHaveFocus();
    await user.keyboard('timely');

    await waitFor(() => expect(log.saves.map((save) => save.attemptQuestionId).sort()).toEqual([4, 5, 6]), { timeout: 3000 });
    const byQuestion = new Map(log.saves.map((save) => [save.attemptQuestionId, save]));
    // One save per pause, not one per key.
    expect(byQuestion.get(4)).toMatchObject({ response: { text: 'SBI model' }, sequence: 1 });
    expect(byQuestion.get(5)).toMatchObject({ response: { value: 3.5 }, sequence: 1 });
    expect(byQuestion.get(6)).toMatchObject({ response: { blanks: ['specific', 'timely'] }, sequence: 1 });
  });

  it('matching with a list per prompt; ordering with move buttons that announce the new place; essay in the editor once the member goes to write', async () => {
    const log = answerOpenAttempt();
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    await screen.findByTestId('exam-attempt');

    const matching = questionCard(7);
    const savesOf = (id: number) => log.saves.filter((save) => save.attemptQuestionId === id);
    await user.selectOptions(within(matching).getByRole('combobox', { name: 'Situation' }), 'Where it happened');
    // As above: the first save is waited for, so that the second cannot replace it in the outbox.
    await waitFor(() => expect(savesOf(7)).toHaveLength(1));
    await user.selectOptions(within(matching).getByRole('combobox', { name: 'Impact' }), 'What you felt');

    const ordering = questionCard(8);
    within(ordering).getByRole('button', { name: 'Move down: Impact (position 1 of 3)' }).focus();
    await user.keyboard('{Enter}');
    expect(within(ordering).getByTestId('order-announcement')).toHaveTextContent('Impact: now at position 2 of 3.');
    await waitFor(() => expect(within(ordering).getByRole('button', { name: 'Move down: Impact (position 2 of 3)' })).toHaveFocus());
    await waitFor(() => expect(savesOf(8)).toHaveLength(1));
    await user.keyboard(' ');
    expect(within(ordering).getByTestId('order-announcement')).toHaveTextContent('Impact: now at position 3 of 3.');
    await waitFor(() => expect(within(ordering).getByRole('button', { name: 'Move up: Impact (position 3 of 3)' })).toHaveFocus());
    expect(within(ordering).getAllByRole('listitem').map((item) => item.textContent?.replace(/[↑↓]/g, ''))).toEqual(['1Situation', '2Behaviour', '3Impact']);

    // A fresh essay is a plain field; going to it fetches the editor, which takes over.
    const plain = within(questionCard(9)).getByRole('textbox', { name: 'Your answer' });
    expect(plain.tagName).toBe('TEXTAREA');
    await user.click(plain);
    await waitFor(() => expect(plain).not.toBeInTheDocument());
    await user.type(within(questionCard(9)).getByTestId('essay-9'), '<p>Be kind</p>');

    await waitFor(() => expect(log.saves.filter((save) => save.attemptQuestionId === 9)).toHaveLength(1), { timeout: 3000 });
    expect(log.saves.filter((save) => save.attemptQuestionId === 7).map((save) => save.response)).toEqual([
      { pairs: [{ prompt: 0, match: 1 }] }, { pairs: [{ prompt: 0, match: 1 }, { prompt: 1, match: 0 }] },
    ]);
    expect(log.saves.filter((save) => save.attemptQuestionId === 8).map((save) => save.response)).toEqual([{ order: [1, 0, 2] }, { order: [1, 2, 0] }]);
    expect(log.saves.find((save) => save.attemptQuestionId === 9)!.response).toEqual({ html: '<p>Be kind</p>' });
  });

  it('flags a question for review, marked in the navigator', async () => {
    const log = answerOpenAttempt();
    const user = userEvent.setup();
    await renderExam(RUNNER_ADDRESS);
    await screen.findByTestId('exam-attempt');
    const flag = within(questionCard(3)).getByRole('button', { name: 'Flag for review' });
    flag.focus();
    await user.keyboard('{Enter}');
    expect(flag).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByTestId('navigator')).getByRole('button', { name: 'Question 3: not answered, flagged' })).toBeInTheDocument();
    await waitFor(() => expect(log.flags).toEqual([{ attemptQuestionId: 3, flagged: true }]));
  });
});
