import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { answerPlayer } from '../testing/answer-player';
import type { DiscussionBoard, Thread } from './discussion-queries';

// ProseMirror needs layout jsdom does not have: the editor is a labelled text area here (its own tests are in shared/ui).
jest.mock('@halaqa/ui/rich-text-editor', () => ({
  RichTextEditor: ({ label, value, onChange, testId }: { label: string; value: string; onChange: (html: string) => void; testId?: string }) => (
    <label>{label}<textarea data-testid={testId} value={value} onChange={(event) => onChange(event.target.value)} /></label>
  ),
}));

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const board = (over: Partial<DiscussionBoard> = {}): DiscussionBoard => ({
  id: 3, subsectionId: 30, title: 'Introduce yourself', description: '<p>Say hello</p>', weight: 1, isLocked: false,
  unlockDate: null, lockDate: null, readOnlyReason: null, threadCount: 2, commentCount: 3, newCount: 3,
  lastReadAt: '2026-03-01T10:00:00.000Z', isCompleted: false, ...over,
});

const comment = (id: number, over: Partial<Thread> = {}): Thread => ({
  id, boardId: 3, parentId: null, body: `<p>Comment ${id}</p>`, author: { id: 100 + id, name: `Member ${id}`, profileImageUrl: null },
  createdAt: '2026-03-05T10:00:00.000Z', editedAt: null, isDeleted: false, likeCount: 0, likedByMe: false, isMine: false, isNew: false,
  media: [], replies: [], ...over,
});

function answerBoard(threads: Thread[], over: Partial<DiscussionBoard> = {}, count = threads.length) {
  answer('GET', 'courses/11/discussion-boards/3', { status: 200, body: board(over) });
  answer('PUT', 'courses/11/discussion-boards/3/read', { status: 200, body: { lastReadAt: '2026-03-06T10:00:00.000Z' } });
  answer('GET', 'courses/11/discussion-boards/3/comments', (request) => {
    const skip = Number(request.query.get('skip'));
    return { status: 200, body: { count, data: threads.slice(skip, skip + 10) } };
  });
}

describe('discussion boards', () => {
  it('lists the boards with what is new and which are read-only', async () => {
    answerPlayer();
    answer('GET', 'courses/11/discussion-boards', { status: 200, body: { count: 2, data: [board(), board({ id: 4, title: 'Closed talk', newCount: 0, readOnlyReason: 'LOCKED' })] } });
    await renderPage('/lms/courses/11/discussion-boards', { signedIn: true });
    const items = await screen.findAllByTestId('discussion-board');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Introduce yourself' })).toHaveAttribute('href', '/lms/courses/11/discussion-boards/3');
    expect(items[0]).toHaveTextContent('3 new since your last visit');
    expect(items[1]).toHaveTextContent('Read-only');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows threads with replies and "new" markers, marks the board read, and shows more on demand', async () => {
    answerPlayer();
    const threads = Array.from({ length: 12 }, (_, index) => comment(index + 1, { isNew: index === 0 }));
    threads[0] = { ...threads[0]!, replies: [{ ...comment(50), parentId: 1, isNew: true }] };
    answerBoard(threads);
    await renderPage('/lms/courses/11/discussion-boards/3', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduce yourself' })).toBeInTheDocument();
    expect(screen.getByTestId('board-new-count')).toHaveTextContent('3 new since your last visit');
    expect(await screen.findAllByTestId('thread')).toHaveLength(10);
    expect(within(screen.getAllByTestId('thread')[0]!).getAllByText('New')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Replies to Member 1' })).getByText('Comment 50')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('PUT', 'courses/11/discussion-boards/3/read')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Show more threads' }));
    await waitFor(() => expect(screen.getAllByTestId('thread')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Show more threads' })).toBeNull();
  });

  it('posts a thread and a reply; likes with aria-pressed', async () => {
    answerPlayer();
    answerBoard([comment(1, { body: '<p>Hi</p><script>alert(1)</script>' })]);
    answer('POST', 'courses/11/discussion-boards/3/comments', (request) => ({ status: 201, body: comment(9, { body: String((request.body as { body: string }).body) }) }));
    answer('PUT', 'courses/11/discussion-boards/3/comments/1/like', { status: 200, body: { commentId: 1, liked: true, likeCount: 1 } });
    await renderPage('/lms/courses/11/discussion-boards/3', { signedIn: true });
    const thread = (await screen.findAllByTestId('thread', {}, { timeout: 5000 }))[0]!;
    expect(thread.querySelector('script')).toBeNull();

    await userEvent.type(await screen.findByTestId('thread-form-editor'), '<p>Hello all</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(requestsTo('POST', 'courses/11/discussion-boards/3/comments')).toHaveLength(1));
    expect(requestsTo('POST', 'courses/11/discussion-boards/3/comments')[0]!.body).toEqual({ body: '<p>Hello all</p>' });
    expect(await screen.findByText('Your message was posted.')).toBeInTheDocument();

    await userEvent.click(within(thread).getByRole('button', { name: 'Reply to Member 1' }));
    await userEvent.type(await screen.findByTestId('reply-form-editor'), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(requestsTo('POST', 'courses/11/discussion-boards/3/comments')).toHaveLength(2));
    expect(requestsTo('POST', 'courses/11/discussion-boards/3/comments')[1]!.body).toEqual({ body: 'Thanks', parentId: 1 });

    const like = within(thread).getByTestId('like-button');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await waitFor(() => expect(requestsTo('PUT', 'courses/11/discussion-boards/3/comments/1/like')[0]!.body).toEqual({ liked: true }));
  });

  it('an empty message is not sent; a refusal says why', async () => {
    answerPlayer();
    answerBoard([]);
    answer('POST', 'courses/11/discussion-boards/3/comments', { status: 403, body: { statusCode: 403, code: 'dis-001', message: 'locked' } });
    await renderPage('/lms/courses/11/discussion-boards/3', { signedIn: true });
    expect(await screen.findByText('No threads yet. Start the first one.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write something first.');
    expect(requestsTo('POST', 'courses/11/discussion-boards/3/comments')).toHaveLength(0);
    await userEvent.type(screen.getByTestId('thread-form-editor'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This board is read-only now');
  });

  it('a locked board says so and has no forms', async () => {
    answerPlayer();
    answerBoard([comment(1)], { readOnlyReason: 'CLOSED', lockDate: '2026-03-04T10:00:00.000Z' });
    await renderPage('/lms/courses/11/discussion-boards/3', { signedIn: true });
    expect(await screen.findByTestId('board-read-only')).toHaveTextContent('This board closed for comments on Mar 4, 2026.');
    await screen.findAllByTestId('thread');
    expect(screen.queryByTestId('thread-form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reply/ })).toBeNull();
    expect(screen.getByTestId('like-button')).toBeDisabled();
  });

  it('in Arabic, right to left', async () => {
    answerPlayer();
    answerBoard([comment(1)], { newCount: 2 });
    await renderPage('/lms/courses/11/discussion-boards/3', { signedIn: true, language: 'ar' });
    expect(await screen.findByTestId('board-new-count')).toHaveTextContent('تعليقان جديدان منذ زيارتك الأخيرة');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
