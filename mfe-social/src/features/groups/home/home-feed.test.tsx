import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { answerKeyset, groupCardFixture, postFixture } from '../../../testing/group-fixtures';
import { renderGroups, resetGroupsState } from '../../../testing/render-groups';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetGroupsState();
});

const mine = [groupCardFixture(), groupCardFixture({ id: 5, name: 'Arabic Calligraphy', privacy: 'PRIVATE' })];

function answerPage(preferences = { homeIncludesPublicGroups: false, mutedGroupIds: [9] }) {
  answer('GET', 'groups/mine', { status: 200, body: { count: mine.length, data: mine } });
  answer('GET', 'groups', { status: 200, body: { count: 0, data: [] } });
  answer('GET', 'feeds/preferences', { status: 200, body: preferences });
  answerKeyset('feeds/home', [postFixture(31, { groupId: 4 }), postFixture(30, { groupId: 5 })]);
}

describe('home feed on /groups/mine', () => {
  it('reads nothing of the feed until shown, then lists the posts with the preferences', async () => {
    answerPage();
    await renderGroups('/groups/mine');
    const section = await screen.findByTestId('home-feed');
    expect(requestsTo('GET', 'feeds/home')).toHaveLength(0);
    await userEvent.click(within(section).getByRole('button', { name: 'Show your feed' }));
    const list = await within(section).findByRole('list', { name: 'Your feed' });
    expect(within(list).getAllByTestId('post')).toHaveLength(2);
    const form = await within(section).findByRole('form', { name: 'What your feed shows' });
    expect(within(form).getByRole('checkbox', { name: 'Also show posts from public groups I have not joined' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Quran Reflections' })).not.toBeChecked();
  });

  it('saves the choice (keeping mutes of groups not listed) and reads the feed again', async () => {
    answerPage();
    answer('PUT', 'feeds/preferences', (request) => ({ status: 200, body: request.body }));
    await renderGroups('/groups/mine');
    await userEvent.click(await screen.findByRole('button', { name: 'Show your feed' }));
    const form = await screen.findByRole('form', { name: 'What your feed shows' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Also show posts from public groups I have not joined' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Arabic Calligraphy' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save feed settings' }));
    expect(await within(form).findByText('Your feed settings are saved.')).toBeInTheDocument();
    expect(requestsTo('PUT', 'feeds/preferences').map((request) => request.body)).toEqual([{ homeIncludesPublicGroups: true, mutedGroupIds: [9, 5] }]);
    await waitFor(() => expect(requestsTo('GET', 'feeds/home').length).toBeGreaterThanOrEqual(2));
  });

  it('says why a save failed', async () => {
    answerPage();
    answer('PUT', 'feeds/preferences', apiError(400, 'req-001'));
    await renderGroups('/groups/mine');
    await userEvent.click(await screen.findByRole('button', { name: 'Show your feed' }));
    const form = await screen.findByRole('form', { name: 'What your feed shows' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save feed settings' }));
    expect(await within(form).findByRole('alert')).not.toBeEmptyDOMElement();
  });
});
