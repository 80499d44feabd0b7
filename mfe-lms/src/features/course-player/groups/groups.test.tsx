import { screen } from '@testing-library/react';
import { answer, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { answerPlayer } from '../testing/answer-player';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('my course group', () => {
  it('lists the group and its members', async () => {
    answerPlayer();
    answer('GET', 'courses/11/current-group', { status: 200, body: { group: { id: 4, name: 'Team A', members: [{ id: 1, name: 'Sara Ali' }, { id: 2, name: 'Omar Hadi' }] } } });
    await renderPage('/lms/courses/11/groups', { signedIn: true });
    expect(await screen.findByTestId('my-group')).toHaveTextContent('Your group: Team A');
    expect(screen.getByTestId('group-members').querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('says when the member is in no group, in Arabic too', async () => {
    answerPlayer();
    answer('GET', 'courses/11/current-group', { status: 200, body: { group: null } });
    await renderPage('/lms/courses/11/groups', { signedIn: true, language: 'ar' });
    expect(await screen.findByTestId('no-group')).toHaveTextContent('لست في مجموعة بعد.');
  });
});
