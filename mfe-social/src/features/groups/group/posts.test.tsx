import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo } from '@halaqa/session/src/testing/fake-api';
import type { PostView } from '../../../api/groups-types';
import { answerGroup, groupFixture, postFixture } from '../../../testing/group-fixtures';
import { renderGroups, resetGroupsState } from '../../../testing/render-groups';
import { watchToasts } from '../../../testing/watch-toasts';

// ProseMirror needs layout jsdom does not have: the editor is a labelled text area here (its own tests are in shared/ui).
jest.mock('@halaqa/ui/rich-text-editor', () => ({
  RichTextEditor: ({ label, value, onChange, testId }: { label: string; value: string; onChange: (html: string) => void; testId?: string }) => (
    <label>{label}<textarea data-testid={testId} value={value} onChange={(event) => onChange(event.target.value)} /></label>
  ),
}));

const toasts = watchToasts(resetGroupsState);

const media: PostView['media'] = [
  { mediaId: 1, type: 'image', url: '/media/1.jpg', mime: 'image/jpeg' },
  { mediaId: 2, type: 'image', url: '/media/2.jpg', mime: 'image/png' },
  { mediaId: 3, type: 'video', url: '/media/3.mp4', mime: 'video/mp4' },
];

const created = (request: { body: unknown }) => ({
  status: 201, body: postFixture(50, { ...(request.body as { content: string }), media: [], canEdit: true, canDelete: true, likeCount: 0, commentCount: 0 }),
});

describe('writing a post', () => {
  it('loads the editor when the composer is focused, posts, and focuses the new post under the pinned one', async () => {
    answerGroup(groupFixture(), [postFixture(30, { isPinned: true }), postFixture(20)]);
    answer('POST', 'groups/4/posts', created);
    await renderGroups('/groups/4');
    const composer = await screen.findByTestId('post-composer');
    expect(within(composer).getByRole('heading', { level: 3, name: 'Write a post' })).toBeInTheDocument();
    expect(within(composer).queryByTestId('post-editor')).toBeNull();
    await userEvent.click(within(composer).getByRole('textbox', { name: 'Your post' }));
    const editor = await within(composer).findByTestId('post-editor');
    await userEvent.click(within(composer).getByRole('button', { name: 'Post' }));
    expect(await within(composer).findByRole('alert')).toHaveTextContent('Write something before posting.');
    await userEvent.type(editor, '<p>Salam all</p>');
    await userEvent.click(within(composer).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(requestsTo('POST', 'groups/4/posts').map((request) => request.body)).toEqual([{ content: '<p>Salam all</p>', mediaIds: [] }]));
    const shown = await waitFor(() => {
      const all = screen.getAllByTestId('post');
      expect(all).toHaveLength(3);
      return all;
    });
    expect(shown[1]).toHaveTextContent('Salam all');
    await waitFor(() => expect(shown[1]).toHaveFocus());
    expect(editor).toHaveValue('');
  });

  it('uploads chosen pictures through the group, previews them in a carousel, and names them in mediaIds', async () => {
    answerGroup(groupFixture(), []);
    let next = 60;
    answer('POST', 'groups/4/uploads', () => ({ status: 201, body: { mediaId: ++next, uploadUrl: `/api/upload/${next}?exp=99&u=3&sig=abc`, chunkSize: 8388608, expiresAt: '2026-11-24T23:00:00.000Z' } }));
    answer('PUT', 'upload/61', { status: 200, body: { receivedBytes: 4, sizeBytes: 4 } });
    answer('PUT', 'upload/62', { status: 200, body: { receivedBytes: 4, sizeBytes: 4 } });
    answer('POST', 'groups/4/uploads/61/complete', { status: 200, body: { mediaId: 61, type: 'image', url: '/media/61.jpg', mime: 'image/jpeg' } });
    answer('POST', 'groups/4/uploads/62/complete', { status: 200, body: { mediaId: 62, type: 'video', url: '/media/62.mp4', mime: 'video/mp4' } });
    answer('POST', 'groups/4/posts', created);
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
    await renderGroups('/groups/4');
    const composer = await screen.findByTestId('post-composer');
    const input = within(composer).getByLabelText('Add pictures or videos');
    await userEvent.upload(input, [new File(['abcd'], 'sea.jpg', { type: 'image/jpeg' }), new File(['abcd'], 'talk.mp4', { type: 'video/mp4' })]);
    const preview = within(composer).getByRole('region', { name: 'Preview of the pictures and videos' });
    expect(within(preview).getByRole('group', { name: 'Image 1 of 2' })).toBeInTheDocument();
    await userEvent.click(within(composer).getByRole('textbox', { name: 'Your post' }));
    await userEvent.type(await within(composer).findByTestId('post-editor'), 'Photos');
    await userEvent.click(within(composer).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(requestsTo('POST', 'groups/4/posts').map((request) => request.body)).toEqual([{ content: 'Photos', mediaIds: [61, 62] }]));
    expect(requestsTo('POST', 'groups/4/uploads').map((request) => request.body)).toEqual([
      { fileName: 'sea.jpg', mime: 'image/jpeg', sizeBytes: 4 }, { fileName: 'talk.mp4', mime: 'video/mp4', sizeBytes: 4 },
    ]);
    expect(requestsTo('PUT', 'upload/61')[0]!.headers.get('content-range')).toBe('bytes 0-3/4');
  });

  it('says when the server refuses a file (med-002) and does not post', async () => {
    answerGroup(groupFixture(), []);
    answer('POST', 'groups/4/uploads', { status: 201, body: { mediaId: 70, uploadUrl: '/api/upload/70?exp=99&u=3&sig=abc', chunkSize: 8388608, expiresAt: '2026-11-24T23:00:00.000Z' } });
    answer('PUT', 'upload/70', { status: 200, body: { receivedBytes: 4, sizeBytes: 4 } });
    answer('POST', 'groups/4/uploads/70/complete', apiError(415, 'med-002'));
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
    await renderGroups('/groups/4');
    const composer = await screen.findByTestId('post-composer');
    await userEvent.upload(within(composer).getByLabelText('Add pictures or videos'), new File(['abcd'], 'fake.png', { type: 'image/png' }));
    await userEvent.click(within(composer).getByRole('textbox', { name: 'Your post' }));
    await userEvent.type(await within(composer).findByTestId('post-editor'), 'Look');
    await userEvent.click(within(composer).getByRole('button', { name: 'Post' }));
    expect(await within(composer).findByRole('alert')).toHaveTextContent('This file type is not accepted. Choose an image or a video.');
    expect(requestsTo('POST', 'groups/4/posts')).toHaveLength(0);
  });

  it('refuses other files and more than ten', async () => {
    answerGroup(groupFixture(), []);
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
    await renderGroups('/groups/4', {});
    const composer = await screen.findByTestId('post-composer');
    const input = within(composer).getByLabelText('Add pictures or videos');
    // The picker's accept filter is a hint the browser may ignore (a drop, "all files"): the composer checks again.
    await userEvent.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(within(composer).getByRole('alert')).toHaveTextContent('Only images and videos can be added.');
    const many = Array.from({ length: 11 }, (_, index) => new File(['x'], `p${index}.png`, { type: 'image/png' }));
    await userEvent.upload(input, many);
    expect(within(composer).getByRole('alert')).toHaveTextContent('A post can have at most 10 pictures and videos.');
    expect(within(within(composer).getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(composer).getByRole('button', { name: 'Remove p0.png' }));
    expect(within(within(composer).getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(9);
  });

  it('says why a post was refused (pst-003, sgr-005)', async () => {
    answerGroup(groupFixture(), []);
    let refusal = apiError(429, 'pst-003');
    answer('POST', 'groups/4/posts', () => refusal);
    await renderGroups('/groups/4');
    const composer = await screen.findByTestId('post-composer');
    await userEvent.click(within(composer).getByRole('textbox', { name: 'Your post' }));
    await userEvent.type(await within(composer).findByTestId('post-editor'), 'Hello');
    await userEvent.click(within(composer).getByRole('button', { name: 'Post' }));
    expect(await within(composer).findByRole('alert')).toHaveTextContent('You are posting too often. Wait a few minutes, then try again.');
    refusal = apiError(403, 'sgr-005');
    await userEvent.click(within(composer).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(within(composer).getByRole('alert')).toHaveTextContent('Only the group\'s admins can do this.'));
  });

  it('offers no composer where the member may not post', async () => {
    answerGroup(groupFixture({ canPost: false, postPermission: 'ADMINS' }), [postFixture(20)]);
    await renderGroups('/groups/4');
    await screen.findByTestId('post');
    expect(screen.queryByTestId('post-composer')).toBeNull();
  });
});

describe('a post', () => {
  it('likes and saves with pressed states, and puts them back when refused', async () => {
    answerGroup(groupFixture(), [postFixture(20)]);
    answer('PUT', 'posts/20/like', { status: 200, body: { liked: true, likeCount: 3 } });
    answer('PUT', 'posts/20/save', apiError(403, 'sgr-001'));
    await renderGroups('/groups/4');
    const post = await screen.findByTestId('post');
    const like = within(post).getByRole('button', { name: 'Like (2 likes)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('3 likes');
    const save = within(post).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(await within(post).findByRole('alert')).toHaveTextContent('Only members of this group can do this.');
    expect(within(post).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(requestsTo('PUT', 'posts/20/like')).toHaveLength(1);
  });

  it('copies its link', async () => {
    answerGroup(groupFixture(), [postFixture(20)]);
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderGroups('/groups/4');
    await userEvent.click(within(await screen.findByTestId('post')).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts).toEqual(['success:Link copied.']));
    expect(writeText).toHaveBeenCalledWith('http://demo.localhost/groups/4/post/20');
  });

  it('deletes my post after confirming and moves the focus to the next one', async () => {
    answerGroup(groupFixture(), [postFixture(22), postFixture(21, { canDelete: true, canEdit: true }), postFixture(20)]);
    answer('DELETE', 'posts/21', { status: 204 });
    await renderGroups('/groups/4');
    const shown = await screen.findAllByTestId('post');
    expect(within(shown[0]!).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(shown[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('post')).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByTestId('post')[1]).toHaveFocus());
    expect(toasts).toEqual(['success:The post was deleted.']);
  });

  it('moves the focus to the posts heading when the last post is deleted', async () => {
    answerGroup(groupFixture(), [postFixture(21, { canDelete: true })]);
    answer('DELETE', 'posts/21', { status: 204 });
    await renderGroups('/groups/4');
    await userEvent.click(within(await screen.findByTestId('post')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Posts' })).toHaveFocus());
  });

  it('edits my post in the editor; the focus returns to Edit', async () => {
    answerGroup(groupFixture(), [postFixture(21, { canEdit: true, content: '<p>Old words</p>', media })]);
    answer('PATCH', 'posts/21', (request) => ({ status: 200, body: postFixture(21, { canEdit: true, ...(request.body as object), media: [], updatedAt: '2026-11-24T10:00:00.000Z' }) }));
    await renderGroups('/groups/4');
    const post = await screen.findByTestId('post');
    await userEvent.click(within(post).getByRole('button', { name: 'Edit' }));
    const editor = await within(post).findByTestId('post-edit-editor');
    expect(editor).toHaveValue('<p>Old words</p>');
    await userEvent.clear(editor);
    await userEvent.type(editor, '<p>New words</p>');
    await userEvent.click(within(post).getByRole('button', { name: 'Remove Image 2 of 3' }));
    await userEvent.click(within(post).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requestsTo('PATCH', 'posts/21').map((request) => request.body)).toEqual([{ content: '<p>New words</p>', mediaIds: [1, 3] }]));
    expect(await within(post).findByTestId('post-content')).toHaveTextContent('New words');
    expect(post).toHaveTextContent('(edited)');
    await waitFor(() => expect(within(post).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('shows sanitized content', async () => {
    answerGroup(groupFixture(), [postFixture(20, { content: '<p>Hi<img src="x" onerror="alert(1)"></p><script>alert(2)</script>' })]);
    await renderGroups('/groups/4');
    const content = await screen.findByTestId('post-content');
    expect(content.innerHTML).not.toContain('onerror');
    expect(content.querySelector('script')).toBeNull();
  });

  it('lets group admins pin and close comments', async () => {
    answerGroup(groupFixture({ canManage: true, myMembership: { role: 'ADMIN', status: 'ACCEPTED' } }), [postFixture(21, { canPin: true })]);
    answer('PUT', 'posts/21/pin', { status: 200, body: postFixture(21, { canPin: true, isPinned: true }) });
    answer('PUT', 'posts/21/read-only', { status: 200, body: postFixture(21, { canPin: true, isReadOnly: true }) });
    answer('GET', 'groups/4/members', { status: 200, body: { count: 0, data: [] } });
    await renderGroups('/groups/4');
    const post = await screen.findByTestId('post');
    await userEvent.click(within(post).getByRole('button', { name: 'Close comments' }));
    await waitFor(() => expect(within(post).getByRole('button', { name: 'Close comments' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(post).getByTestId('read-only')).toHaveTextContent('Comments closed');
    expect(requestsTo('PUT', 'posts/21/read-only').map((request) => request.body)).toEqual([{ isReadOnly: true }]);
    await userEvent.click(within(post).getByRole('button', { name: 'Pin to top' }));
    await waitFor(() => expect(requestsTo('PUT', 'posts/21/pin')).toHaveLength(1));
    await waitFor(() => expect(requestsTo('GET', 'groups/4/posts').length).toBeGreaterThan(1));
  });
});

describe('the media carousel', () => {
  it('moves with the arrow keys, Home and End, naming each slide', async () => {
    answerGroup(groupFixture(), [postFixture(20, { media })]);
    await renderGroups('/groups/4');
    const carousel = await screen.findByRole('region', { name: 'Pictures and videos from Member 20' });
    expect(within(carousel).getByRole('group', { name: 'Image 1 of 3' })).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: 'Image 1 of 3' })).toHaveAttribute('src', '/media/1.jpg');
    expect(within(carousel).getByRole('button', { name: 'Previous picture or video' })).toBeDisabled();
    act(() => carousel.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(within(carousel).getByRole('group', { name: 'Image 2 of 3' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(within(carousel).getByRole('group', { name: 'Video 3 of 3' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next picture or video' })).toBeDisabled();
    await userEvent.keyboard('{Home}');
    expect(within(carousel).getByRole('group', { name: 'Image 1 of 3' })).toBeInTheDocument();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next picture or video' }));
    expect(within(carousel).getByRole('group', { name: 'Image 2 of 3' })).toBeInTheDocument();
  });

  it('goes forward with the left arrow in Arabic', async () => {
    answerGroup(groupFixture(), [postFixture(20, { media, author: { id: 1, name: 'هدى', avatarUrl: null } })]);
    await renderGroups('/groups/4', { language: 'ar' });
    const carousel = await screen.findByRole('region', { name: 'صور ومقاطع فيديو من هدى' });
    act(() => carousel.focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(carousel).getByRole('group', { name: 'الصورة 2 من 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(carousel).getByRole('group', { name: 'الصورة 1 من 3' })).toBeInTheDocument();
  });
});
