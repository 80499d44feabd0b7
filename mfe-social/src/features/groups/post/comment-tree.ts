import type { CommentView } from '../../../api/groups-types';

export interface CommentNode {
  comment: CommentView;
  replies: CommentNode[];
}

/**
 * The comments (oldest first, each naming its parent) as threads: a reply
 * goes under its parent, in order; one whose parent is not loaded (or was
 * deleted) stands at the top level rather than disappearing.
 */
export function commentTree(comments: readonly CommentView[]): CommentNode[] {
  const nodes = new Map(comments.map((comment) => [comment.id, { comment, replies: [] as CommentNode[] }]));
  const roots: CommentNode[] = [];
  for (const comment of comments) {
    const node = nodes.get(comment.id)!;
    const parent = comment.parentId === null ? undefined : nodes.get(comment.parentId);
    if (parent && parent !== node) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}
