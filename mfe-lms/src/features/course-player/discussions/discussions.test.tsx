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

  it('attaches files: uploaded in chunks through the board, then named in the comment; one can be taken off first', async () => {
    answerPlayer();
    answerBoard([]);
    answer('POST', 'courses/11/discussion-boards/3/uploads', { status: 201, body: { mediaId: 55, uploadUrl: '/api/upload/55?exp=99&u=3&sig=abc', chunkSize: 8388608, expiresAt: '2026-03-05T12:00:00.000Z' } });
    answer('PUT', 'upload/55', { status: 200, body: { receivedBytes: 4, sizeBytes: 4 } });
    answer('POST', 'courses/11/discussion-boards/3/uploads/55/complete', { status: 200, body: { id: 55, fileName: 'notes.pdf', mime: 'application/pdf', url: '/api/media/55/content' } });
    answer('POST', 'courses/11/discussion-boards/3/comments', { status: 201, body: comment(9) });
    await renderPage('/lms/courses/11/discussion-boards/3', { signedIn: true });
    const form = await screen.findByTestId('thread-form');
    expect(within(form).getByRole('button', { name: 'Attach files' })).toHaveAccessibleDescription('Up to 5 files, 25 MB each: PDF, pictures, audio or video.');
    await userEvent.upload(within(form).getByTestId('thread-form-file-input'), [
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), new File(['x'], 'wrong.png', { type: 'image/png' }),
    ]);
    const chosen = within(form).getByRole('list', { name: 'Files to send' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['notes.pdfTake off', 'wrong.pngTake off']);
    await userEvent.click(within(chosen).getByRole('button', { name: 'Take off wrong.png' }));
    expect(within(form).getByRole('button', { name: 'Attach files' })).toHaveFocus();
    await userEvent.type(within(form).getByTestId('thread-form-editor'), 'My notes');
    await userEvent.click(within(form).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(requestsTo('POST', 'courses/11/discussion-boards/3/comments')).toHaveLength(1));
    expect(requestsTo('POST', 'courses/11/discussion-boards/3/uploads')[0]!.body).toEqual({ fileName: 'notes.pdf', mime: 'application/pdf', sizeBytes: 4 });
    expect(requestsTo('PUT', 'upload/55')[0]!.headers.get('content-range')).toBe('bytes 0-3/4');
    expect(requestsTo('POST', 'courses/11/discussion-boards/3/comments')[0]!.body).toEqual({ body: 'My notes', mediaIds: [55] });
    await waitFor(() => expect(within(form).queryByRole('list', { name: 'Files to send' })).toBeNull());
  });

  it('a file the server refuses says why, and nothing is posted', async () => {
    answerPlayer();
    answerBoard([]);
    answer('POST', 'courses/11/discussion-boards/3/uploads', { status: 201, body: { mediaId: 56, uploadUrl: '/api/upload/56?exp=99&u=3&sig=abc', chunkSize: 8388608, expiresAt: '2026-03-05T12:00:00.000Z' } });
    answer('PUT', 'upload/56', { status: 200, body: { receivedBytes: 4, sizeBytes: 4 } });
    answer('POST', 'courses/11/discussion-boards/3/uploads/56/complete', { status: 415, body: { statusCode: 415, code: 'med-002', message: 'not a pdf' } });
    await renderPage('/lms/courses/11/discussion-boards/3', { signedIn: true });
    const form = await screen.findByTestId('thread-form');
    await userEvent.upload(within(form).getByTestId('thread-form-file-input'), new File(['nope'], 'fake.pdf', { type: 'application/pdf' }));
    await userEvent.type(within(form).getByTestId('thread-form-editor'), 'See attached');
    await userEvent.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This file type is not accepted');
    expect(requestsTo('POST', 'courses/11/discussion-boards/3/comments')).toHaveLength(0);
  });

  it('the author edits their comment in the editor; saving sends the new text and the focus returns to Edit', async () => {
    answerPlayer();
    answerBoard([comment(1, { isMine: true, body: '<p>First words</p>' }), comment(2)]);
    answer('PATCH', 'courses/11/discussion-boards/3/comments/1', (request) => ({ status: 200, body: comment(1, { isMine: true, body: String((request.body as { body: string }).body), editedAt: '2026-03-06T10:00:00.000Z' }) }));
    await renderPage('/lms/courses/11/discussion-boards/3', { signedIn: true });
    const [mine, theirs] = await screen.findAllByTestId('thread');
    expect(within(theirs!).queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(within(mine!).getByRole('button', { name: 'Edit' }));
    const editor = await within(mine!).findByTestId('edit-form-editor');
    expect(editor).toHaveValue('<p>First words</p>');
    // Cancelling changes nothing.
    await userEvent.click(within(mine!).getByRole('button', { name: 'Cancel' }));
    expect(within(mine!).getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(requestsTo('PATCH', 'courses/11/discussion-boards/3/comments/1')).toHaveLength(0);

    await userEvent.click(within(mine!).getByRole('button', { name: 'Edit' }));
    const again = await within(mine!).findByTestId('edit-form-editor');
    await userEvent.clear(again);
    await userEvent.click(within(mine!).getByRole('button', { name: 'Save' }));
    expect(within(mine!).getByRole('alert')).toHaveTextContent('Write something first.');
    await userEvent.type(again, '<p>Better words</p>');
    await userEvent.click(within(mine!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('PATCH', 'courses/11/discussion-boards/3/comments/1')).toHaveLength(1));
    expect(requestsTo('PATCH', 'courses/11/discussion-boards/3/comments/1')[0]!.body).toEqual({ body: '<p>Better words</p>' });
    await waitFor(() => expect(within(mine!).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('a comment\'s files are listed as links to download', async () => {
    answerPlayer();
    answerBoard([comment(1, { media: [{ id: 70, fileName: 'plan.pdf', mime: 'application/pdf', url: '/api/media/70/content?sig=x' }] })]);
    await renderPage('/lms/courses/11/discussion-boards/3', { signedIn: true });
    const files = await screen.findByRole('list', { name: 'Attached files' });
    expect(within(files).getByRole('link', { name: 'Attached: plan.pdf' })).toHaveAttribute('href', '/api/media/70/content?sig=x');
  });

  it('in Arabic, right to left', async () => {
    answerPlayer();
    answerBoard([comment(1)], { newCount: 2 });
    await renderPage('/lms/courses/11/discussion-boards/3', { signedIn: true, language: 'ar' });
    expect(await screen.findByTestId('board-new-count')).toHaveTextContent('تعليقان جديدان منذ زيارتك الأخيرة');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
