import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { answerKeyset, postFixture } from '../../../testing/group-fixtures';
import { renderGroups, resetGroupsState } from '../../../testing/render-groups';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetGroupsState();
});

const saved = Array.from({ length: 12 }, (_, index) => postFixture(40 - index, { groupId: 4 + (index % 2), savedByMe: true, saveCount: 1 }));

describe('saved posts', () => {
  it('lists my saved posts with a link to each group, ten at a time', async () => {
    answerKeyset('feeds/saved-posts', saved);
    await renderGroups('/saved-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Posts' })).toHaveFocus();
    const list = await screen.findByRole('list', { name: 'Posts you saved' });
    const posts = within(list).getAllByTestId('post');
    expect(posts).toHaveLength(10);
    expect(within(posts[1]!).getByRole('link', { name: 'Open the group' })).toHaveAttribute('href', '/groups/5');
    expect(within(posts[1]!).getByRole('link', { name: '3 comments' })).toHaveAttribute('href', '/groups/5/post/39');
    expect(within(posts[0]!).getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(within(list).getAllByTestId('post')).toHaveLength(12));
    expect(requestsTo('GET', 'feeds/saved-posts').map((request) => request.query.get('cursor'))).toEqual([null, '10']);
  });

  it('unsaves a post, keeping it in place with its button released', async () => {
    answerKeyset('feeds/saved-posts', saved.slice(0, 2));
    answer('DELETE', 'posts/40/save', { status: 200, body: { saved: false, saveCount: 0 } });
    await renderGroups('/saved-post');
    const first = (await screen.findAllByTestId('post'))[0]!;
    const button = within(first).getByRole('button', { name: 'Saved' });
    await userEvent.click(button);
    await waitFor(() => expect(requestsTo('DELETE', 'posts/40/save')).toHaveLength(1));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Save');
    expect(button).toHaveFocus();
  });

  it('says when nothing is saved', async () => {
    answerKeyset('feeds/saved-posts', []);
    await renderGroups('/saved-post');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not saved any post yet.');
  });

  it('shows an error state', async () => {
    answer('GET', 'feeds/saved-posts', apiError(500, 'srv-001'));
    await renderGroups('/saved-post');
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Something went wrong');
  });

  it('speaks Arabic', async () => {
    answerKeyset('feeds/saved-posts', []);
    await renderGroups('/saved-post', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'المنشورات التي حفظتها' })).toBeInTheDocument();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('لم تحفظ أي منشور بعد.');
  });
});
