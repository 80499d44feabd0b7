import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo } from '@halaqa/session/src/testing/fake-api';
import { answerGroup, groupFixture, postFixture } from '../../../testing/group-fixtures';
import { axeViolations } from '../../../testing/axe';
import { renderGroups, resetGroupsState } from '../../../testing/render-groups';
import { watchToasts } from '../../../testing/watch-toasts';

// ProseMirror needs layout jsdom does not have: the editor is a labelled text area here (its own tests are in shared/ui).
jest.mock('@halaqa/ui/rich-text-editor', () => ({
  RichTextEditor: ({ label, value, onChange, testId }: { label: string; value: string; onChange: (html: string) => void; testId?: string }) => (
    <label>{label}<textarea data-testid={testId} value={value} onChange={(event) => onChange(event.target.value)} /></label>
  ),
}));

const toasts = watchToasts(resetGroupsState);

const posts = [
  postFixture(30, { isPinned: true, content: '<p>Read the rules</p>' }),
  ...Array.from({ length: 11 }, (_, index) => postFixture(20 - index)),
];

describe('group page', () => {
  it('shows the header and the posts, pinned first and marked, and loads more', async () => {
    answerGroup(groupFixture(), posts);
    await renderGroups('/groups/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quran Reflections' })).toBeInTheDocument();
    const header = screen.getByTestId('group-header');
    expect(header).toHaveTextContent('Weekly reflections on a surah');
    expect(header).toHaveTextContent('Public group');
    expect(header).toHaveTextContent('24 members');
    expect(within(header).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(header).getByTestId('membership-state')).toHaveTextContent('You are a member');
    expect(within(header).getByRole('button', { name: 'Leave group' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Posts' });
    let shown = within(list).getAllByTestId('post');
    expect(shown).toHaveLength(10);
    expect(within(shown[0]!).getByTestId('pinned')).toHaveTextContent('Pinned');
    expect(within(shown[0]!).getByTestId('post-content')).toHaveTextContent('Read the rules');
    expect(within(shown[1]!).queryByTestId('pinned')).toBeNull();
    expect(within(shown[1]!).getByRole('link', { name: '3 comments' })).toHaveAttribute('href', '/groups/4/post/20');
    expect(Object.fromEntries(requestsTo('GET', 'groups/4/posts')[0]!.query)).toEqual({ take: '10' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(within(list).getAllByTestId('post')).toHaveLength(12));
    expect(requestsTo('GET', 'groups/4/posts').at(-1)!.query.get('cursor')).toBe('10');
    expect(screen.getByTestId('feed-end')).toHaveTextContent('You have reached the end.');
    shown = within(list).getAllByTestId('post');
    expect(shown.at(-1)).toHaveTextContent('Post 10');
    await waitFor(() => expect(shown[10]).toHaveFocus());
  });

  it('has no serious accessibility faults, for a member who may write and an admin', async () => {
    answerGroup(groupFixture({ myMembership: { role: 'ADMIN', status: 'ACCEPTED' } }), [
      postFixture(30, { isPinned: true, canPin: true, canEdit: true, canDelete: true, media: [
        { mediaId: 1, type: 'image', url: '/media/1.jpg', mime: 'image/jpeg' }, { mediaId: 2, type: 'video', url: '/media/2.mp4', mime: 'video/mp4' },
      ] }),
      postFixture(20, { likedByMe: true, savedByMe: true }),
    ]);
    await renderGroups('/groups/4');
    await screen.findAllByTestId('post');
    expect(await axeViolations()).toEqual([]);
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    class FakeObserver {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) { observed.push(callback); }
      observe() { /* the test calls back by hand */ }
      disconnect() { /* nothing to release */ }
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    answerGroup(groupFixture(), posts);
    await renderGroups('/groups/4');
    await screen.findAllByTestId('post');
    observed.at(-1)!([{ isIntersecting: true }]);
    await waitFor(() => expect(screen.getAllByTestId('post')).toHaveLength(12));
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('shows a private group to a non-member with "Request to join" and no posts', async () => {
    answer('GET', 'groups/5', { status: 200, body: groupFixture({ id: 5, name: 'Hifz Circle', privacy: 'PRIVATE', myMembership: null, canPost: false }) });
    answer('POST', 'groups/5/join', { status: 200, body: { membership: { groupId: 5, userId: 3, role: 'MEMBER', status: 'PENDING' } } });
    await renderGroups('/groups/5');
    expect(await screen.findByTestId('posts-closed')).toHaveTextContent('Only members can see the posts of this group.');
    expect(screen.queryByTestId('post-composer')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Request to join Hifz Circle' }));
    await waitFor(() => expect(toasts).toEqual(['success:Your request to join Hifz Circle was sent.']));
    expect(requestsTo('GET', 'groups/5/posts')).toHaveLength(0);
  });

  it('shows a public group\'s posts to a visitor, with counts but no like or save', async () => {
    answerGroup(groupFixture({ myMembership: null, canPost: false }), [postFixture(20)]);
    await renderGroups('/groups/4');
    const post = await screen.findByTestId('post');
    expect(within(post).getByTestId('like-count')).toHaveTextContent('2 likes');
    expect(within(post).queryByRole('button', { name: /Like|Save/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Join Quran Reflections' })).toBeInTheDocument();
  });

  it('says "not found" for a secret or missing group', async () => {
    answer('GET', 'groups/77', apiError(404, 'req-002'));
    await renderGroups('/groups/77');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('We could not find this group.');
    expect(screen.getByRole('link', { name: 'Back to your groups' })).toHaveAttribute('href', '/groups/mine');
  });

  it('says "not found" for an address that is not a group id, without asking', async () => {
    await renderGroups('/groups/abc');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('accepts or declines an invitation', async () => {
    answer('GET', 'groups/9', { status: 200, body: groupFixture({ id: 9, name: 'Teachers Lounge', privacy: 'SECRET', myMembership: { role: 'MEMBER', status: 'INVITED' }, canPost: false }) });
    answer('POST', 'groups/9/decline', { status: 200, body: { membership: null } });
    await renderGroups('/groups/9');
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toasts).toEqual(['success:You declined the invitation to Teachers Lounge.']));
  });

  it('leaves after confirming; the last admin is told why not (sgr-007)', async () => {
    answerGroup(groupFixture({ myMembership: { role: 'ADMIN', status: 'ACCEPTED' } }), []);
    answer('POST', 'groups/4/leave', apiError(409, 'sgr-007'));
    await renderGroups('/groups/4');
    const leave = await screen.findByRole('button', { name: 'Leave group' });
    await userEvent.click(leave);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Quran Reflections?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The group\'s last admin cannot leave');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rates the group as a member', async () => {
    answerGroup(groupFixture(), []);
    answer('PUT', 'groups/4/rating', { status: 200, body: groupFixture({ rating: 4.4, ratingCount: 9, myRating: 4 }) });
    await renderGroups('/groups/4');
    const rating = await screen.findByRole('group', { name: 'Your rating of this group' });
    await userEvent.click(within(rating).getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(requestsTo('PUT', 'groups/4/rating').map((request) => request.body)).toEqual([{ rating: 4 }]));
    await waitFor(() => expect(within(screen.getByTestId('group-header')).getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeInTheDocument());
    expect(within(rating).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('speaks Arabic, right to left', async () => {
    answerGroup(groupFixture({ privacy: 'PRIVATE', memberCount: 2 }), [postFixture(20, { likeCount: 3, commentCount: 11 })]);
    await renderGroups('/groups/4', { language: 'ar' });
    const header = await screen.findByTestId('group-header');
    expect(header).toHaveTextContent('مجموعة خاصة');
    expect(header).toHaveTextContent('عضوان');
    expect(screen.getByRole('button', { name: 'غادر المجموعة' })).toBeInTheDocument();
    const post = await screen.findByTestId('post');
    expect(within(post).getByRole('link', { name: '11 تعليقًا' })).toBeInTheDocument();
    expect(within(post).getByTestId('like-post')).toHaveTextContent('3 إعجابات');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
