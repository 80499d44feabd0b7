import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { answerPlayer } from '../testing/answer-player';
import type { Survey } from './survey-queries';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const settings = { isAnonymous: false, resultIsPublished: true, requireVotingForResult: true, maximumPollVotesPerUser: 1, allowPollChoiceSuggestion: false };
const choices = [
  { id: 1, text: 'Monday', mediaUrl: null, addedByStudent: false },
  { id: 2, text: 'Tuesday', mediaUrl: null, addedByStudent: false },
  { id: 3, text: 'Friday', mediaUrl: null, addedByStudent: true },
];
const poll = (over: Partial<Survey> = {}): Survey => ({
  id: 7, subsectionId: 70, type: 'POLL', title: 'Which day?', description: '<p>Pick one</p>', settings, choices, canVote: true,
  myVote: { voted: false, choiceIds: null }, results: null, resultsHiddenReason: 'VOTE_FIRST', ...over,
});
const results = { voterCount: 4, voteCount: 4, choices: [
  { choiceId: 1, text: 'Monday', votes: 1, percent: 25 }, { choiceId: 2, text: 'Tuesday', votes: 3, percent: 75 }, { choiceId: 3, text: 'Friday', votes: 0, percent: 0 },
] };

describe('surveys and polls', () => {
  it('lists polls with whether the member voted', async () => {
    answerPlayer();
    answer('GET', 'courses/11/surveys', { status: 200, body: { count: 1, data: [{ id: 7, subsectionId: 70, type: 'POLL', title: 'Which day?', choiceCount: 3, voted: true }] } });
    await renderPage('/lms/courses/11/polls', { signedIn: true });
    const item = await screen.findByTestId('survey');
    expect(within(item).getByRole('link', { name: 'Which day?' })).toHaveAttribute('href', '/lms/courses/11/polls/7');
    expect(item).toHaveTextContent('3 choices · You voted');
    expect(requestsTo('GET', 'courses/11/surveys')[0]!.query.get('type')).toBe('POLL');
  });

  it('votes once with a radio group, then reads the results as a table', async () => {
    answerPlayer();
    answer('GET', 'courses/11/surveys/7', { status: 200, body: poll() });
    answer('POST', 'courses/11/surveys/7/votes', { status: 201, body: poll({ canVote: false, myVote: { voted: true, choiceIds: [2] }, results, resultsHiddenReason: null }) });
    await renderPage('/lms/courses/11/polls/7', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Which day?' })).toHaveFocus();
    expect(screen.getByTestId('results-hidden')).toHaveTextContent('Vote to see the results.');
    const group = screen.getByRole('group', { name: 'Choose one' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one.');
    await userEvent.click(within(group).getByRole('radio', { name: 'Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByTestId('voted')).toHaveTextContent('Thank you, your vote was counted. Your choice: Tuesday');
    expect(requestsTo('POST', 'courses/11/surveys/7/votes')[0]!.body).toEqual({ choiceIds: [2] });
    expect(screen.queryByTestId('vote-form')).toBeNull();
    const table = screen.getByRole('table', { name: 'Results: 4 voters, 4 votes' });
    const row = within(table).getByRole('row', { name: /Tuesday/ });
    expect(row).toHaveTextContent('375%');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Choice', 'Votes', 'Share of voters']);
  });

  it('checkboxes up to the maximum; a second vote refused by the server says so', async () => {
    answerPlayer();
    answer('GET', 'courses/11/surveys/7', { status: 200, body: poll({ settings: { ...settings, maximumPollVotesPerUser: 2 } }) });
    answer('POST', 'courses/11/surveys/7/votes', { status: 409, body: { statusCode: 409, code: 'svy-001', message: 'voted' } });
    await renderPage('/lms/courses/11/polls/7', { signedIn: true });
    const group = await screen.findByRole('group', { name: 'Choose up to 2' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Tuesday' }));
    expect(within(group).getByRole('checkbox', { name: /Friday/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already voted.');
  });

  it('suggests a choice where allowed', async () => {
    answerPlayer();
    answer('GET', 'courses/11/surveys/7', { status: 200, body: poll({ settings: { ...settings, allowPollChoiceSuggestion: true } }) });
    answer('POST', 'courses/11/surveys/7/choices', { status: 201, body: { id: 9, text: 'Sunday', mediaUrl: null, addedByStudent: true } });
    await renderPage('/lms/courses/11/surveys/7', { signedIn: true });
    await userEvent.type(await screen.findByLabelText('Your suggestion'), 'Sunday');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(requestsTo('POST', 'courses/11/surveys/7/choices')[0]!.body).toEqual({ text: 'Sunday' }));
    expect(await screen.findByText('Your choice was added.')).toBeInTheDocument();
  });

  it('anonymous surveys say so; unpublished results say so; Arabic right to left', async () => {
    answerPlayer();
    answer('GET', 'courses/11/surveys/7', { status: 200, body: poll({
      type: 'SURVEY', settings: { ...settings, isAnonymous: true }, canVote: false, myVote: { voted: true, choiceIds: null }, resultsHiddenReason: 'NOT_PUBLISHED',
    }) });
    await renderPage('/lms/courses/11/surveys/7', { signedIn: true, language: 'ar' });
    expect(await screen.findByText('مجهول الهوية: لا يُربط اختيارك بك.')).toBeInTheDocument();
    expect(screen.getByTestId('results-hidden')).toHaveTextContent('لم تُنشر النتائج بعد.');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
