import type { CommentView } from '../../../api/groups-types';
import { commentTree } from './comment-tree';
import { htmlToPlainText, plainTextToHtml } from './plain-text';

const comment = (id: number, parentId: number | null): CommentView => ({
  id, postId: 1, parentId, author: { id: 1, name: 'A', avatarUrl: null }, content: `<p>${id}</p>`,
  likeCount: 0, likedByMe: false, canEdit: false, canDelete: false, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: null,
});

describe('commentTree', () => {
  it('puts replies under their parents in order, and orphans at the top level', () => {
    const tree = commentTree([comment(1, null), comment(2, 1), comment(3, null), comment(4, 2), comment(5, 99), comment(6, 1)]);
    expect(tree.map((node) => node.comment.id)).toEqual([1, 3, 5]);
    expect(tree[0]!.replies.map((node) => node.comment.id)).toEqual([2, 6]);
    expect(tree[0]!.replies[0]!.replies.map((node) => node.comment.id)).toEqual([4]);
  });
});

describe('plain text comments', () => {
  it('escapes markup and makes each line a paragraph', () => {
    expect(plainTextToHtml('Hello <b>you</b>\n\n  & more  ')).toBe('<p>Hello &lt;b&gt;you&lt;/b&gt;</p><p>&amp; more</p>');
    expect(plainTextToHtml('  \n ')).toBe('');
  });

  it('reads paragraphs back as lines', () => {
    expect(htmlToPlainText('<p>Hello &lt;b&gt;</p><p>Second</p>')).toBe('Hello <b>\nSecond');
    expect(htmlToPlainText('just text')).toBe('just text');
  });
});
