import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import type { CommentView } from '../../../api/groups-types';
import { answerKeyset, commentFixture, postFixture } from '../../../testing/group-fixtures';
import { axeViolations } from '../../../testing/axe';
import { renderGroups, resetGroupsState } from '../../../testing/render-groups';

const toasts: string[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts.length = 0;
  off = bus.on('toast', (toast) => toasts.push(`${toast.type}:${toast.message}`));
});
afterEach(async () => {
  off();
  expect(unhandled).toEqual([]);
  await resetGroupsState();
});

const thread: CommentView[] = [
  commentFixture(1),
  commentFixture(2, { parentId: 1, canEdit: true, canDelete: true, author: { id: 3, name: 'Me', avatarUrl: null } }),
  commentFixture(3),
  commentFixture(4, { parentId: 2 }),
];

function answerPost(overrides: Parameters<typeof postFixture>[1] = {}, comments: CommentView[] = thread) {
  answer('GET', 'posts/9', { status: 200, body: postFixture(9, { commentCount: comments.length, ...overrides }) });
  answerKeyset('posts/9/comments', comments);
}

describe('a post and its comments', () => {
  it('shows the post and its threaded comments, replies indented under their parents', async () => {
    answerPost();
    await renderGroups('/groups/4/post/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post' })).toHaveFocus();
    const post = await screen.findByTestId('post');
    expect(within(post).getByRole('heading', { level: 2, name: 'Member 9' })).toBeInTheDocument();
    expect(within(post).queryByTestId('comments-link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the group' })).toHaveAttribute('href', '/groups/4');
    const list = await screen.findByRole('list', { name: 'Comments' });
    const topLevel = [...list.children].map((item) => within(item as HTMLElement).getAllByTestId('comment-content')[0]!.textContent);
    expect(topLevel).toEqual(['Comment 1', 'Comment 3']);
    const replies = screen.getByRole('list', { name: 'Replies to Commenter 1' });
    expect(within(replies).getAllByTestId('comment-content').map((content) => content.textContent)).toEqual(['Comment 2', 'Comment 4']);
    expect(within(screen.getByRole('list', { name: 'Replies to Me' })).getByText('Comment 4')).toBeInTheDocument();
    expect(Object.fromEntries(requestsTo('GET', 'posts/9/comments')[0]!.query)).toEqual({ take: '50' });
    expect(await axeViolations()).toEqual([]);
  });

  it('loads more comments on demand and focuses the first new one', async () => {
    answerPost({}, Array.from({ length: 55 }, (_, index) => commentFixture(index + 1)));
    await renderGroups('/groups/4/post/9');
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(50));
    await userEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(55));
    expect(requestsTo('GET', 'posts/9/comments').at(-1)!.query.get('cursor')).toBe('50');
    await waitFor(() => expect(document.querySelector('[data-comment-id="51"]')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  });

  it('adds a comment and a reply, focusing each', async () => {
    answerPost({}, [commentFixture(1)]);
    let id = 10;
    answer('POST', 'posts/9/comments', (request) => {
      const body = request.body as { content: string; parentId?: number };
      return { status: 201, body: commentFixture(++id, { content: body.content, parentId: body.parentId ?? null, author: { id: 3, name: 'Me', avatarUrl: null } }) };
    });
    await renderGroups('/groups/4/post/9');
    const form = await screen.findByTestId('comment-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Write something before sending.');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Write a comment' }), 'First line <b>x</b>{Enter}Second');
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(requestsTo('POST', 'posts/9/comments').map((request) => request.body)).toEqual([
      { content: '<p>First line &lt;b&gt;x&lt;/b&gt;</p><p>Second</p>' },
    ]));
    const added = await waitFor(() => {
      const comment = document.querySelector<HTMLElement>('[data-comment-id="11"]');
      expect(comment).not.toBeNull();
      return comment!;
    });
    await waitFor(() => expect(added).toHaveFocus());
    expect(within(screen.getByTestId('post')).getByTestId('like-post')).toBeInTheDocument();

    const first = screen.getAllByTestId('comment')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Reply' }));
    const reply = within(first).getByRole('textbox', { name: 'Reply to Commenter 1' });
    expect(reply).toHaveFocus();
    await userEvent.type(reply, 'Agreed');
    await userEvent.click(within(first).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(requestsTo('POST', 'posts/9/comments').at(-1)!.body).toEqual({ content: '<p>Agreed</p>', parentId: 1 }));
    const replies = await screen.findByRole('list', { name: 'Replies to Commenter 1' });
    await waitFor(() => expect(within(replies).getByTestId('comment')).toHaveFocus());
  });

  it('edits and deletes my own comment; the focus returns to Edit, then to the heading', async () => {
    answerPost();
    answer('PATCH', 'comments/2', (request) => ({ status: 200, body: { ...thread[1]!, content: (request.body as { content: string }).content, updatedAt: '2026-11-24T10:00:00.000Z' } }));
    answer('DELETE', 'comments/2', { status: 204 });
    await renderGroups('/groups/4/post/9');
    const mine = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-comment-id="2"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(screen.getAllByTestId('comment')[0]!).queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const field = within(mine).getByRole('textbox', { name: 'Edit your comment' });
    expect(field).toHaveValue('Comment 2');
    await userEvent.clear(field);
    await userEvent.type(field, 'Better words');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(mine).getByTestId('comment-content')).toHaveTextContent('Better words'));
    expect(requestsTo('PATCH', 'comments/2')[0]!.body).toEqual({ content: '<p>Better words</p>' });
    await waitFor(() => expect(within(mine).getByRole('button', { name: 'Edit' })).toHaveFocus());

    answerKeyset('posts/9/comments', thread.filter((comment) => comment.id !== 2));
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Comments' })).toHaveFocus());
    expect(toasts).toEqual(['success:The comment was deleted.']);
  });

  it('says when an edit is refused to a non-author (pst-002)', async () => {
    answerPost({}, [commentFixture(1, { canEdit: true })]);
    answer('PATCH', 'comments/1', apiError(403, 'pst-002'));
    await renderGroups('/groups/4/post/9');
    const comment = await screen.findByTestId('comment');
    await userEvent.click(within(comment).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(comment).getByRole('textbox', { name: 'Edit your comment' }), ' more');
    await userEvent.click(within(comment).getByRole('button', { name: 'Save' }));
    expect(await within(comment).findByRole('alert')).toHaveTextContent('Only the author can change this.');
  });

  it('likes a comment with a pressed state', async () => {
    answerPost({}, [commentFixture(1, { likeCount: 1 })]);
    answer('PUT', 'comments/1/like', { status: 200, body: { liked: true, likeCount: 2 } });
    await renderGroups('/groups/4/post/9');
    const like = within(await screen.findByTestId('comment')).getByRole('button', { name: 'Like (1 like)' });
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Like (2 likes)');
    expect(requestsTo('PUT', 'comments/1/like')).toHaveLength(1);
  });

  it('says a read-only post takes no comments and offers no form or reply', async () => {
    answerPost({ isReadOnly: true }, [commentFixture(1)]);
    await renderGroups('/groups/4/post/9');
    expect(await screen.findByTestId('comments-closed')).toHaveTextContent('This post is read-only: it takes no comments.');
    expect(screen.queryByTestId('comment-form')).toBeNull();
    expect(within(await screen.findByTestId('comment')).queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('shows pst-001 (closed meanwhile) and pst-003 from the server, keeping the text', async () => {
    answerPost({}, []);
    let refusal = apiError(409, 'pst-001');
    answer('POST', 'posts/9/comments', () => refusal);
    await renderGroups('/groups/4/post/9');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No comments yet. Be the first to comment.');
    const form = screen.getByTestId('comment-form');
    await userEvent.type(within(form).getByRole('textbox'), 'Late');
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This post is read-only: it takes no comments.');
    refusal = apiError(429, 'pst-003');
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('You are posting too often.'));
    expect(within(form).getByRole('textbox')).toHaveValue('Late');
  });

  it('says "not found" for a missing post, or one asked for under another group', async () => {
    answer('GET', 'posts/9', { status: 200, body: postFixture(9, { groupId: 5 }) });
    await renderGroups('/groups/4/post/9');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('We could not find this post.');
  });

  it('answers 404 as not found', async () => {
    answer('GET', 'posts/9', apiError(404, 'req-002'));
    await renderGroups('/groups/4/post/9');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('goes back to the group when the post is deleted', async () => {
    answerPost({ canDelete: true }, []);
    answer('DELETE', 'posts/9', { status: 204 });
    answer('GET', 'groups/4', { status: 404, body: { statusCode: 404, code: 'req-002', message: 'gone' } });
    await renderGroups('/groups/4/post/9');
    await userEvent.click(within(await screen.findByTestId('post')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/groups\/4$/));
  });

  it('speaks Arabic', async () => {
    answerPost({ isReadOnly: true }, [commentFixture(1), commentFixture(2, { parentId: 1 })]);
    await renderGroups('/groups/4/post/9', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'التعليقات' })).toBeInTheDocument();
    expect(screen.getByTestId('comments-closed')).toHaveTextContent('هذا المنشور للقراءة فقط: لا يقبل التعليقات.');
    expect(await screen.findByRole('list', { name: 'الردود على Commenter 1' })).toBeInTheDocument();
  });
});
